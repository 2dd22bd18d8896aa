import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { ImageViewer } from '../ImageViewer.tsx';
import type { ImageViewerProps, ViewerImage } from '../ImageViewer.tsx';
import { samplePicture } from './sampleImages.ts';

/** The viewer with the button that opens it again, so a story shows it open and can reopen it. */
function WithOpener({ opener, ...props }: ImageViewerProps & { opener: string }) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <ImageViewer {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const PICTURES = ['steelblue', 'seagreen', 'darkorange', 'slateblue', 'indianred'];

const meta = {
  title: 'Components/ImageViewer',
  component: ImageViewer,
  args: {
    open: true,
    onOpenChange: () => {},
    startIndex: 1,
    images: PICTURES.map((colour, index) => ({
      src: samplePicture(String(index + 1), colour),
      alt: `Sample picture ${index + 1}`,
    })),
  },
  // Open in the story itself (for screenshots and checks), closed on the docs page it would cover.
  render: (args, { viewMode }) => (
    <WithOpener {...args} open={viewMode !== 'docs' && args.open} opener="Open the pictures" />
  ),
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open on the second of five pictures. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
};

function ImageViewerCatalog({ openOne }: { openOne: 'several' | 'single' | 'none' }) {
  const { t } = useTranslation('samples');
  const receipts: ViewerImage[] = [
    { src: samplePicture('1', 'steelblue'), alt: t('imageViewer.receipt') },
    { src: samplePicture('2', 'seagreen', 800, 500), alt: t('imageViewer.panCard') },
    { src: samplePicture('3', 'darkorange', 500, 1200), alt: t('imageViewer.statement') },
  ];
  return (
    <>
      <Showcase title="Several pictures (open on the last: next is disabled)">
        <WithOpener
          images={receipts}
          startIndex={2}
          open={openOne === 'several'}
          onOpenChange={() => {}}
          opener={t('imageViewer.openSeveral')}
        />
      </Showcase>
      <Showcase title="One picture: no counter, no arrows">
        <WithOpener
          images={receipts.slice(1, 2)}
          open={openOne === 'single'}
          onOpenChange={() => {}}
          opener={t('imageViewer.openOne')}
        />
      </Showcase>
    </>
  );
}

/** Every state; the viewer with several pictures is open (a dialog shows one at a time). */
export const Catalog: Story = {
  render: (_, { viewMode }) => <ImageViewerCatalog openOne={viewMode === 'docs' ? 'none' : 'several'} />,
};

/** The catalog with the single picture open. */
export const SinglePicture: Story = {
  render: (_, { viewMode }) => <ImageViewerCatalog openOne={viewMode === 'docs' ? 'none' : 'single'} />,
};
