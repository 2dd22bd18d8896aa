import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { BottomSheet, BottomSheetClose } from '../BottomSheet.tsx';
import type { BottomSheetProps } from '../BottomSheet.tsx';

const list = { margin: 0, paddingLeft: 'var(--space-5)', lineHeight: 'var(--line-height-normal)' } as const;
const paragraph = { margin: 0, lineHeight: 'var(--line-height-normal)' } as const;

/** The withdrawal rules with an "I understand" button: heading, description, body and footer. */
function RulesSheet(props: Partial<BottomSheetProps>) {
  const { t } = useTranslation('samples');
  return (
    <BottomSheet
      {...props}
      title={props.title || t('bottomSheet.rulesTitle')}
      description={props.description ?? t('bottomSheet.rulesIntro')}
      trigger={<Button variant="secondary">{t('bottomSheet.open')}</Button>}
      footer={
        <BottomSheetClose asChild>
          <Button block>{t('bottomSheet.understood')}</Button>
        </BottomSheetClose>
      }
    >
      <ul style={list}>
        <li>{t('bottomSheet.rule1')}</li>
        <li>{t('bottomSheet.rule2')}</li>
        <li>{t('bottomSheet.rule3')}</li>
      </ul>
    </BottomSheet>
  );
}

/** Terms long enough to scroll inside the sheet while the footer stays. */
function TermsSheet(props: Partial<BottomSheetProps>) {
  const { t } = useTranslation('samples');
  return (
    <BottomSheet
      {...props}
      title={t('bottomSheet.termsTitle')}
      trigger={<Button variant="secondary">{t('bottomSheet.termsOpen')}</Button>}
      footer={
        <BottomSheetClose asChild>
          <Button block>{t('bottomSheet.understood')}</Button>
        </BottomSheetClose>
      }
    >
      {Array.from({ length: 6 }, (_, index) => (
        <p key={index} style={{ ...paragraph, marginBottom: 'var(--space-3)' }}>
          {t('bottomSheet.termsBody')}
        </p>
      ))}
    </BottomSheet>
  );
}

/** A sheet whose content says it all: the heading is for screen readers only, and no ×. */
function ShareSheet(props: Partial<BottomSheetProps>) {
  const { t } = useTranslation('samples');
  return (
    <BottomSheet
      {...props}
      title={t('bottomSheet.shareTitle')}
      hideTitle
      showClose={false}
      trigger={<Button variant="secondary">{t('bottomSheet.shareOpen')}</Button>}
      footer={
        <BottomSheetClose asChild>
          <Button block>{t('bottomSheet.understood')}</Button>
        </BottomSheetClose>
      }
    >
      <p style={{ ...paragraph, paddingTop: 'var(--space-4)' }}>{t('bottomSheet.shareBody')}</p>
    </BottomSheet>
  );
}

const padded = { padding: 'var(--space-4)' };

const meta = {
  title: 'Components/BottomSheet',
  component: BottomSheet,
  // An empty title shows the sample one, in the language of the toolbar.
  args: { title: '', hideTitle: false, showClose: true, flush: false },
  render: (args) => (
    <div style={padded}>
      <RulesSheet {...args} />
    </div>
  ),
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Open from the start, so the sheet itself can be looked at (and checked by axe). */
export const Open: Story = { args: { defaultOpen: true } };

/** Long content scrolls inside the sheet; the heading and the footer stay. */
export const OpenLongContent: Story = {
  render: () => (
    <div style={padded}>
      <TermsSheet defaultOpen />
    </div>
  ),
};

function BottomSheetCatalog() {
  return (
    <>
      <Showcase title="Heading, description, list and footer button">
        <RulesSheet />
      </Showcase>
      <Showcase title="Long content: scrolls under a fixed heading and footer">
        <TermsSheet />
      </Showcase>
      <Showcase title="Heading for screen readers only, no ×">
        <ShareSheet />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <BottomSheetCatalog /> };
