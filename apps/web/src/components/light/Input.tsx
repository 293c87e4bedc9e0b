import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Button } from './Button.tsx';
import { SearchIcon } from './icons/Search.ts';
import { CloseCircleIcon } from './icons/CloseCircle.ts';
import { LIGHT } from '../../locale/light.ts';
import styles from './Input.module.css';

// antd's Input (prefix, suffix, clear, error state, sizes) as a plain <input> in a
// styled frame, for the light shell and pages (170 KB budget). The <input> keeps its own placeholder and label,
// so forms and journeys find it the same way.

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: 'middle' | 'large';
  prefix?: ReactNode;
  suffix?: ReactNode;
  status?: 'error' | undefined;
  allowClear?: boolean;
  onPressEnter?: (e: KeyboardEvent<HTMLInputElement>) => void;
  /** Called with '' when the clear button is used. */
  onClear?: () => void;
  ref?: Ref<HTMLInputElement>;
  wrapperClassName?: string;
}

export function Input({
  size = 'middle',
  prefix,
  suffix,
  status,
  allowClear = false,
  onPressEnter,
  onClear,
  onKeyDown,
  wrapperClassName,
  className,
  value,
  disabled,
  ...rest
}: InputProps) {
  const frame = [styles.frame, styles[size], status === 'error' && styles.error, disabled && styles.disabled, wrapperClassName]
    .filter(Boolean)
    .join(' ');
  const showClear = allowClear && value !== undefined && value !== '' && !disabled;
  return (
    <span className={frame}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <input
        className={className ? `${styles.input} ${className}` : styles.input}
        value={value}
        disabled={disabled}
        aria-invalid={status === 'error' || undefined}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.key === 'Enter') onPressEnter?.(e);
        }}
        {...rest}
      />
      {showClear && (
        <button type="button" className={styles.clear} aria-label={LIGHT.clear} tabIndex={-1} onClick={() => onClear?.()}>
          <CloseCircleIcon />
        </button>
      )}
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
}

/**
 * antd's Input.Search in plain markup: a box and its search button joined. What is typed is searched on
 * Enter or the button; clearing the box searches for everything again. `value` is the search in force (the
 * address's keyword): when it changes from outside (the header's search bar, a link), the box shows it.
 * It lives beside Input, not in a module of its own: that was one chunk more on the first load of every
 * list page (the 170 KB budget).
 */
export function SearchInput({
  value,
  onSearch,
  className,
  ...input
}: {
  value: string;
  onSearch: (keyword: string) => void;
  className?: string;
  'aria-label': string;
  placeholder?: string;
  maxLength?: number;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  return (
    <div className={className ? `${styles.search} ${className}` : styles.search}>
      <Input
        {...input}
        allowClear
        onClear={() => {
          setDraft('');
          onSearch('');
        }}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={() => onSearch(draft)}
        wrapperClassName={styles.searchBox}
      />
      <Button className={styles.searchButton} icon={<SearchIcon />} aria-label={LIGHT.search} onClick={() => onSearch(draft)} />
    </div>
  );
}
