import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { ErrorState } from '../ErrorState.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function ErrorStateCatalog({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Default texts with retry" padded={false}>
        <ErrorState onRetry={onRetry} />
      </Showcase>
      <Showcase title="Own texts with retry" padded={false}>
        <ErrorState
          title={t('errorState.fundTitle')}
          description={t('errorState.fundDescription')}
          onRetry={onRetry}
        />
      </Showcase>
      <Showcase title="Without retry" padded={false}>
        <ErrorState title={t('errorState.goneTitle')} description={t('errorState.goneDescription')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: (args) => <ErrorStateCatalog onRetry={args.onRetry} /> };
