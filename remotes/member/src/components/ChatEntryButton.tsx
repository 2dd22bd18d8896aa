import { useTranslation } from 'react-i18next';
import { Badge } from '@h5/design-system/Badge';
import { ChatIcon } from '@h5/design-system/Icons';
import { navigation } from '@h5/platform';
import { useChatUnread } from '../hooks/useChatUnread.ts';
import styles from './ChatEntryButton.module.css';

/**
 * The chat's door in the home tab's title bar, with the unread messages and notices. Loaded once
 * the first screen has settled, with its call: the first load does not carry it.
 */
export function ChatEntryButton() {
  const { t } = useTranslation('member');
  const unread = useChatUnread();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => navigation.navigate('pages/chat/index')}
      data-testid="home-chat"
    >
      <span className={styles.hidden}>{t('home.chat')}</span>
      <Badge count={unread} label={t('home.chatUnread', { count: unread })}>
        <ChatIcon className={styles.icon} />
      </Badge>
    </button>
  );
}
