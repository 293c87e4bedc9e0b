import { describe, expect, it } from 'vitest';
import { sm4Open, sm4Seal } from './sm4.ts';

const key = '0123456789abcdeffedcba9876543210';

describe('sm4 field sealing', () => {
  it('round-trips and uses a fresh IV each time', () => {
    const a = sm4Seal('Demo@2026', key);
    const b = sm4Seal('Demo@2026', key);
    expect(a).not.toBe(b);
    expect(sm4Open(a, key)).toBe('Demo@2026');
    expect(sm4Open(b, key)).toBe('Demo@2026');
  });

  it('refuses tampering, a wrong key and plain text', () => {
    const sealed = sm4Seal('Demo@2026', key);
    const flipped = sealed.slice(0, 40) + (sealed[40] === '0' ? '1' : '0') + sealed.slice(41);
    expect(sm4Open(flipped, key)).toBeNull();
    expect(sm4Open(sealed, 'ffffffffffffffffffffffffffffffff')).toBeNull();
    expect(sm4Open('Demo@2026', key)).toBeNull();
    expect(sm4Open('', key)).toBeNull();
  });
});
