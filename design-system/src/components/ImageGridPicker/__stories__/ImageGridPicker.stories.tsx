import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { samplePicture } from '../../ImageViewer/__stories__/sampleImages.ts';
import { DEFAULT_MAX_BYTES } from '../../../utils/uploadRules.ts';
import { ImageGridPicker } from '../ImageGridPicker.tsx';
import type { ImageGridPickerProps } from '../ImageGridPicker.tsx';
import { ImageGridPickerView } from '../ImageGridPickerView.tsx';
import type { PickerTile } from '../ImageGridPickerView.tsx';

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
const pictures = COLOURS.map((colour, index) => samplePicture(String(index + 1), colour, 300, 300));

/** Pretends to send the picture in steps of 20 %, then answers its preview as the path (or fails). */
function fakeUpload(fail = false): ImageGridPickerProps['upload'] {
  return (file, onProgress) =>
    new Promise((resolve, reject) => {
      let percent = 0;
      const step = () => {
        if (fail && percent >= 60) {
          reject(new Error('Upload failed'));
          return;
        }
        if (percent >= 100) {
          resolve(URL.createObjectURL(file));
          return;
        }
        percent += 20;
        onProgress(percent);
        setTimeout(step, 200);
      };
      step();
    });
}

function Controlled(props: Omit<ImageGridPickerProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const [paths, setPaths] = useState<string[]>(props.initial ?? []);
  return <ImageGridPicker {...props} value={paths} onChange={setPaths} />;
}

const meta = {
  title: 'Components/ImageGridPicker',
  component: ImageGridPicker,
  args: {
    label: 'Pictures',
    upload: fakeUpload(),
    value: [],
    onChange: fn(),
    max: 9,
    accept: 'image/*',
    maxBytes: DEFAULT_MAX_BYTES,
  },
  render: ({ value, ...args }) => <Controlled {...args} initial={[...value]} />,
} satisfies Meta<typeof ImageGridPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { value: pictures.slice(0, 2) } };

export const FailingUpload: Story = { args: { upload: fakeUpload(true) } };

const tile = (index: number, state: PickerTile['state'], extra: Partial<PickerTile> = {}): PickerTile => ({
  key: `${state}-${index}`,
  src: pictures[index]!,
  state,
  ...extra,
});

function CatalogStates() {
  const { t } = useTranslation('samples');
  const common = {
    label: t('imageGridPicker.label'),
    max: 9,
    accept: 'image/*',
    maxBytes: DEFAULT_MAX_BYTES,
  };
  return (
    <>
      <Showcase title="Empty" padded={false}>
        <ImageGridPickerView {...common} tiles={[]} />
      </Showcase>
      <Showcase title="Stored, uploading at 40 %, waiting, failed with the server's message" padded={false}>
        <ImageGridPickerView
          {...common}
          tiles={[
            tile(0, 'stored'),
            tile(1, 'stored'),
            tile(2, 'uploading', { progress: 40 }),
            tile(3, 'waiting'),
            tile(4, 'failed', { message: t('imageGridPicker.serverMessage') }),
          ]}
          onRetry={() => {}}
          onRemove={() => {}}
        />
      </Showcase>
      <Showcase title="Full: nine pictures, no add tile" padded={false}>
        <ImageGridPickerView {...common} tiles={pictures.map((_, index) => tile(index, 'stored'))} />
      </Showcase>
      <Showcase title="Too many picked; too large; the form's error" padded={false}>
        <ImageGridPickerView
          {...common}
          tiles={[tile(0, 'stored')]}
          problem={{ reason: 'tooMany', max: 9 }}
        />
        <ImageGridPickerView
          {...common}
          tiles={[]}
          problem={{ reason: 'tooLarge', maxBytes: DEFAULT_MAX_BYTES }}
        />
        <ImageGridPickerView {...common} tiles={[]} error={t('imageGridPicker.serverMessage')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <CatalogStates /> };
