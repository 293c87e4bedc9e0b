import type { ReactNode } from 'react';
import { Field, type useLightForm } from './form.tsx';
import { Input, type InputProps } from './Input.tsx';

// The pieces every light form repeats (login, SMS login): the <form> that checks before it submits, and a
// large input bound to one field with its error below it.

type LightFormState<N extends string> = ReturnType<typeof useLightForm<N>>;

/** The browser's own checks are off: a submit checks every field (`validate`), then `onValid` runs. */
export function LightFormFrame(props: {
  className?: string;
  autoComplete?: string;
  validate: () => boolean;
  onValid: () => void;
  children: ReactNode;
}) {
  const { className, autoComplete, validate, onValid, children } = props;
  return (
    <form
      className={className}
      autoComplete={autoComplete}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (validate()) onValid();
      }}
    >
      {children}
    </form>
  );
}

/** A large input showing and editing field `name` of `form`, its error below it. */
export function FieldInput<N extends string>({
  form,
  name,
  ...input
}: { form: LightFormState<N>; name: NoInfer<N> } & Omit<InputProps, 'form' | 'name' | 'value' | 'onChange' | 'status'>) {
  return (
    <Field error={form.error(name)}>
      <Input size="large" {...input} {...form.bind(name)} />
    </Field>
  );
}
