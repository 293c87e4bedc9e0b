import type { SelectHTMLAttributes } from 'react';
import styles from './Select.module.css';

// A native <select> styled like antd's Select (closed state), for light pages: the browser's own list
// opens it, which needs no JavaScript and is accessible as a combobox.

export interface SelectProps<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: V;
  onChange: (value: V) => void;
  options: { value: V; label: string }[];
}

export function Select<V extends string>({ value, onChange, options, className, ...rest }: SelectProps<V>) {
  return (
    <select
      className={className ? `${styles.select} ${className}` : styles.select}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      {...rest}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
