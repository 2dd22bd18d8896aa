import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@h5/design-system';
import { ImageIcon, KeyboardIcon, MicIcon, SendIcon } from '@h5/design-system/Icons';
import { VoiceMessageButton } from '@h5/design-system/VoiceMessageButton';
import type { Draft } from '../../hooks/useThread.ts';
import styles from './thread.module.css';

/** The server's limits: text 2000 characters, pictures 10 MB. */
const MAX_TEXT = 2000;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The bar under the thread: type and send, or switch to "hold to talk"; a picture from the phone.
 * Enter sends (Shift+Enter breaks the line), as on a computer; on a phone the send button does.
 */
export function Composer({ onSend }: { onSend: (draft: Draft) => void }) {
  const { t } = useTranslation('chat');
  const [mode, setMode] = useState<'text' | 'voice'>('text');
  const [text, setText] = useState('');
  const picker = useRef<HTMLInputElement>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onSend({ kind: 'text', text: trimmed });
    setText('');
  };

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) toast.error(t('thread.imageOnly'));
    else if (file.size > MAX_IMAGE_BYTES) toast.error(t('thread.imageTooLarge'));
    else onSend({ kind: 'image', file });
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <button
        type="button"
        className={styles.tool}
        onClick={() => setMode(mode === 'text' ? 'voice' : 'text')}
        aria-label={t(mode === 'text' ? 'thread.toVoice' : 'thread.toText')}
      >
        {mode === 'text' ? <MicIcon /> : <KeyboardIcon />}
      </button>
      {mode === 'text' ? (
        <textarea
          className={styles.input}
          rows={1}
          value={text}
          maxLength={MAX_TEXT}
          placeholder={t('thread.placeholder')}
          aria-label={t('thread.placeholder')}
          enterKeyHint="send"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
        />
      ) : (
        <VoiceMessageButton
          className={styles.voice}
          onRecorded={({ blob, durationMs }) => onSend({ kind: 'voice', file: blob, durationMs })}
          onProblem={(problem) =>
            toast.error(t(problem === 'denied' ? 'thread.microphoneDenied' : 'thread.microphoneUnsupported'))
          }
          onCancel={(reason) => {
            if (reason === 'tooShort') toast.show(t('thread.voiceTooShort'));
          }}
        />
      )}
      {mode === 'text' && text.trim() ? (
        <button type="submit" className={styles.send} aria-label={t('thread.send')}>
          <SendIcon />
        </button>
      ) : (
        <button
          type="button"
          className={styles.tool}
          onClick={() => picker.current?.click()}
          aria-label={t('thread.sendPicture')}
        >
          <ImageIcon />
        </button>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          pickImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </form>
  );
}
