import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Field, Fieldset } from '@h5/design-system/Field';
import { ImageGridPicker } from '@h5/design-system/ImageGridPicker';
import { TextAreaField } from '@h5/design-system/TextAreaField';
import { navigation, type PageProps } from '@h5/platform';
import { publishPost, uploadPostImage } from '../../api/postsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { missingPostField, POST_LIMITS, refusedPostField, type PostField } from '../../utils/postDraft.ts';
import styles from '../../components/posts/posts.module.css';

/**
 * Publishing a post (`pages/chat/issue`): a title, the text and up to nine pictures, uploaded as
 * they are picked. A missing title or text is named on its field before anything is sent (spec §5:
 * "posts need a title and content"), as is the server's refusal; the post's page opens once it is
 * published.
 */
export function IssuePage(_: PageProps) {
  const { t } = useTranslation('chat');
  return (
    <ChatFrame title={t('posts.issueTitle')} backTo="pages/chat/homepage">
      <PublishForm />
    </ChatFrame>
  );
}

function PublishForm() {
  const { t } = useTranslation('chat');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [pendingImages, setPendingImages] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<PostField, string>>>({});
  const [sending, setSending] = useState(false);

  const clear = (field: PostField) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async () => {
    const missing = missingPostField({ title, content });
    if (missing) {
      setErrors({ [missing]: t('posts.titleAndContentRequired') });
      return;
    }
    if (pendingImages > 0) {
      setErrors({ images: t('posts.imagesPending') });
      return;
    }
    setSending(true);
    try {
      const post = await publishPost({ title: title.trim(), content: content.trim(), images });
      toast.show(t('posts.published'));
      // The form is left behind: back from the post goes where the member came from.
      navigation.redirect(`pages/chat/twxq?id=${post.id}`);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('posts.failed');
      const field = refusedPostField(error);
      if (field) setErrors({ [field]: message });
      else toast.error(message);
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="post-form"
    >
      <Card>
        <Fieldset disabled={sending} className={styles.formFields}>
          <Field
            label={t('posts.titleLabel')}
            value={title}
            maxLength={POST_LIMITS.title}
            placeholder={t('posts.titlePlaceholder')}
            error={errors.title}
            onChange={(event) => {
              setTitle(event.target.value);
              clear('title');
            }}
            data-testid="post-title"
          />
          <TextAreaField
            label={t('posts.contentLabel')}
            value={content}
            maxLength={POST_LIMITS.content}
            rows={6}
            error={errors.content}
            onChange={(value) => {
              setContent(value);
              clear('content');
            }}
            data-testid="post-content-input"
          />
        </Fieldset>
      </Card>
      <Card flush className={styles.pictures}>
        <ImageGridPicker
          label={t('posts.imagesLabel')}
          upload={uploadPostImage}
          value={images}
          onChange={(paths) => {
            setImages(paths);
            clear('images');
          }}
          onPendingChange={setPendingImages}
          max={POST_LIMITS.images}
          error={errors.images}
          data-testid="post-images-picker"
        />
      </Card>
      <div className={styles.submit}>
        <Button type="submit" block size="lg" loading={sending} data-testid="post-publish">
          {t('posts.publish')}
        </Button>
      </div>
    </form>
  );
}
