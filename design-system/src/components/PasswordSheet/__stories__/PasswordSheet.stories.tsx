import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../../Button/Button.tsx';
import { PasswordSheet } from '../PasswordSheet.tsx';

function SampleSheet({ initiallyOpen, refused }: { initiallyOpen: boolean; refused: boolean }) {
  const { t } = useTranslation('samples');
  const [open, setOpen] = useState(initiallyOpen);
  const [sending, setSending] = useState(false);
  return (
    <div style={{ padding: 'var(--space-4)' }}>
      <Button onClick={() => setOpen(true)}>{t('equityStory.buyBack')}</Button>
      <PasswordSheet
        open={open}
        onOpenChange={setOpen}
        title={t('equityStory.sheetTitle')}
        confirmText={t('equityStory.buyBack')}
        sending={sending}
        error={refused ? t('equityStory.wrongPassword') : undefined}
        onConfirm={() => {
          setSending(true);
          setTimeout(() => {
            setSending(false);
            setOpen(false);
          }, 800);
        }}
      >
        <p style={{ margin: 0 }}>{t('equityStory.sheetBody')}</p>
      </PasswordSheet>
    </div>
  );
}

const meta = {
  title: 'Components/PasswordSheet',
  component: SampleSheet,
  args: { initiallyOpen: false, refused: false },
} satisfies Meta<typeof SampleSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button opens it. */
export const Default: Story = {};

/** Open, as after a tap on "Buy back". */
export const Open: Story = { args: { initiallyOpen: true } };

/** The server refused the password: the digits are cleared and the refusal shows. */
export const Refused: Story = { args: { initiallyOpen: true, refused: true } };
