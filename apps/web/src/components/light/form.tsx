import { useState, type ReactNode } from 'react';
import styles from './form.module.css';

// The small form state of the light pages (170 KB budget), with antd Form's behaviour where users see it: each
// field is checked as it changes and all of them on submit; the first failing rule's message shows under
// the field. The rules are antd's subset the light forms use, so their messages stay those of the spec.

export interface Rule {
  required?: boolean;
  /** With required: only spaces count as empty. */
  whitespace?: boolean;
  pattern?: RegExp;
  message: string;
}

function check(value: string, rules: Rule[] | undefined): string | null {
  for (const rule of rules ?? []) {
    const empty = rule.whitespace ? value.trim() === '' : value === '';
    if (rule.required && empty) return rule.message;
    if (rule.pattern && !empty && !rule.pattern.test(value)) return rule.message;
  }
  return null;
}

export function useLightForm<N extends string>(rules: Partial<Record<N, Rule[]>>) {
  const [values, setValues] = useState<Partial<Record<N, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<N, string | null>>>({});

  const value = (name: N) => values[name] ?? '';
  const setValue = (name: N, v: string) => {
    setValues((all) => ({ ...all, [name]: v }));
    setErrors((all) => ({ ...all, [name]: check(v, rules[name]) }));
  };
  /** Sets a field's error from outside (a server reply), optionally with a new value. */
  const setError = (name: N, message: string | null, v?: string) => {
    if (v !== undefined) setValues((all) => ({ ...all, [name]: v }));
    setErrors((all) => ({ ...all, [name]: message }));
  };
  /** Checks every field with rules; true when all pass. */
  const validate = (): boolean => {
    const next: Partial<Record<N, string | null>> = {};
    let ok = true;
    for (const name of Object.keys(rules) as N[]) {
      const e = check(values[name] ?? '', rules[name]);
      next[name] = e;
      if (e) ok = false;
    }
    setErrors(next);
    return ok;
  };
  const error = (name: N) => errors[name] ?? null;
  /** What a light Input takes to show and edit one field: its value, its error state, its change. */
  const bind = (name: N) => ({
    value: value(name),
    status: error(name) ? ('error' as const) : undefined,
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
  });
  return { value, setValue, error, setError, validate, bind };
}

/** A form row like antd's Form.Item: the control, then its error (role alert) in the space below it. */
export function Field({ error, label, children }: { error: string | null; label?: ReactNode; children: ReactNode }) {
  return (
    <div className={error ? `${styles.field} ${styles.hasError}` : styles.field}>
      {label && <div className={styles.label}>{label}</div>}
      {children}
      <div className={styles.explain} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
