import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoadingIcon } from './icons/Loading.ts';
import styles from './Button.module.css';

// A plain button styled like antd's (types, sizes, icon, loading), for the light shell and pages that must
// not load antd on first paint (the first-load budget). `htmlType` as in antd, so forms read the same.

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  htmlType?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  loading?: boolean;
  block?: boolean;
  danger?: boolean;
}

type Look = Pick<ButtonProps, 'type' | 'size' | 'block' | 'danger' | 'className'> & { ghost?: boolean; iconOnly?: boolean };

/** The classes of a button with that look (also for links that look like buttons: components/LinkButton.tsx). */
export function buttonClass({
  type = 'default',
  size = 'middle',
  block = false,
  danger = false,
  ghost = false,
  iconOnly = false,
  className,
}: Look): string {
  return [
    styles.button,
    styles[type],
    styles[size],
    block && styles.block,
    danger && styles.danger,
    ghost && styles.ghost,
    iconOnly && styles.iconOnly,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  type = 'default',
  size = 'middle',
  htmlType = 'button',
  icon,
  loading = false,
  block = false,
  danger = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = buttonClass({ type, size, block, danger, className, iconOnly: !children });
  return (
    <button type={htmlType} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <LoadingIcon className={styles.spinning} /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
