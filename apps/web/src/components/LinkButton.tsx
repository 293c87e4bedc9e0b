import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from 'antd';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** An antd button that is a real link (new tab, copy address) but navigates inside the app on a plain click. */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
