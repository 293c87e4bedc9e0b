import { ReloadIcon } from '../../../components/light/icons/Reload.ts';
import { Spin } from '../../../components/light/Spin.tsx';
import { L } from '../../../locale/labels.ts';
import styles from './forms.module.css';

interface LoginCaptchaProps {
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The server-issued login captcha (an SVG data URL); click for a new one. Light: part of /login. */
export function LoginCaptcha({ image, loading, onRefresh }: LoginCaptchaProps) {
  return (
    <button
      type="button"
      className={styles.captchaImage}
      onClick={onRefresh}
      title={L.auth.captchaRefresh}
      aria-label={L.auth.captchaRefresh}
      data-testid="login-captcha"
    >
      {image && !loading ? <img src={image} alt={L.auth.captcha} /> : loading ? <Spin size="small" /> : <ReloadIcon />}
    </button>
  );
}
