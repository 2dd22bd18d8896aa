import { useTranslation } from 'react-i18next';
import { Button, Empty, ErrorState } from '@h5/design-system';
import { navigation } from '@h5/platform';
import { failureDescription } from '@h5/platform/helpers';

type Props = {
  /** The page's group, or null when its address names none. */
  groupId: number | null;
  error?: unknown;
  onRetry?: () => void;
};

/**
 * Why a group page shows no group: no id in its address; the API refused (not a member, no such
 * group: its own words, with a way to find the group and join it); or no answer (a retry).
 */
export function GroupLoadError({ groupId, error, onRetry }: Props) {
  const { t } = useTranslation('chat');
  const refusal = failureDescription(error);
  if (groupId === null) return <ErrorState title={t('groups.notFound')} />;
  if (refusal)
    return (
      <Empty
        title={refusal}
        description={t('groups.membersOnly')}
        action={
          <Button
            variant="secondary"
            onClick={() => navigation.redirect(`pages/chat/joingroup?groupId=${groupId}`)}
          >
            {t('groups.findGroup')}
          </Button>
        }
      />
    );
  return <ErrorState description={t('groups.loadFailed')} onRetry={onRetry} />;
}
