import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { PasswordSheet } from '../PasswordSheet.tsx';

function SampleSheet({
  initiallyOpen,
  refused,
  alwaysSending = false,
}: {
  initiallyOpen: boolean;
  refused: boolean;
  alwaysSending?: boolean;
}) {
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
        sending={sending || alwaysSending}
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

/** Every state, each behind its button (a sheet covers the page, so one opens at a time). */
export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Confirms after six digits (a short entry says what is missing)">
        <SampleSheet initiallyOpen={false} refused={false} />
      </Showcase>
      <Showcase title="The server refused the password: digits cleared, refusal under them">
        <SampleSheet initiallyOpen={false} refused />
      </Showcase>
      <Showcase title="Sending: the button waits and the sheet stays until the page is done">
        <SampleSheet initiallyOpen={false} refused={false} alwaysSending />
      </Showcase>
    </>
  ),
};
