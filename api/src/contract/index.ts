// The API's shared wire types (`@h5/api/contract`); each module's own are in
// `src/modules/<module>/<module>.contract.ts` (`@h5/api/contract/<module>`). Types only: importing
// them adds nothing to a bundle.

export type Lang = 'hi-in' | 'en-us' | 'zh-cn';

/**
 * `data.code` of every -100 answer (HTTP 401): why there is no session. The client tells the
 * member when a login on another device or a password change ended it, or an operator froze the
 * account (`frozen`: `msg` says to contact customer service).
 */
export type SessionEndCode =
  'not_logged_in' | 'session_expired' | 'signed_in_elsewhere' | 'password_changed' | 'signed_out' | 'frozen';

/** Every answer of /api and /chat: status 1 success, 0/-1 failure, -100 not logged in. */
export type Envelope<T> = { status: 1 | 0 | -1 | -100; msg: string; data: T; code?: number };

/** A page of a list: `page` from 1, `rows` 20 by default. */
export type Paged<T> = { list: T[]; total: number };

/** Money on the wire: a decimal string, INR with 2 decimals (`"1234.50"`), USDT with 6. */
export type MoneyString = string;
