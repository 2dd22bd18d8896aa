import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: {
    children: 'Invest now',
    variant: 'primary',
    size: 'md',
    block: false,
    loading: false,
    disabled: false,
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

function ButtonCatalog() {
  const { t } = useTranslation('samples');
  const label = {
    primary: t('button.invest'),
    secondary: t('button.details'),
    ghost: t('button.cancel'),
    danger: t('button.deleteAddress'),
  };
  return (
    <>
      <Showcase title="Variants">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {label[variant]}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Sizes (sm: 32 px face, 44 px target)">
        {SIZES.map((size) => (
          <Button key={size} size={size}>
            {label.primary}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Small, every variant">
        {VARIANTS.map((variant) => (
          <Button key={variant} size="sm" variant={variant}>
            {label[variant]}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Disabled">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {label[variant]}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Loading">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} loading>
            {label[variant]}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Block">
        <Button block size="lg">
          {t('button.withdraw')}
        </Button>
        <Button block variant="ghost">
          {label.ghost}
        </Button>
      </Showcase>
      <Showcase title="A label too long for its button">
        <Button block>{t('button.long')}</Button>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <ButtonCatalog /> };
