// @h5/platform: the shell's services, shared with every remote as a Module Federation singleton.
export { LANGS, DEFAULT_LANG, isLang, type Lang } from './lang/utils/langs.ts';
export { i18n, PLATFORM_NS } from './lang/i18n.ts';
export {
  registerTranslations,
  loadLanguage,
  type TranslationLoaders,
} from './lang/utils/registerTranslations.ts';
export { platformTranslationsReady } from './lang/platformTranslations.ts';
export { setLang, applyDocumentLang } from './lang/utils/setLang.ts';
export { useLang } from './lang/hooks/useLang.ts';
export { langAtom } from './lang/states/langAtom.ts';

export { store } from './state/store.ts';
export { sessionAtom } from './session/states/sessionAtom.ts';
export { useSession } from './session/hooks/useSession.ts';
export { setSession, getSessionToken } from './session/utils/setSession.ts';
export { clearSession } from './session/utils/clearSession.ts';
export { refreshUserInfo } from './session/utils/refreshUserInfo.ts';
export type { Session, SessionState, UserInfo, SecurityStatus } from './session/utils/sessionTypes.ts';

export { api, CLIENT_NAME, whenApiIdle } from './api/api.ts';
export { ApiError, NO_ENVELOPE_STATUS, type ApiFailureReason } from './api/ApiError.ts';
export { createApiClient, type ApiOptions, type ApiClient } from './api/createApiClient.ts';
export type { EnvelopeEffects, SessionEnd } from './api/settleEnvelope.ts';
export type { UploadOptions } from './api/uploadFile.ts';
export { LOGIN_PAGE } from './api/createUnauthenticatedHandler.ts';

export {
  navigation,
  bindNavigator,
  currentPage,
  HOME_PAGE,
  type NavigatorAdapter,
} from './navigation/navigation.ts';
export { parseScene } from './navigation/parseScene.ts';
export { toRoutePath, toPagePath } from './navigation/toRoutePath.ts';

export { socket } from './socket/socket.ts';
export type { SocketMessage } from './socket/decodeSocketPayload.ts';

export { storageKeys } from './storage/storageKeys.ts';
export type { PageProps, RemoteRoutes } from './routing/pageTypes.ts';
