import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SOCKET_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Who a socket speaks for: a member, or an anonymous guest with a random id. */
export type SocketClaims = { memberId: number | null; guestId: string; expiresAt: number };

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A short-lived token for the socket handshake, signed with SOCKET_TOKEN_SECRET. */
export function issueSocketToken(memberId: number | null, secret: string, now: Date): string {
  const claims: SocketClaims = {
    memberId,
    guestId: randomBytes(9).toString('base64url'),
    expiresAt: now.getTime() + SOCKET_TOKEN_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/**
 * The claims of a valid, unexpired token; null for anything else. `allowExpired` accepts an
 * expired one that is otherwise valid: the proof that its holder opened a socket, long after.
 */
export function verifySocketToken(
  token: unknown,
  secret: string,
  now: Date,
  options: { allowExpired?: boolean } = {},
): SocketClaims | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SocketClaims;
    if (typeof claims.expiresAt !== 'number') return null;
    if (!options.allowExpired && claims.expiresAt <= now.getTime()) return null;
    if (typeof claims.guestId !== 'string') return null;
    if (claims.memberId !== null && !Number.isInteger(claims.memberId)) return null;
    return claims;
  } catch {
    return null;
  }
}
