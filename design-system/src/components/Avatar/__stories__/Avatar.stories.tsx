import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { samplePortrait } from '../../ImageViewer/__stories__/sampleImages.ts';
import { Avatar, AvatarGroup } from '../Avatar.tsx';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'प्रिया वर्मा', size: 'lg', online: true, decorative: false },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
};

function AvatarCatalog() {
  const { t } = useTranslation('samples');
  const members = [
    { name: t('avatar.latin') },
    { name: t('avatar.devanagari'), src: samplePortrait('steelblue') },
    { name: t('avatar.chinese') },
    { name: t('avatar.conjunct') },
    { name: t('avatar.other') },
  ];
  return (
    <>
      <Showcase title="Initials in each script (Latin, Devanagari, Chinese, a conjunct)">
        <Avatar name={t('avatar.latin')} />
        <Avatar name={t('avatar.devanagari')} />
        <Avatar name={t('avatar.chinese')} />
        <Avatar name={t('avatar.conjunct')} />
        <Avatar name={t('avatar.other')} />
      </Showcase>
      <Showcase title="Sizes: sm 32, md 40, lg 56">
        <Avatar name={t('avatar.devanagari')} size="sm" />
        <Avatar name={t('avatar.devanagari')} size="md" />
        <Avatar name={t('avatar.devanagari')} size="lg" />
        <Avatar name={t('avatar.latin')} src={samplePortrait('seagreen')} size="lg" />
      </Showcase>
      <Showcase title="Online">
        <Avatar name={t('avatar.latin')} size="sm" online />
        <Avatar name={t('avatar.chinese')} online />
        <Avatar name={t('avatar.devanagari')} src={samplePortrait('steelblue')} size="lg" online />
      </Showcase>
      <Showcase title="Picture that fails to load: initials">
        <Avatar name={t('avatar.latin')} src="data:image/png;base64,bm90IGEgcGljdHVyZQ==" size="lg" />
      </Showcase>
      <Showcase title="Group: three and +2; two">
        <AvatarGroup members={members} aria-label={t('avatar.groupName')} />
        <AvatarGroup members={members.slice(0, 2)} size="md" />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <AvatarCatalog /> };
