import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Button } from '@h5/design-system';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { samplePortrait } from '../../ImageViewer/__stories__/sampleImages.ts';
import { MemberPicker } from '../MemberPicker.tsx';
import type { MemberPickerItem, MemberPickerProps } from '../MemberPicker.tsx';

/** Five friends in the three scripts, one with a picture, one already in the group. */
function useFriends(): MemberPickerItem[] {
  const { t } = useTranslation('samples');
  const id = (value: number) => t('memberPicker.memberId', { id: value });
  return [
    {
      id: '10452',
      name: t('avatar.devanagari'),
      avatar: samplePortrait('steelblue'),
      description: id(10452),
    },
    { id: '10453', name: t('avatar.latin'), description: id(10453) },
    { id: '10460', name: t('avatar.chinese'), description: id(10460) },
    { id: '10471', name: t('avatar.conjunct'), description: id(10471) },
    { id: '10488', name: t('avatar.other'), description: t('memberPicker.alreadyIn'), disabled: true },
  ];
}

/** Keeps the ticks as a page would. */
function Controlled(props: Partial<MemberPickerProps>) {
  const { t } = useTranslation('samples');
  const friends = useFriends();
  const [selected, setSelected] = useState<string[]>(props.selected ? [...props.selected] : []);
  return (
    <MemberPicker
      members={friends}
      confirmLabel={t('memberPicker.confirm')}
      onConfirm={() => {}}
      {...props}
      selected={selected}
      onSelectedChange={(ids) => {
        setSelected(ids);
        props.onSelectedChange?.(ids);
      }}
    />
  );
}

const meta = {
  title: 'Components/MemberPicker',
  component: MemberPicker,
  args: {
    members: [],
    selected: [],
    confirmLabel: 'Invite',
    onSelectedChange: fn(),
    onConfirm: fn(),
    confirming: false,
    loading: false,
  },
  render: (args) => (
    <Controlled
      onConfirm={args.onConfirm}
      onSelectedChange={args.onSelectedChange}
      confirming={args.confirming}
      max={args.max}
    />
  ),
} satisfies Meta<typeof MemberPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long friend list: only the rows near the screen are drawn. */
function ManyFriends() {
  const { t } = useTranslation('samples');
  const members = Array.from({ length: 500 }, (_, index) => ({
    id: String(20000 + index),
    name: t('memberPicker.numbered', { n: index + 1 }),
  }));
  return <Controlled members={members} confirmLabel={t('memberPicker.done')} />;
}

function MemberPickerCatalog() {
  const { t } = useTranslation('samples');
  const noop = () => {};
  const common = {
    members: [],
    selected: [],
    onSelectedChange: noop,
    onConfirm: noop,
    confirmLabel: t('memberPicker.confirm'),
  };
  return (
    <>
      <Showcase title="Two ticked, one already in the group" padded={false}>
        <Controlled selected={['10452', '10460']} />
      </Showcase>
      <Showcase title="At most two: the others greyed out" padded={false}>
        <Controlled selected={['10452', '10453']} max={2} />
      </Showcase>
      <Showcase title="Sending the invitation" padded={false}>
        <Controlled selected={['10453']} confirming />
      </Showcase>
      <Showcase title="Loading" padded={false}>
        <MemberPicker {...common} loading />
      </Showcase>
      <Showcase title="No friends yet, with a way to add them" padded={false}>
        <MemberPicker
          {...common}
          empty={
            <div style={{ padding: 'var(--space-6) var(--space-4)', textAlign: 'center' }}>
              <p>{t('memberPicker.noFriends')}</p>
              <Button variant="secondary" size="sm">
                {t('memberPicker.addFriends')}
              </Button>
            </div>
          }
        />
      </Showcase>
      <Showcase title="Failed, with a retry" padded={false}>
        <MemberPicker {...common} error={t('memberPicker.failed')} onRetry={noop} />
      </Showcase>
      <Showcase title="500 friends, drawn as they scroll into view" padded={false}>
        <ManyFriends />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <MemberPickerCatalog /> };
