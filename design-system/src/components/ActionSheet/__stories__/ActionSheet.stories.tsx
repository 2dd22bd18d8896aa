import { Camera, Download, Image, Share2, Trash2, Undo2, UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { ActionSheet } from '../ActionSheet.tsx';
import type { ActionSheetAction, ActionSheetProps } from '../ActionSheet.tsx';

type DemoProps = Partial<ActionSheetProps> & { startOpen?: boolean };

const note = { margin: 'var(--space-2) 0 0', color: 'var(--colour-text-secondary)' };

/**
 * An order's actions: one disabled with its reason, one that loses money last, and a last row that
 * does not say "Cancel" next to "Cancel order".
 */
function OrderActions({ startOpen = false, ...props }: DemoProps) {
  const { t } = useTranslation('samples');
  const [open, setOpen] = useState(startOpen);
  const [chosen, setChosen] = useState('');
  const choose = (key: string) => () => setChosen(t(`actionSheet.${key}`));
  const actions: ActionSheetAction[] = [
    { key: 'share', label: t('actionSheet.share'), icon: <Share2 aria-hidden />, onSelect: choose('share') },
    {
      key: 'download',
      label: t('actionSheet.download'),
      icon: <Download aria-hidden />,
      onSelect: choose('download'),
    },
    {
      key: 'transfer',
      label: t('actionSheet.transfer'),
      description: t('actionSheet.transferLocked'),
      icon: <UserRoundPlus aria-hidden />,
      disabled: true,
      onSelect: choose('transfer'),
    },
    {
      key: 'cancelOrder',
      label: t('actionSheet.cancelOrder'),
      description: t('actionSheet.cancelOrderNote'),
      icon: <Undo2 aria-hidden />,
      danger: true,
      onSelect: choose('cancelOrder'),
    },
  ];
  return (
    <div>
      <ActionSheet
        title={t('actionSheet.orderTitle')}
        actions={actions}
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="secondary">{t('actionSheet.open')}</Button>}
        cancelText={t('actionSheet.keep')}
        {...props}
      />
      <p style={note} role="status">
        {chosen && t('actionSheet.chosen', { action: chosen })}
      </p>
    </div>
  );
}

/** A photo's actions under a heading for screen readers only, with the usual Cancel. */
function PhotoActions({ startOpen = false }: DemoProps) {
  const { t } = useTranslation('samples');
  const [open, setOpen] = useState(startOpen);
  const nothing = () => {};
  return (
    <ActionSheet
      title={t('actionSheet.photoTitle')}
      hideTitle
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{t('actionSheet.photoOpen')}</Button>}
      actions={[
        { label: t('actionSheet.takePhoto'), icon: <Camera aria-hidden />, onSelect: nothing },
        { label: t('actionSheet.choosePhoto'), icon: <Image aria-hidden />, onSelect: nothing },
        {
          label: t('actionSheet.removePhoto'),
          icon: <Trash2 aria-hidden />,
          danger: true,
          onSelect: nothing,
        },
      ]}
    />
  );
}

const padded = { padding: 'var(--space-4)' };

const meta = {
  title: 'Components/ActionSheet',
  component: ActionSheet,
  // An empty title shows the sample one, in the language of the toolbar.
  args: { title: '', hideTitle: false, actions: [] },
  render: ({ title, hideTitle }) => (
    <div style={padded}>
      <OrderActions hideTitle={hideTitle} {...(title ? { title } : {})} />
    </div>
  ),
} satisfies Meta<typeof ActionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Open from the start, so the sheet itself can be looked at (and checked by axe). */
export const Open: Story = {
  render: () => (
    <div style={padded}>
      <OrderActions startOpen />
    </div>
  ),
};

/** A heading for screen readers only and the usual Cancel. */
export const OpenPlain: Story = {
  render: () => (
    <div style={padded}>
      <PhotoActions startOpen />
    </div>
  ),
};

function ActionSheetCatalog() {
  return (
    <>
      <Showcase title="A disabled action with its reason, a danger action, own Cancel text">
        <OrderActions />
      </Showcase>
      <Showcase title="Hidden title, the usual Cancel">
        <PhotoActions />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <ActionSheetCatalog /> };
