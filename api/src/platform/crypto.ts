import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** SHA-256 of a high-entropy value (session tokens): enough, since nobody can guess the input. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** HMAC-SHA256 with the server secret, separated by purpose so one hash never stands in for another. */
export const keyedHash = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('hex');

/** Compares two hex or text digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A random token of `bytes` bytes, URL-safe. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

const deriveKey = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'h5-secret-box', purpose, 32));

/**
 * AES-256-GCM with a key derived from the server secret per purpose: `v1.<iv>.<tag>.<data>`.
 * A changed or foreign value fails to open instead of decrypting to garbage.
 */
export function createSecretBox(secret: string, purpose: string) {
  const key = deriveKey(secret, purpose);
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
