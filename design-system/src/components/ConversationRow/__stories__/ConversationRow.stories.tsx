import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { samplePortrait } from '../../ImageViewer/__stories__/sampleImages.ts';
import { Tag } from '../../Tag/Tag.tsx';
import { ConversationRow } from '../ConversationRow.tsx';

const MINUTE = 60_000;

const meta = {
  title: 'Components/ConversationRow',
  component: ConversationRow,
  args: {
    title: 'Priya Verma',
    preview: 'Yes, every month on the 5th.',
    unread: 3,
    online: true,
    onOpen: () => {},
  },
  render: (args) => <ConversationRow {...args} time={Date.now() - 12 * MINUTE} />,
} satisfies Meta<typeof ConversationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function ConversationRowCatalog() {
  const { t } = useTranslation('samples');
  const [now] = useState(Date.now);
  return (
    <>
      <Showcase title="A list: unread, read, a group, a long preview, 99+" padded={false}>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          <li>
            <ConversationRow
              title={t('conversationRow.friend')}
              avatar={samplePortrait('steelblue')}
              online
              preview={t('conversationRow.question')}
              time={now - 2 * MINUTE}
              unread={2}
              onOpen={() => {}}
            />
          </li>
          <li>
            <ConversationRow
              title={t('conversationRow.group')}
              tag={<Tag tone="primary">{t('conversationRow.groupTag')}</Tag>}
              preview={t('conversationRow.groupPreview')}
              time={now - 3 * 60 * MINUTE}
              onOpen={() => {}}
            />
          </li>
          <li>
            <ConversationRow
              title={t('conversationRow.longName')}
              preview={t('conversationRow.long')}
              time={now - 3 * 24 * 60 * MINUTE}
              unread={150}
              onOpen={() => {}}
            />
          </li>
          <li>
            <ConversationRow
              title={t('conversationRow.service')}
              preview={t('conversationRow.markup')}
              time={now - 40 * 24 * 60 * MINUTE}
              onOpen={() => {}}
            />
          </li>
        </ul>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <ConversationRowCatalog /> };
