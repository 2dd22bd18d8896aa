import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Field } from '../../Field/Field.tsx';
import { CodeButton, CodeButtonView } from '../CodeButton.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Components/CodeButton',
  component: CodeButton,
  args: { onSend: () => wait(800), seconds: 60 },
} satisfies Meta<typeof CodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FailingSend: Story = {
  name: 'Failing send (no countdown)',
  args: { onSend: () => wait(800).then(() => Promise.reject(new Error('Sending failed'))) },
};

export const ShortCountdown: Story = { args: { seconds: 5 } };

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="States">
        <CodeButtonView state={{ phase: 'idle', remaining: 0 }} />
        <CodeButtonView state={{ phase: 'sending', remaining: 0 }} />
        <CodeButtonView state={{ phase: 'counting', remaining: 42 }} />
        <CodeButtonView state={{ phase: 'counting', remaining: 8 }} />
        <CodeButtonView state={{ phase: 'resend', remaining: 0 }} />
        <CodeButtonView state={{ phase: 'idle', remaining: 0 }} disabled />
      </Showcase>
      <Showcase title="In a field" padded={false}>
        <Field
          label="Verification code"
          inputMode="numeric"
          placeholder="6-digit code"
          suffix={<CodeButton onSend={() => wait(800)} />}
        />
        <Field
          label="Countdown running"
          inputMode="numeric"
          defaultValue="12"
          suffix={<CodeButtonView state={{ phase: 'counting', remaining: 57 }} />}
        />
        <Field
          label="Mailbox not entered yet"
          inputMode="numeric"
          disabled
          suffix={<CodeButton onSend={() => wait(800)} disabled />}
        />
      </Showcase>
    </>
  ),
};
