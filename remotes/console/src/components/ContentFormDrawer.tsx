import type { ReactNode } from 'react';
import { Button } from '@h5/design-system';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout } from '@h5/design-system/FormLayout';
import { useLang } from '@h5/platform';
import type { LocalizedText } from '@h5/api/contract/content';
import { useContentChange, type ContentArea } from '../hooks/useContentChange.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { ContentState } from './ContentState.tsx';
import { shownTitle } from './localizedDraft.ts';
import detail from './DetailDrawer.module.css';
import styles from './ContentPreview.module.css';

/** An article or a gallery item as the console edits it. */
type ContentItem = { id: number; title: LocalizedText; published: boolean; publishedAt: string | null };

/** A saved item's footer: publish or unpublish it, or delete it, each confirmed with why. */
function ContentActions<Item extends ContentItem>({
  area,
  item,
  busy,
  onBusy,
  onChanged,
}: {
  area: ContentArea;
  item: Item;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onChanged: (next: Item | null) => void;
}) {
  const { t } = useConsoleTranslation();
  const title = shownTitle(item.title, useLang());
  const change = useContentChange(area, onBusy);

  const act = async (action: 'publish' | 'unpublish' | 'delete') => {
    const next = await change<Item | { id: number }>(action, title, { id: item.id });
    if (next) onChanged(action === 'delete' ? null : (next as Item));
  };

  return (
    <div className={detail.actions}>
      {item.published ? (
        <Button variant="secondary" disabled={busy} onClick={() => void act('unpublish')}>
          {t(`${area}.unpublish.button`)}
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => void act('publish')}>
          {t(`${area}.publish.button`)}
        </Button>
      )}
      <Button variant="danger" disabled={busy} onClick={() => void act('delete')}>
        {t(`${area}.delete.button`)}
      </Button>
    </div>
  );
}

/**
 * The drawer that writes a new article or gallery item (`item` null) or edits a saved one, which it
 * also publishes, unpublishes or deletes from its footer. `children` are the form's fields, `tabs`
 * what stands above the form; `busy` is the drawer's, so saving and the footer never run at once.
 */
export function ContentFormDrawer<Item extends ContentItem>({
  area,
  item,
  busy,
  onBusy,
  onSubmit,
  onClose,
  onChanged,
  tabs,
  children,
}: {
  area: ContentArea;
  item: Item | null;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** The item as it is now after a change (null once deleted). */
  onChanged: (next: Item | null) => void;
  tabs?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useConsoleTranslation();
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? t(`${area}.detail`, { id: item.id }) : t(`${area}.new`)}
      description={item ? <ContentState item={item} /> : t(`${area}.newHint`)}
      footer={
        item ? (
          <ContentActions area={area} item={item} busy={busy} onBusy={onBusy} onChanged={onChanged} />
        ) : undefined
      }
      className={styles.wide}
    >
      {tabs}
      <FormLayout
        onSubmit={onSubmit}
        submitLabel={t(`${area}.${item ? 'update' : 'create'}.confirm`)}
        submitting={busy}
      >
        {children}
      </FormLayout>
    </Drawer>
  );
}
