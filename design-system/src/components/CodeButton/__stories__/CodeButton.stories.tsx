import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Field } from '../../Field/Field.tsx';
import { CodeButton, CodeButtonView } from '../CodeButton.tsx';
import type { CodeButtonProps } from '../CodeButton.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the button lives: at the end of the code field. */
function InField(props: CodeButtonProps) {
  const { t } = useTranslation('samples');
  return (
    <Field
      label={t('codeButton.code')}
      inputMode="numeric"
      placeholder={t('codeButton.placeholder')}
      suffix={<CodeButton {...props} />}
    />
  );
}

const meta = {
  title: 'Components/CodeButton',
  component: CodeButton,
  args: { onSend: () => wait(800), seconds: 60, disabled: false },
  render: (args) => <InField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FailingSend: Story = {
  name: 'Failing send (no countdown)',
  args: { onSend: () => wait(800).then(() => Promise.reject(new Error('Sending failed'))) },
};

export const ShortCountdown: Story = { args: { seconds: 5 } };

/** Fields one under the other, as a form's card holds them. */
const column = { display: 'flex', flexDirection: 'column', gap: 'var(--space-2)' } as const;

/** A countdown per address: correct the address and a code can be sent to it at once. */
function PerAddress() {
  const { t } = useTranslation('samples');
  const [mailbox, setMailbox] = useState('asha@example.com');
  return (
    <div style={column}>
      <Field
        label={t('codeButton.email')}
        type="email"
        value={mailbox}
        onChange={(event) => setMailbox(event.target.value)}
      />
      <Field
        label={t('codeButton.code')}
        inputMode="numeric"
        placeholder={t('codeButton.placeholder')}
        suffix={<CodeButton onSend={() => wait(500)} seconds={20} target={mailbox} />}
      />
    </div>
  );
}

export const CountdownPerAddress: Story = { render: () => <PerAddress /> };

function CodeButtonCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Idle · sending · counting (42 s, 8 s) · resend · disabled">
        <CodeButtonView state={{ phase: 'idle', remaining: 0 }} />
        <CodeButtonView state={{ phase: 'sending', remaining: 0 }} />
        <CodeButtonView state={{ phase: 'counting', remaining: 42 }} />
        <CodeButtonView state={{ phase: 'counting', remaining: 8 }} />
        <CodeButtonView state={{ phase: 'resend', remaining: 0 }} />
        <CodeButtonView state={{ phase: 'idle', remaining: 0 }} disabled />
      </Showcase>
      <Showcase title="In a field" padded={false}>
        <div style={column}>
          <Field
            label={t('codeButton.code')}
            inputMode="numeric"
            placeholder={t('codeButton.placeholder')}
            suffix={<CodeButton onSend={() => wait(800)} />}
          />
          <Field
            label={t('codeButton.code')}
            inputMode="numeric"
            defaultValue="12"
            suffix={<CodeButtonView state={{ phase: 'counting', remaining: 57 }} />}
          />
          <Field
            label={t('codeButton.code')}
            inputMode="numeric"
            placeholder={t('codeButton.enterEmailFirst')}
            disabled
            suffix={<CodeButton onSend={() => wait(800)} disabled />}
          />
        </div>
      </Showcase>
      <Showcase title="A countdown per address" padded={false}>
        <PerAddress />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <CodeButtonCatalog /> };
