import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Avatar } from '../../Avatar/Avatar.tsx';
import { samplePicture } from '../../ImageViewer/__stories__/sampleImages.ts';
import { ChatBubble } from '../ChatBubble.tsx';
import type { ChatBubbleProps } from '../ChatBubble.tsx';

/** A voice message whose play button switches between play and pause in the story. */
function VoiceDemo(props: ChatBubbleProps) {
  const [playing, setPlaying] = useState(props.playing ?? false);
  return <ChatBubble {...props} kind="voice" playing={playing} onTogglePlay={() => setPlaying(!playing)} />;
}

const meta = {
  title: 'Components/ChatBubble',
  component: ChatBubble,
  args: {
    kind: 'text',
    side: 'mine',
    text: 'The plan details are at https://example.com/plans/gold, have a look.',
    time: '10:42',
    status: 'sent',
  },
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function ChatBubbleCatalog() {
  const { t } = useTranslation('samples');
  const noop = () => {};
  const priya = t('chatBubble.sender');
  const avatar = <Avatar name={priya} size="sm" decorative />;
  return (
    <>
      <Showcase title="Text: theirs (with sender and avatar) and mine; links are safe" padded={false}>
        <ChatBubble sender={priya} avatar={avatar} text={t('chatBubble.question')} time="10:40" />
        <ChatBubble side="mine" text={t('chatBubble.answer')} time="10:42" status="sent" />
        <ChatBubble sender={priya} avatar={avatar} text={t('chatBubble.markup')} time="10:43" />
      </Showcase>
      <Showcase title="Delivery: sending, failed with retry" padded={false}>
        <ChatBubble side="mine" text={t('chatBubble.short')} time="10:44" status="sending" />
        <ChatBubble side="mine" text={t('chatBubble.short')} time="10:44" status="failed" onRetry={noop} />
      </Showcase>
      <Showcase title="Image (opens the viewer)" padded={false}>
        <ChatBubble
          kind="image"
          sender={priya}
          avatar={avatar}
          image={{
            src: samplePicture('₹', 'seagreen', 480, 360),
            alt: t('chatBubble.imageAlt'),
            width: 480,
            height: 360,
          }}
          onOpenImage={noop}
          time="10:45"
        />
        <ChatBubble
          kind="image"
          side="mine"
          image={{
            src: samplePicture('2', 'steelblue', 300, 500),
            alt: t('chatBubble.imageAlt'),
            width: 300,
            height: 500,
          }}
          onOpenImage={noop}
          time="10:46"
          status="sent"
        />
      </Showcase>
      <Showcase title="Voice: paused, playing" padded={false}>
        <VoiceDemo sender={priya} avatar={avatar} durationMs={12_000} progress={0} time="10:47" />
        <VoiceDemo side="mine" durationMs={48_000} progress={0.4} playing time="10:48" status="sent" />
      </Showcase>
      <Showcase title="System line" padded={false}>
        <ChatBubble kind="system" text={t('chatBubble.joined')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <ChatBubbleCatalog /> };
