import { useEffect, useState } from 'react';
import { operatorToken } from '../../session/operatorSession.ts';
import { useConsoleTranslation } from '../../i18n/consoleTranslations.ts';
import styles from './ServiceConversation.module.css';

/**
 * A member's picture or voice message in a service conversation. Chat files are not public: the
 * file is asked for with the operator's token (`GET /chat/file/:name`) and shown from memory.
 */
export function ChatFileMedia({
  name,
  kind,
  durationMs,
}: {
  name: string;
  kind: 'image' | 'voice';
  durationMs: number | null;
}) {
  const { t } = useConsoleTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    fetch(`/chat/file/${encodeURIComponent(name)}`, { headers: { 'operator-token': operatorToken() } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [name]);
  if (failed) return <span>{t('service.fileUnavailable')}</span>;
  if (!url) return <span>{t('loading')}</span>;
  if (kind === 'image')
    return (
      <a href={url} target="_blank" rel="noreferrer">
        <img src={url} alt={t('service.imageAlt')} className={styles.image} />
      </a>
    );
  return (
    <audio
      controls
      src={url}
      aria-label={t('service.voiceLabel', { seconds: Math.round((durationMs ?? 0) / 1000) })}
    />
  );
}
