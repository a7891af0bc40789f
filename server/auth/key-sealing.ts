import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** How sealed material starts: the scheme and its version, so a later scheme can tell them apart. */
const PREFIX = 'sealed:v1:';

/** A secret that does not open sealed material, or material that is not a sealed box. */
export class SealError extends Error {}

function keyFrom(secret: string): Buffer {
  // The secret is an operator's random string, not a password: HKDF is enough, no slow hash.
  return Buffer.from(hkdfSync('sha256', secret, 'changecraft', 'identity keys aes-256-gcm', 32));
}

export function isSealed(material: string): boolean {
  return material.startsWith(PREFIX);
}

/**
 * Seals `plain` with AES-256-GCM under a key derived from `secret`. `label` (the row it is
 * stored in) is authenticated with it, so a sealed value moved to another row does not open.
 */
export function seal(plain: string, secret: string, label: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  cipher.setAAD(Buffer.from(label, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
}

/** Opens what `seal` made with the same secret and label; throws `SealError` otherwise. */
export function unseal(material: string, secret: string, label: string): string {
  const parts = material.slice(PREFIX.length).split('.');
  if (!isSealed(material) || parts.length !== 3) throw new SealError(`${label}: not sealed`);
  const [iv, tag, body] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
    decipher.setAAD(Buffer.from(label, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new SealError(`${label}: the secret does not open it`);
  }
}
