import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { consoleStory } from '../../../storybook/console/viewports.ts';
import { Amount } from '../../Amount/Amount.tsx';
import { Button } from '../../Button/Button.tsx';
import { FactList } from '../../FactList/FactList.tsx';
import { Tag } from '../../Tag/Tag.tsx';
import { Drawer, DrawerClose } from '../Drawer.tsx';
import styles from './DrawerStories.module.css';

type DrawerDemoProps = {
  /** The drawer's title; empty shows the sample member's name. */
  title?: string;
  /** The line under the title; empty shows the sample one. */
  description?: string;
  /** Open when the story shows. */
  defaultOpen?: boolean;
  /** Actions pinned under the content. */
  withFooter?: boolean;
  /** Enough content to scroll under the header and above the footer. */
  long?: boolean;
  /** The button that opens it. */
  openLabel?: string;
};

/** A member's detail: facts, a note, and the actions on the member in the footer. */
function MemberDrawer({
  title,
  description,
  defaultOpen = false,
  withFooter = true,
  long = false,
  openLabel,
}: DrawerDemoProps) {
  const { t } = useTranslation('samples');
  const [open, setOpen] = useState(defaultOpen);
  const facts = [
    { label: t('factList.id'), value: 'M100268' },
    { label: t('factList.mailbox'), value: 'priya.patel@example.in' },
    { label: t('factList.mobile'), value: '+91 98765 43210' },
    { label: t('factList.vip'), value: '3' },
    { label: t('factList.balance'), value: <Amount value="1234.50" currency="USDT" /> },
    { label: t('factList.joined'), value: t('factList.joinedValue') },
    { label: t('factList.status'), value: <Tag tone="success">{t('factList.active')}</Tag> },
    { label: t('factList.address'), value: 'TQ4mX8kP2vN7rB9sY3wD6fH1jL5cA0eZp9xK' },
  ];
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {openLabel ?? t('drawer.open')}
      </Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={title || (long ? t('drawer.longTitle') : t('drawer.title'))}
        description={description ?? t('drawer.description')}
        footer={
          withFooter && (
            <>
              <DrawerClose asChild>
                <Button variant="ghost">{t('drawer.close')}</Button>
              </DrawerClose>
              <Button variant="secondary">{t('drawer.resetPassword')}</Button>
              <Button variant="danger">{t('drawer.freeze')}</Button>
            </>
          )
        }
      >
        <FactList facts={facts} />
        <h3 className={styles.heading}>{t('drawer.note')}</h3>
        {Array.from({ length: long ? 8 : 1 }, (_, index) => (
          <p key={index} className={styles.paragraph}>
            {t('drawer.noteBody')}
          </p>
        ))}
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: MemberDrawer,
  args: { title: '', defaultOpen: false, withFooter: true, long: false },
  ...consoleStory('desktop'),
  // On the docs page each open drawer shows in a frame of its own, not over the page.
  parameters: { ...consoleStory('desktop').parameters, docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof MemberDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button that opens a member's detail; the drawer's props from Controls. */
export const Default: Story = {};

/** Open: title, description, facts, and the actions in the footer. */
export const Open: Story = { args: { defaultOpen: true } };

/** Long content scrolls between the header and the footer, which stay; a long title wraps. */
export const LongContent: Story = { args: { defaultOpen: true, long: true } };

/** On a phone the drawer takes the whole width; its footer's buttons wrap. */
export const Phone: Story = { ...consoleStory('phone'), args: { defaultOpen: true } };

function DrawerCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Title, description, facts and actions">
        <MemberDrawer />
      </Showcase>
      <Showcase title="Long content and a long title: the body scrolls, header and footer stay">
        <MemberDrawer long openLabel={t('drawer.openLong')} />
      </Showcase>
      <Showcase title="Read only: no footer">
        <MemberDrawer withFooter={false} openLabel={t('drawer.openPlain')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = {
  render: () => <DrawerCatalog />,
  parameters: { ...meta.parameters, docs: { story: { inline: true } } },
};
