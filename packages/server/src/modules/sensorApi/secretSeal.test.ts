import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretSeal } from './secretSeal';

describe('SecretSeal', () => {
  const seal = new SecretSeal(randomBytes(32));

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = seal.seal('irrimax-key-1234');
    expect(sealed).not.toContain('irrimax');
    expect(seal.open(sealed)).toBe('irrimax-key-1234');
    expect(seal.seal('irrimax-key-1234')).not.toBe(sealed);
  });

  it('refuses an altered value or another key', () => {
    const sealed = seal.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(seal.open(parts.join('.'))).toBeNull();
    expect(new SecretSeal(randomBytes(32)).open(sealed)).toBeNull();
    expect(seal.open('plain text')).toBeNull();
  });
});
