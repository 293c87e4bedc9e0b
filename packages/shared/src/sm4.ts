import smCrypto from 'sm-crypto';

const { sm3, sm4 } = smCrypto;

/**
 * SM4 field encryption, one implementation for the browser (which seals) and the server (which opens).
 * spec: passwords travel SM4-encrypted when config_getConfig reports configStatus '01'.
 * Format: hex of a random 16-byte IV, the SM4-CBC ciphertext (PKCS#7), then an HMAC-SM3 tag over both
 * (64 hex). CBC with a fresh IV, never ECB (sm-crypto's default), so equal passwords never give equal
 * ciphertexts; the tag makes tampering detectable instead of decrypting to garbage. The key ships to
 * the browser, so this keeps passwords out of casual logs only; HTTPS is what protects them in transit.
 * Import this module lazily in the browser: only needed while the flag is on.
 */
const HEX = /^[0-9a-f]+$/;
const TAG = 64;

function randomIvHex(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function sm4Seal(plain: string, keyHex: string): string {
  const iv = randomIvHex();
  const sealed = iv + sm4.encrypt(plain, keyHex, { mode: 'cbc', iv });
  return sealed + sm3(sealed, { key: keyHex });
}

/** Returns null when the value is not an untampered ciphertext of this key. */
export function sm4Open(value: string, keyHex: string): string | null {
  const v = value.toLowerCase();
  if (v.length < 32 + 32 + TAG || (v.length - TAG) % 32 !== 0 || !HEX.test(v)) return null;
  const sealed = v.slice(0, -TAG);
  if (!constantTimeEqual(v.slice(-TAG), sm3(sealed, { key: keyHex }))) return null;
  try {
    const plain = sm4.decrypt(sealed.slice(32), keyHex, { mode: 'cbc', iv: sealed.slice(0, 32) });
    return plain === '' ? null : plain;
  } catch {
    return null;
  }
}
