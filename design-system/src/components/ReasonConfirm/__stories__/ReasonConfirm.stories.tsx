import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { consoleStory } from '../../../storybook/console/viewports.ts';
import { Button } from '../../Button/Button.tsx';
import { ReasonConfirmFace, ReasonConfirmHost } from '../ReasonConfirmHost.tsx';
import {
  reasonConfirmStore,
  showReasonConfirm,
  type ReasonConfirmOptions,
  type ReasonProblem,
} from '../reasonConfirmStore.ts';
import styles from '../ReasonConfirm.module.css';
import storyStyles from './ReasonConfirmStories.module.css';

/** The sample rejection of a withdrawal, red, with a hint on who reads the reason. */
function useRejectOptions(): ReasonConfirmOptions {
  const { t } = useTranslation('samples');
  return {
    title: t('reasonConfirm.reject.title'),
    message: t('reasonConfirm.reject.message'),
    confirmLabel: t('reasonConfirm.reject.confirm'),
    cancelLabel: t('reasonConfirm.reject.cancel'),
    reasonLabel: t('reasonConfirm.reject.reason'),
    reasonHint: t('reasonConfirm.reject.hint'),
    tone: 'danger',
  };
}

/** The sample freeze of withdrawals: the default labels ("Reason", "Cancel"). */
function useFreezeOptions(): ReasonConfirmOptions {
  const { t } = useTranslation('samples');
  return {
    title: t('reasonConfirm.freeze.title'),
    message: t('reasonConfirm.freeze.message'),
    confirmLabel: t('reasonConfirm.freeze.confirm'),
  };
}

/** Asks as soon as the story shows (and again when the options change), prints the answer. */
function Demo({ options }: { options: ReasonConfirmOptions }) {
  const { t } = useTranslation('samples');
  const [answer, setAnswer] = useState<string | null | undefined>(undefined);
  const [asked, setAsked] = useState(0);
  // The same options written anew on each render ask once.
  const wanted = JSON.stringify(options);
  useEffect(() => {
    let current = true;
    void showReasonConfirm(JSON.parse(wanted) as ReasonConfirmOptions).then(
      (reason) => current && setAnswer(reason),
    );
    return () => {
      current = false;
      reasonConfirmStore.closeAll();
    };
  }, [wanted, asked]);
  return (
    <>
      <Showcase
        title={
          answer === undefined
            ? '…'
            : t('reasonConfirm.answer', { answer: answer ?? t('reasonConfirm.cancelled') })
        }
      >
        <Button variant="secondary" onClick={() => setAsked((count) => count + 1)}>
          {t('reasonConfirm.open')}
        </Button>
      </Showcase>
      <ReasonConfirmHost />
    </>
  );
}

/** `showReasonConfirm`'s options from Controls; empty texts show the sample rejection. */
function ReasonConfirmDemo(props: Partial<ReasonConfirmOptions>) {
  const given = Object.entries(props).filter(([, value]) => value !== '' && value !== undefined);
  return <Demo options={{ ...useRejectOptions(), ...Object.fromEntries(given) }} />;
}

const meta = {
  title: 'Components/ReasonConfirm',
  component: ReasonConfirmDemo,
  args: { title: '', message: '', confirmLabel: '', tone: 'danger', maxLength: 255 },
  // `showReasonConfirm`'s options (the props table cannot read them from the store's file).
  argTypes: {
    title: { control: 'text', description: 'The question, naming the action and what it acts on.' },
    message: { control: 'text', description: 'What will happen if the operator confirms.' },
    confirmLabel: { control: 'text', description: 'Names the action; never "OK" or "Yes".' },
    cancelLabel: { control: 'text', description: 'The way out; the localized "Cancel" by default.' },
    reasonLabel: { control: 'text', description: 'The box\'s label; the localized "Reason" by default.' },
    reasonHint: { control: 'text', description: 'A line under the box: who reads the reason.' },
    tone: { control: 'inline-radio', options: ['primary', 'danger'] },
    maxLength: { control: 'number', description: 'The most characters of the reason (255).' },
  },
  ...consoleStory('desktop'),
  // On the docs page each live dialog opens in a frame of its own, not over the page.
  parameters: { ...consoleStory('desktop').parameters, docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof ReasonConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rejecting a withdrawal: red, a hint on who reads the reason. */
export const Default: Story = {};

/** Freezing withdrawals with the default labels, in the primary colour. */
export const Primary: Story = {
  render: function Render() {
    return <Demo options={{ ...useFreezeOptions(), tone: 'primary' }} />;
  },
};

/** On a phone the dialog takes the width less a margin; the buttons wrap when they must. */
export const Phone: Story = { ...consoleStory('phone') };

/** A still picture of the dialog, in a frame of its own, and a button that opens it for real. */
function Still({
  options,
  reason = '',
  problem = null,
}: {
  options: ReasonConfirmOptions;
  reason?: string;
  problem?: ReasonProblem | null;
}) {
  const { t } = useTranslation('samples');
  return (
    <>
      <div className={storyStyles.still}>
        <div className={styles.overlay} />
        <div className={styles.content}>
          <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <ReasonConfirmFace
              options={options}
              reason={reason}
              onReasonChange={() => {}}
              problem={problem}
              onCancel={() => {}}
              live={false}
            />
          </form>
        </div>
      </div>
      <Button size="sm" variant="ghost" onClick={() => void showReasonConfirm(options)}>
        {t('reasonConfirm.open')}
      </Button>
    </>
  );
}

function ReasonConfirmCatalog() {
  const { t } = useTranslation('samples');
  const reject = useRejectOptions();
  const freeze = useFreezeOptions();
  useEffect(() => () => reasonConfirmStore.closeAll(), []);
  return (
    <>
      <Showcase title="Danger: the action named, what will happen, who reads the reason">
        <Still options={reject} />
      </Showcase>
      <Showcase title="A reason written">
        <Still options={reject} reason={t('reasonConfirm.typed')} />
      </Showcase>
      <Showcase title="Confirmed without a reason: the box says what is missing">
        <Still options={reject} problem="required" />
      </Showcase>
      <Showcase title="Primary, with the default labels">
        <Still options={{ ...freeze, tone: 'primary' }} />
      </Showcase>
      <ReasonConfirmHost />
    </>
  );
}

export const Catalog: Story = {
  render: () => <ReasonConfirmCatalog />,
  parameters: { ...meta.parameters, docs: { story: { inline: true } } },
};
