/** Local storage keys of the specification; remotes read them only through this package. */
export const storageKeys = {
  token: 'token',
  userInfo: 'userinfo',
  lang: 'lang',
  clientId: 'client_id',
} as const;
