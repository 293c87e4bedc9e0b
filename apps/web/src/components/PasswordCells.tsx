import { Input } from 'antd';

/**
 * spec: a 6-digit payment password, one digit per box, non-digits stripped. Masked; `onComplete` fires
 * when the sixth digit is entered.
 */
export function PasswordCells({
  value,
  onChange,
  onComplete,
  autoFocus,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  onComplete?: (v: string) => void;
  autoFocus?: boolean;
  label?: string;
}) {
  return (
    <Input.OTP
      length={6}
      mask="●"
      value={value}
      autoFocus={autoFocus}
      aria-label={label}
      formatter={(s) => s.replace(/\D/g, '')}
      onInput={(cells) => {
        const v = cells.join('').replace(/\D/g, '');
        onChange(v);
        if (v.length === 6) onComplete?.(v);
      }}
    />
  );
}
