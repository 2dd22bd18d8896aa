import type { SessionAnswer, UserInfo } from '@h5/api/contract/account';
import type { SecurityActivityItem } from '@h5/api/contract/audit';
import type { MailScene, SendCodeAnswer } from '@h5/api/contract/mail';
import type { AuthenticatorSetup } from '@h5/api/contract/security';
import { api } from '@h5/platform';

export type { AuthenticatorSetup, MailScene };
/** What login and register answer. */
export type SessionGrant = SessionAnswer;
export type SecurityActivity = SecurityActivityItem;

/** The account and security endpoints (docs/contracts.md, "Accounts and security"). */
export const accountCalls = {
  sendMailCode: (scene: MailScene, mailbox?: string) =>
    api.post<SendCodeAnswer>('/Mail/sendCode', { scene, mailbox }),
  login: (body: { mailbox: string; password: string }) => api.post<SessionGrant>('/User/login', body),
  register: (body: {
    mailbox: string;
    code: string;
    password: string;
    password2: string;
    inviteCode?: string;
  }) => api.post<SessionGrant>('/User/register', { ...body, agree: 1 }),
  logout: () => api.post<object>('/User/logout', undefined, { silent: true }),
  forget: (body: { mailbox: string; code: string; password: string; password2: string }) =>
    api.post<object>('/User/forget', body),
  changePassword: (body: { oldPassword: string; password: string; password2: string }) =>
    api.post<object>('/User/changePassword', body),
  rebindMailbox: (body: { oldCode: string; mailbox: string; code: string }) =>
    api.post<UserInfo>('/User/rebindMailbox', body),
  updateProfile: (body: { nickname?: string; avatar?: string }) =>
    api.post<UserInfo>('/User/updateProfile', body),
  uploadImage: (file: File, onProgress: (percent: number) => void) =>
    api.upload<{ path: string }>('/Upload/image', file, { onProgress }).then((data) => data.path),
  setPaymentPassword: (body: { code: string; password: string; password2: string }) =>
    api.post<object>('/Security/setPaymentPassword', body),
  changePaymentPassword: (body: { oldPassword: string; password: string; password2: string }) =>
    api.post<object>('/Security/changePaymentPassword', body),
  /** The key to scan: the one shown before until it is bound, a new one only with `renew`. */
  prepareAuthenticator: (renew = false) =>
    api.post<AuthenticatorSetup>('/Security/authenticator/prepare', renew ? { renew: true } : undefined),
  bindAuthenticator: (code: string) => api.post<UserInfo>('/Security/authenticator/bind', { code }),
  changeAuthenticator: (body: { currentCode: string; mailCode: string; code: string }) =>
    api.post<UserInfo>('/Security/authenticator/change', body),
  unbindAuthenticator: (body: { currentCode: string; mailCode: string }) =>
    api.post<UserInfo>('/Security/authenticator/unbind', body),
  activity: (page: number, rows: number) =>
    api.get<{ list: SecurityActivity[]; total: number }>('/Security/activity', { page, rows }),
};
