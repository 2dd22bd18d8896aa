import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** The content areas whose items are written, published, unpublished and deleted alike. */
export type ContentArea = 'articles' | 'media';

/** What an operator does to an article or a gallery item. */
export type ContentChange = 'create' | 'update' | 'publish' | 'unpublish' | 'delete';

/**
 * One operator change to an article or a gallery item: confirmed with why (the audit log), sent to
 * `/Admin/Content/<area>/<change>`, its outcome told with the texts `<area>.<change>.…` naming the
 * item by `title`. `area` names both texts and route, so the two areas cannot drift apart; `onBusy`
 * holds the drawer's buttons meanwhile. Resolves the answer, or null when cancelled or refused.
 */
export function useContentChange(area: ContentArea, onBusy: (busy: boolean) => void) {
  const { t } = useConsoleTranslation();
  return async <T>(
    change: ContentChange,
    title: string,
    body: Record<string, unknown>,
  ): Promise<T | null> => {
    const reason = await confirmWithReason({
      title: t(`${area}.${change}.title`),
      message: t(`${area}.${change}.message`, { title }),
      confirmLabel: t(`${area}.${change}.confirm`),
      danger: change === 'delete',
    });
    if (reason === null) return null;
    onBusy(true);
    const next = await operatorAction<T>(
      `/Admin/Content/${area}/${change}`,
      { ...body, reason },
      { done: t(`${area}.${change}.done`, { title }) },
    );
    onBusy(false);
    return next;
  };
}
