import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, type ButtonProps } from './light/Button.tsx';

type LinkButtonProps = Pick<ButtonProps, 'type' | 'size' | 'block' | 'danger' | 'className'> & {
  to: string;
  icon?: ReactNode;
  iconPlacement?: 'start' | 'end';
  ghost?: boolean;
  children?: ReactNode;
};

/**
 * A link that looks like a button (new tab, copy address) but navigates inside the app on a plain click.
 * Light (no antd): the business lines' landing pages (/training) use it on their first load.
 */
export function LinkButton({ to, icon, iconPlacement = 'start', ghost, children, ...look }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(to);
  };
  return (
    <a href={to} onClick={onClick} className={buttonClass({ ...look, ghost, iconOnly: !children })}>
      {iconPlacement === 'start' && icon}
      {children !== undefined && <span>{children}</span>}
      {iconPlacement === 'end' && icon}
    </a>
  );
}
