// Wire types of the mail module (`@h5/api/contract/mail`), shared with the front end. Types only.

/** What a mailed code is for (`scene` of POST /api/Mail/sendCode). */
export type MailScene =
  'register' | 'forget' | 'rebind_new' | 'rebind_old' | 'payment_password' | 'authenticator';

/** POST /api/Mail/sendCode */
export type SendCodeAnswer = { resendAfterS: number; expiresInS: number };
