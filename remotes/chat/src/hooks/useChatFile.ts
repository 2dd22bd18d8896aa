import { useEffect, useState } from 'react';
import { getSessionToken } from '@h5/platform';

/**
 * A chat file (`GET /chat/file/<name>`) as an address the page can show or play: the file is read
 * with the member's token (only members of the conversation may read it, so a plain `<img src>`
 * without the token would be refused) and kept as an object URL while the component is on screen.
 * `undefined` while it loads, `null` when it could not be read.
 */
export function useChatFile(url: string | undefined): string | null | undefined {
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string | null }>();
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(url, { headers: { token: getSessionToken() ?? '' }, signal: controller.signal })
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ url, objectUrl: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.objectUrl : undefined;
}
