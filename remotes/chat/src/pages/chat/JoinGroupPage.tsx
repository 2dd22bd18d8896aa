import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, ErrorState, Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Field } from '@h5/design-system/Field';
import { useLang, type PageProps } from '@h5/platform';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import type { GroupCard } from '@h5/api/contract/groups';
import { searchGroup } from '../../api/groupsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { GroupCardView } from '../../components/groups/GroupCardView.tsx';
import { GroupJoinActions } from '../../components/groups/GroupJoinActions.tsx';
import { parseGroupId } from '../../utils/groupRules.ts';
import styles from '../../components/groups/groups.module.css';

/**
 * Finding a group by its id to join it (`pages/chat/joingroup`, `?groupId=` fills the box and
 * searches): its card, then join (free: a member at once, with its chat) or request to join
 * (approval: "request sent").
 */
export function JoinGroupPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  return (
    <ChatFrame title={t('groups.joinPage.title')}>
      {/* A new `?groupId=` on the same page (a link followed from here) starts a new search. */}
      <GroupFinder key={params.groupId ?? ''} initialId={params.groupId ?? ''} />
    </ChatFrame>
  );
}

function GroupFinder({ initialId }: { initialId: string }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const [text, setText] = useState(initialId);
  const [error, setError] = useState<string>();
  // The id searched (a link's at first) and how many times, so that searching again asks again.
  const [query, setQuery] = useState({ id: parseGroupId(initialId), attempt: 0 });
  const key = `join:${query.id ?? 'none'}:${query.attempt}:${lang}`;
  const found = useAsyncData(key, () => (query.id === null ? Promise.resolve(null) : searchGroup(query.id)));
  // The card after joining, for the search it was joined from.
  const [joined, setJoined] = useState<{ key: string; card: GroupCard } | null>(null);
  const card = joined?.key === key ? joined.card : found.data;

  const find = () => {
    const id = parseGroupId(text);
    if (id === null) {
      setError(t('groups.joinPage.idInvalid'));
      return;
    }
    setError(undefined);
    setQuery((previous) => ({ id, attempt: previous.attempt + 1 }));
  };

  const searching = query.id !== null && found.loading;
  return (
    <>
      <Card as="section">
        <form
          className={styles.searchForm}
          role="search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            find();
          }}
        >
          <Field
            label={t('groups.joinPage.idLabel')}
            value={text}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('groups.joinPage.idPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            error={error}
            data-testid="join-group-id"
          />
          <Button type="submit" block loading={searching} data-testid="join-group-search">
            {t('groups.joinPage.search')}
          </Button>
        </form>
      </Card>
      {query.id === null ? (
        <Empty title={t('groups.joinPage.idleTitle')} description={t('groups.joinPage.idleHint')} />
      ) : found.error ? (
        <ErrorState
          title={t('groups.joinPage.notFound')}
          description={failureDescription(found.error) ?? t('groups.loadFailed')}
        />
      ) : searching || !card ? (
        <Card>
          <Skeleton avatar rows={2} />
        </Card>
      ) : (
        <>
          <GroupCardView card={card} />
          <GroupJoinActions card={card} onChange={(next) => setJoined({ key, card: next })} />
        </>
      )}
    </>
  );
}
