// Wire types of the security module (`@h5/api/contract/security`), shared with the front end. Types only.

/** POST /api/Security/authenticator/prepare */
export type AuthenticatorSetup = { secret: string; otpauthUrl: string; qrDataUrl: string };
