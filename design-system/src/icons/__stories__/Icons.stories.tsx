import type { ComponentType } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../storybook/Showcase.tsx';
import * as root from '../../index.ts';
import * as more from '../more/index.ts';
import type { IconProps } from '../iconProps.ts';
import { ICON_SET, type IconName } from '../iconSet.ts';

const COMPONENTS: Record<string, unknown> = { ...root, ...more };
const ICONS = Object.fromEntries(
  (Object.keys(ICON_SET) as IconName[]).map((name) => [name, COMPONENTS[name] as ComponentType<IconProps>]),
) as Record<IconName, ComponentType<IconProps>>;
const GROUPS = [...new Set(Object.values(ICON_SET).map((icon) => icon.group))];

type IconPreviewProps = {
  /** The icon of the set to show. */
  name: IconName;
  /** Edge in CSS pixels (the icon is 1em: it follows the font size). */
  size: number;
  /** Names the icon for screen readers; without it the icon is decorative. */
  label?: string;
};

/** One icon of the set, as a page would draw it. */
function IconPreview({ name, size, label }: IconPreviewProps) {
  const Icon = ICONS[name];
  return (
    <div style={{ padding: 'var(--space-4)', color: 'var(--colour-primary)', fontSize: size }}>
      <Icon aria-label={label || undefined} />
    </div>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconPreview,
  args: { name: 'HomeIcon', size: 48, label: '' },
  argTypes: {
    name: { control: 'select', options: Object.keys(ICON_SET) },
    size: { control: { type: 'range', min: 16, max: 96, step: 4 } },
  },
} satisfies Meta<typeof IconPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every icon with its name, lucide's glyph, and where it is imported from. */
function IconsCatalog() {
  return (
    <>
      {GROUPS.map((group) => (
        <Showcase key={group} title={group}>
          <ul
            style={{
              display: 'grid',
              width: '100%',
              gridTemplateColumns: 'repeat(auto-fill, minmax(108px, 1fr))',
              gap: 'var(--space-3)',
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {(Object.keys(ICON_SET) as IconName[])
              .filter((name) => ICON_SET[name].group === group)
              .map((name) => {
                const Icon = ICONS[name];
                const icon = ICON_SET[name];
                return (
                  <li key={name} style={{ textAlign: 'center', fontSize: 'var(--font-size-xs)' }}>
                    <span style={{ display: 'block', fontSize: 24, color: 'var(--colour-text)' }}>
                      <Icon />
                    </span>
                    <code style={{ display: 'block', color: 'var(--colour-text)' }}>{name}</code>
                    <span style={{ color: 'var(--colour-text-secondary)' }}>
                      {icon.glyph}
                      {'root' in icon ? ' · root' : ''}
                    </span>
                  </li>
                );
              })}
          </ul>
        </Showcase>
      ))}
      <Showcase title="Sizes: 16 beside text · 20 in cells · 24 in tiles and bars">
        {([16, 20, 24] as const).map((size) => (
          <span
            key={size}
            style={{ fontSize: size, color: 'var(--colour-primary)', marginRight: 'var(--space-4)' }}
          >
            <ICONS.WalletIcon />
          </span>
        ))}
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <IconsCatalog /> };
