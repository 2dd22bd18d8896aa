import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Uploader } from '../Uploader.tsx';
import type { UploaderProps } from '../Uploader.tsx';
import { UploaderView } from '../UploaderView.tsx';
import { DEFAULT_MAX_BYTES } from '../../../utils/uploadRules.ts';

/** A stand-in photo painted with the token colours. */
function drawSamplePhoto(): string {
  const style = getComputedStyle(document.documentElement);
  const canvas = document.createElement('canvas');
  canvas.width = 176;
  canvas.height = 176;
  const context = canvas.getContext('2d');
  if (!context) return '';
  const gradient = context.createLinearGradient(0, 0, 176, 176);
  gradient.addColorStop(0, style.getPropertyValue('--colour-primary').trim());
  gradient.addColorStop(1, style.getPropertyValue('--colour-success').trim());
  context.fillStyle = gradient;
  context.fillRect(0, 0, 176, 176);
  context.fillStyle = style.getPropertyValue('--colour-on-primary').trim();
  context.beginPath();
  context.arc(88, 72, 30, 0, Math.PI * 2);
  context.fill();
  context.beginPath();
  context.arc(88, 176, 62, Math.PI, 0);
  context.fill();
  return canvas.toDataURL('image/png');
}

/** Pretends to send the file in steps of 10 %, then answers a path (or fails at `failAt`). */
function fakeUpload(failAt?: number): UploaderProps['upload'] {
  return (file, onProgress) =>
    new Promise((resolve, reject) => {
      let percent = 0;
      const step = () => {
        if (failAt !== undefined && percent >= failAt) {
          reject(new Error('Upload failed: the server could not read the image'));
          return;
        }
        if (percent >= 100) {
          resolve(`/uploads/2024/06/${file.name}`);
          return;
        }
        percent += 10;
        onProgress(percent);
        setTimeout(step, 150);
      };
      step();
    });
}

function Controlled({
  onChange,
  ...props
}: Omit<UploaderProps, 'onChange' | 'value'> & Partial<Pick<UploaderProps, 'onChange'>>) {
  const [path, setPath] = useState<string>();
  return (
    <>
      <Uploader
        {...props}
        value={path}
        onChange={(next) => {
          setPath(next);
          onChange?.(next);
        }}
      />
      <p
        style={{
          padding: '0 var(--space-4)',
          color: 'var(--colour-text-tertiary)',
          fontSize: 'var(--font-size-sm)',
        }}
      >
        onChange: {path ?? '—'}
      </p>
    </>
  );
}

const meta = {
  title: 'Components/Uploader',
  component: Uploader,
  args: {
    label: 'Avatar',
    upload: fakeUpload(),
    accept: 'image/*',
    maxBytes: DEFAULT_MAX_BYTES,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FailingUpload: Story = { args: { upload: fakeUpload(40) } };

export const SmallLimit: Story = { name: 'Limit 100 KB', args: { maxBytes: 100 * 1024 } };

function CatalogStates() {
  const { t } = useTranslation('samples');
  const [photo] = useState(drawSamplePhoto);
  const common = {
    label: t('uploader.avatar'),
    accept: 'image/*',
    maxBytes: DEFAULT_MAX_BYTES,
    progress: 0,
    uploading: false,
  };
  return (
    <>
      <Showcase title="Empty and filled" padded={false}>
        <UploaderView {...common} />
        <Uploader label={t('uploader.idFront')} value={photo} upload={fakeUpload()} onChange={() => {}} />
      </Showcase>
      <Showcase title="Uploading at 40 %" padded={false}>
        <UploaderView {...common} preview={photo} uploading progress={40} />
      </Showcase>
      <Showcase title="Failed with the server's message, with retry" padded={false}>
        <UploaderView
          {...common}
          preview={photo}
          problem={{ reason: 'failed', message: t('uploader.serverMessage') }}
          onRetry={() => {}}
        />
      </Showcase>
      <Showcase title="Failed without a message, with retry" padded={false}>
        <UploaderView {...common} problem={{ reason: 'failed' }} onRetry={() => {}} />
      </Showcase>
      <Showcase title="Refused before sending: too large, wrong type" padded={false}>
        <UploaderView {...common} problem={{ reason: 'tooLarge', maxBytes: DEFAULT_MAX_BYTES }} />
        <UploaderView {...common} problem={{ reason: 'wrongType' }} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <CatalogStates /> };
