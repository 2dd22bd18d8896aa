/** Why a value may not be sent yet: the key of a message under `account.errors`, or null when it may. */
export type RuleProblem =
  | 'mailboxRequired'
  | 'mailboxInvalid'
  | 'passwordRequired'
  | 'passwordPolicy'
  | 'passwordMismatch'
  | 'codeRequired'
  | 'codeInvalid'
  | 'paymentPasswordPolicy'
  | 'authenticatorCodeInvalid'
  | 'nicknameRequired'
  | 'nicknameTooLong'
  | 'agreeRequired'
  | null;

const MAILBOX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SPECIAL = /[^A-Za-z0-9]/;

/** Rules the pages check before calling the API (spec §5); the API checks them again. */
export const accountRules = {
  mailbox(value: string): RuleProblem {
    const mailbox = value.trim();
    if (!mailbox) return 'mailboxRequired';
    return MAILBOX.test(mailbox) && mailbox.length <= 254 ? null : 'mailboxInvalid';
  },
  /** Login password: 8–15 characters with a special character, an upper-case and a lower-case letter and a digit. */
  loginPassword(value: string): RuleProblem {
    if (!value) return 'passwordRequired';
    const ok =
      value.length >= 8 &&
      value.length <= 15 &&
      !/\s/.test(value) &&
      SPECIAL.test(value) &&
      /[A-Z]/.test(value) &&
      /[a-z]/.test(value) &&
      /\d/.test(value);
    return ok ? null : 'passwordPolicy';
  },
  /** The password typed a second time. */
  repeat(password: string, again: string): RuleProblem {
    if (!again) return 'passwordRequired';
    return password === again ? null : 'passwordMismatch';
  },
  /** A mailbox verification code: 6 characters. */
  mailCode(value: string): RuleProblem {
    const code = value.trim();
    if (!code) return 'codeRequired';
    return /^[A-Za-z0-9]{6}$/.test(code) ? null : 'codeInvalid';
  },
  /** Payment password: 6 digits. */
  paymentPassword(value: string): RuleProblem {
    return /^\d{6}$/.test(value) ? null : 'paymentPasswordPolicy';
  },
  /** A new payment password and the same typed again. */
  newPaymentPassword(password: string, again: string) {
    return {
      password: accountRules.paymentPassword(password),
      password2: accountRules.paymentPassword(again) ?? accountRules.repeat(password, again),
    };
  },
  /** A code of the authenticator app: 6 digits. */
  authenticatorCode(value: string): RuleProblem {
    return /^\d{6}$/.test(value) ? null : 'authenticatorCodeInvalid';
  },
  nickname(value: string): RuleProblem {
    const nickname = value.trim();
    if (!nickname) return 'nicknameRequired';
    return [...nickname].length <= 20 ? null : 'nicknameTooLong';
  },
};
