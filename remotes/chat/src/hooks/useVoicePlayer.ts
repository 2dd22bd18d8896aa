import { useCallback, useEffect, useRef, useState } from 'react';

export type VoicePlayback = { key: string; progress: number } | null;

/**
 * Plays one voice message at a time: starting another stops the one playing. `toggle(key, src)`
 * plays or pauses; `playback` says which is playing and how far (0–1), for the bubble's track.
 */
export function useVoicePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playback, setPlayback] = useState<VoicePlayback>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlayback(null);
  }, []);

  useEffect(() => stop, [stop]);

  const toggle = useCallback(
    (key: string, src: string) => {
      if (playback?.key === key) {
        stop();
        return;
      }
      stop();
      const element = new Audio(src);
      audio.current = element;
      element.addEventListener('timeupdate', () => {
        if (audio.current !== element || !element.duration || !Number.isFinite(element.duration)) return;
        setPlayback({ key, progress: element.currentTime / element.duration });
      });
      element.addEventListener('ended', () => {
        if (audio.current === element) stop();
      });
      element.addEventListener('error', () => {
        if (audio.current === element) stop();
      });
      setPlayback({ key, progress: 0 });
      element.play().catch(() => {
        if (audio.current === element) stop();
      });
    },
    [playback, stop],
  );

  return { playback, toggle };
}
