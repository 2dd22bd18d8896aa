import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Card } from '../../Card/Card.tsx';
import { Page } from '../../Page/Page.tsx';
import { Note } from '../Note.tsx';
import type { NoteProps } from '../Note.tsx';

/** A note whose text comes from the sample copy unless Controls set one. */
function SampleNote({ children, ...props }: NoteProps) {
  const { t } = useTranslation('samples');
  return <Note {...props}>{children ?? t('note.income')}</Note>;
}

const meta = {
  title: 'Components/Note',
  component: Note,
  render: (args) => <SampleNote {...args} />,
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof Note>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function NoteCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Under the card it is about" padded={false}>
        <Card>{t('note.underCard')}</Card>
        <Note>{t('note.review')}</Note>
      </Showcase>
      <Showcase title="Long text" padded={false}>
        <Note>{t('note.rate')}</Note>
      </Showcase>
      <Showcase title="Two notes in a row" padded={false}>
        <Note>{t('note.income')}</Note>
        <Note>{t('note.review')}</Note>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <NoteCatalog /> };
