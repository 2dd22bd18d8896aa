import { useState } from 'react';
import { Button, toast } from '@h5/design-system';
import { Field } from '@h5/design-system/Field';
import { Uploader } from '@h5/design-system/Uploader';
import { setSession, type UserInfo } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useFieldErrors } from '../hooks/useFieldErrors.ts';
import { useSubmit } from '../hooks/useSubmit.ts';
import { accountRules } from '../utils/accountRules.ts';
import styles from './ProfileForm.module.css';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The member's picture (uploaded, then saved to the profile) and nickname. */
export function ProfileForm({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useAccountTranslation();
  const [nickname, setNickname] = useState(userInfo.nickname ?? '');
  const { check, clear, errorOf } = useFieldErrors<'nickname'>();
  const [busy, run] = useSubmit();

  const saveAvatar = (path: string) =>
    run(async () => {
      setSession({ userInfo: await accountCalls.updateProfile({ avatar: path }) });
      toast.success(t('account.settings.saved'));
    });

  const saveNickname = () => {
    if (!check({ nickname: accountRules.nickname(nickname) })) return;
    run(async () => {
      setSession({ userInfo: await accountCalls.updateProfile({ nickname: nickname.trim() }) });
      toast.success(t('account.settings.saved'));
    });
  };

  return (
    <section className={styles.profile} aria-label={t('account.settings.profile')}>
      <div className={styles.avatar}>
        <Uploader
          label={t('account.settings.avatar')}
          accept={IMAGE_TYPES}
          maxBytes={MAX_IMAGE_BYTES}
          value={userInfo.avatar ?? undefined}
          upload={accountCalls.uploadImage}
          onChange={saveAvatar}
        />
      </div>
      <form
        className={styles.nickname}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveNickname();
        }}
      >
        <Field
          label={t('account.settings.nickname')}
          name="nickname"
          maxLength={20}
          placeholder={t('account.settings.nicknamePlaceholder')}
          value={nickname}
          error={errorOf('nickname')}
          onChange={(event) => {
            setNickname(event.target.value);
            clear('nickname');
          }}
        />
        <Button type="submit" variant="secondary" className={styles.save} loading={busy}>
          {t('account.common.save')}
        </Button>
      </form>
    </section>
  );
}
