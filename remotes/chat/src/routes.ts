import { lazy, type ComponentType } from 'react';
import type { PageProps, RemoteRoutes } from '@h5/platform';
import { chatTranslations } from './i18n/chatTranslations.ts';

// Starts loading the texts with the route table; each page waits for them.
chatTranslations().catch(() => undefined);

/**
 * A page loaded on first visit, together with the chat texts (so it never shows keys); each page
 * module names its component after the page.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K) =>
  lazy(() => Promise.all([load(), chatTranslations()]).then(([module]) => ({ default: module[name] })));

/**
 * Chat and social (issue #19), `pages/chat/*`: conversations and friends, a thread, notices;
 * groups; posts. One line per page: add yours below, keep the others as they are.
 */
const routes: RemoteRoutes = {
  'pages/chat/index': page(() => import('./pages/chat/IndexPage.tsx'), 'IndexPage'),
  'pages/chat/chat': page(() => import('./pages/chat/ChatPage.tsx'), 'ChatPage'),
  'pages/chat/notice': page(() => import('./pages/chat/NoticePage.tsx'), 'NoticePage'),
  'pages/chat/createchat': page(() => import('./pages/chat/CreateChatPage.tsx'), 'CreateChatPage'),
  'pages/chat/groupintroduce': page(
    () => import('./pages/chat/GroupIntroducePage.tsx'),
    'GroupIntroducePage',
  ),
  'pages/chat/allmembers': page(() => import('./pages/chat/AllMembersPage.tsx'), 'AllMembersPage'),
  'pages/chat/invitefriends': page(() => import('./pages/chat/InviteFriendsPage.tsx'), 'InviteFriendsPage'),
  'pages/chat/management': page(() => import('./pages/chat/ManagementPage.tsx'), 'ManagementPage'),
  'pages/chat/groupset': page(() => import('./pages/chat/GroupSetPage.tsx'), 'GroupSetPage'),
  'pages/chat/joingroup': page(() => import('./pages/chat/JoinGroupPage.tsx'), 'JoinGroupPage'),
  'pages/chat/issue': page(() => import('./pages/chat/IssuePage.tsx'), 'IssuePage'),
  'pages/chat/homepage': page(() => import('./pages/chat/HomepagePage.tsx'), 'HomepagePage'),
  'pages/chat/twxq': page(() => import('./pages/chat/TwxqPage.tsx'), 'TwxqPage'),
  'pages/chat/friendRequest': page(() => import('./pages/chat/FriendRequestPage.tsx'), 'FriendRequestPage'),
};

export default routes;
