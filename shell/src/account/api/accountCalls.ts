import { api, type UserInfo } from '@h5/platform';

/** What login and register answer. */
export type SessionGrant = { token: string; expiresAt: string; user: UserInfo };

export type MailScene =
  'register' | 'forget' | 'rebind_new' | 'rebind_old' | 'payment_password' | 'authenticator';

export type AuthenticatorSetup = { secret: string; otpauthUrl: string; qrDataUrl: string };

export type SecurityActivity = {
  id: number;
  type: string;
  label: string;
  ip: string;
  client: string;
  createdAt: string;
};

/** The account and security endpoints (docs/contracts.md, "Accounts and security"). */
export const accountCalls = {
  sendMailCode: (scene: MailScene, mailbox?: string) =>
    api.post<{ resendAfterS: number; expiresInS: number }>('/Mail/sendCode', { scene, mailbox }),
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
  prepareAuthenticator: () => api.post<AuthenticatorSetup>('/Security/authenticator/prepare'),
  bindAuthenticator: (code: string) => api.post<UserInfo>('/Security/authenticator/bind', { code }),
  changeAuthenticator: (body: { currentCode: string; mailCode: string; code: string }) =>
    api.post<UserInfo>('/Security/authenticator/change', body),
  unbindAuthenticator: (body: { currentCode: string; mailCode: string }) =>
    api.post<UserInfo>('/Security/authenticator/unbind', body),
  activity: (page: number, rows: number) =>
    api.get<{ list: SecurityActivity[]; total: number }>('/Security/activity', { page, rows }),
};
