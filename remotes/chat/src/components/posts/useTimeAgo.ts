import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, type Translate } from '@h5/design-system';

/**
 * How long ago a time was, as the spec says it (just now under 5 minutes, then minutes, hours, days
 * up to 30 days, then the date), from the moment the page opened.
 */
export function useTimeAgo(): (iso: string) => string {
  const { t } = useTranslation('ds');
  const [now] = useState(Date.now);
  const translate: Translate = (key: string, options?: Record<string, unknown>) =>
    String(t(key, { ...options }));
  return (iso) => formatRelativeTime(iso, now, translate);
}
