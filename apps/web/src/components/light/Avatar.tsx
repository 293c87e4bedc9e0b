import { useState, type ReactNode } from 'react';
import { UserIcon } from './icons/User.ts';
import styles from './Avatar.module.css';

// antd's circular Avatar with a picture and an icon in plain markup: the icon shows when there is no
// picture or it fails to load (antd's fallback), so a removed upload never leaves a broken image.

export function Avatar({ src, size = 32, alt = '', icon }: { src?: string | undefined; size?: number; alt?: string; icon?: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: Math.round(size / 2) }}>
      {showImage ? (
        <img src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        (icon ?? <UserIcon />)
      )}
    </span>
  );
}
