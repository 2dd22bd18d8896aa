import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { samplePicture } from '../../ImageViewer/__stories__/sampleImages.ts';
import { ImageGrid } from '../ImageGrid.tsx';

const COLOURS = [
  'steelblue',
  'seagreen',
  'darkorange',
  'slateblue',
  'indianred',
  'teal',
  'peru',
  'olive',
  'tomato',
];
const pictures = COLOURS.map((colour, index) =>
  samplePicture(String(index + 1), colour, index === 0 ? 800 : 400, index === 0 ? 600 : 400),
);

const meta = {
  title: 'Components/ImageGrid',
  component: ImageGrid,
  args: { images: pictures.slice(0, 5), compact: false },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)', background: 'var(--colour-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const COUNTS = [1, 2, 3, 4, 6, 9];

export const Catalog: Story = {
  render: () => (
    <>
      {COUNTS.map((count) => (
        <Showcase key={count} title={`${count} picture${count > 1 ? 's' : ''}`}>
          <ImageGrid images={pictures.slice(0, count)} />
        </Showcase>
      ))}
      <Showcase title="Compact (a list of posts): 1, 4 and 9 pictures">
        <ImageGrid images={pictures.slice(0, 1)} compact />
        <ImageGrid images={pictures.slice(0, 4)} compact />
        <ImageGrid images={pictures} compact />
      </Showcase>
    </>
  ),
};
