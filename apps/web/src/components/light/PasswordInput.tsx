import { useState } from 'react';
import { EyeIcon } from './icons/Eye.ts';
import { EyeInvisibleIcon } from './icons/EyeInvisible.ts';
import { Input, type InputProps } from './Input.tsx';
import { LIGHT } from '../../locale/light.ts';
import styles from './Input.module.css';

// Its own module, so the pages with a plain input (/training's search) do not carry the eye icons.

/** antd's Input.Password: the eye toggles the password's visibility. */
export function PasswordInput({ suffix, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <>
          {suffix}
          <button
            type="button"
            className={styles.eye}
            aria-label={visible ? LIGHT.password.hide : LIGHT.password.show}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeIcon /> : <EyeInvisibleIcon />}
          </button>
        </>
      }
    />
  );
}
