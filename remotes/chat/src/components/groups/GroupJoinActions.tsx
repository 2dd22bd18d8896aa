import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@h5/design-system';
import { Note } from '@h5/design-system/Note';
import { navigation } from '@h5/platform';
import type { GroupCard } from '@h5/api/contract/groups';
import { joinGroup } from '../../api/groupsApi.ts';
import { groupPage } from '../../utils/groupRules.ts';
import styles from './groups.module.css';

type Props = {
  card: GroupCard;
  /** The card after joining (a member now, or with a pending request). */
  onChange: (card: GroupCard) => void;
};

/**
 * What the member can do with a group from its card: open its chat (a member), join it (free),
 * request to join (approval), or wait for the answer to a request. A dissolved group offers nothing.
 */
export function GroupJoinActions({ card, onChange }: Props) {
  const { t } = useTranslation('chat');
  const [joining, setJoining] = useState(false);

  const join = async () => {
    setJoining(true);
    try {
      const answer = await joinGroup(card.id);
      if (answer.state === 'joined') {
        toast.success(t('groups.join.joined'));
        onChange(answer.group);
      } else {
        toast.success(t('groups.join.requestSent'));
        onChange({ ...card, myRequest: { id: answer.request.id, state: 'pending' } });
      }
    } catch {
      // The client has shown the API's refusal.
    } finally {
      setJoining(false);
    }
  };

  if (card.dissolved) return <Note>{t('groups.card.dissolvedNote')}</Note>;
  if (card.myRole) {
    return (
      <div className={styles.actions}>
        <Button
          block
          size="lg"
          onClick={() => navigation.navigate(groupPage.chat(card.id))}
          data-testid="group-open-chat"
        >
          {t('groups.actions.openChat')}
        </Button>
      </div>
    );
  }
  if (card.myRequest) {
    return (
      <div className={styles.actions}>
        <Button block size="lg" variant="secondary" disabled data-testid="group-request-pending">
          {t('groups.join.pending')}
        </Button>
        <p className={styles.hint}>{t('groups.join.pendingHint')}</p>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Button block size="lg" loading={joining} onClick={() => void join()} data-testid="group-join">
        {t(card.joinMode === 'free' ? 'groups.join.join' : 'groups.join.request')}
      </Button>
      <p className={styles.hint}>{t(`groups.join.${card.joinMode}Hint`)}</p>
    </div>
  );
}
