import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { ConsoleFrame } from '../../../storybook/console/ConsoleFrame.tsx';
import {
  useSampleNavigation,
  useSampleRouting,
  type SampleNavKey,
} from '../../../storybook/console/consoleSamples.tsx';
import { consoleStory } from '../../../storybook/console/viewports.ts';
import { LanguageIcon } from '../../../icons/LanguageIcon.tsx';
import { ConsoleLayout, type ConsoleLayoutProps } from '../ConsoleLayout.tsx';
import styles from './ConsoleLayoutStories.module.css';

/** A page in the frame: its title, a line under it and a few blocks to scroll past. */
function SamplePage({ blocks = 6 }: { blocks?: number }) {
  const { t } = useTranslation('samples');
  return (
    <>
      <h1 className={styles.title}>{t('consoleLayout.title')}</h1>
      <p className={styles.intro}>{t('consoleLayout.intro')}</p>
      {Array.from({ length: blocks }, (_, index) => (
        <div key={index} className={styles.block}>
          {t('consoleLayout.body')}
        </div>
      ))}
    </>
  );
}

/** A small control for the top bar's `actions`. */
function LanguageButton() {
  const { t } = useTranslation('samples');
  return (
    <button type="button" className={styles.action} aria-label={t('consoleLayout.language')}>
      <LanguageIcon />
    </button>
  );
}

type SampleConsoleProps = Partial<ConsoleLayoutProps> & {
  /** The page shown at first; a link of the navigation shows another. */
  page?: SampleNavKey;
  /** Headings over groups of pages, or one list. */
  grouped?: boolean;
  /** The operator's name and role from the long sample copy. */
  longOperator?: boolean;
  /** Links change the active item (the live demo), or stay put (a still picture). */
  routing?: boolean;
};

/** The console frame with the sample navigation and operator, its props from Controls. */
function SampleConsole({
  page = 'withdrawals',
  grouped = true,
  longOperator = false,
  routing = true,
  ...props
}: SampleConsoleProps) {
  const { t } = useTranslation('samples');
  const routed = useSampleRouting(page);
  const sections = useSampleNavigation(routing ? routed : page, grouped);
  const [signedOut, setSignedOut] = useState(0);
  return (
    <ConsoleLayout
      productName={props.productName || t('consoleLayout.product')}
      navLabel={props.navLabel || t('consoleLayout.navLabel')}
      sections={props.sections ?? sections}
      operator={
        props.operator ??
        (longOperator
          ? { name: t('consoleLayout.longOperator'), role: t('consoleLayout.longRole') }
          : { name: t('consoleLayout.operator'), role: t('consoleLayout.role') })
      }
      onSignOut={props.onSignOut ?? (() => setSignedOut((count) => count + 1))}
      actions={props.actions}
    >
      {props.children ?? <SamplePage />}
      <output className={styles.output}>
        {signedOut > 0 && `${t('consoleLayout.signedOut')} (${signedOut})`}
      </output>
    </ConsoleLayout>
  );
}

/** Opens the phone's menu once the frame is on screen, as a tap on the menu button would. */
function MenuOpened({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('header button[aria-haspopup="dialog"]')?.click();
  }, []);
  return <div ref={box}>{children}</div>;
}

const meta = {
  title: 'Components/ConsoleLayout',
  component: SampleConsole,
  // Empty texts show the sample copy, in the language of the toolbar.
  args: { productName: '', navLabel: '', page: 'withdrawals', grouped: true, longOperator: false },
  argTypes: {
    page: {
      control: 'select',
      options: ['dashboard', 'withdrawals', 'deposits', 'rates', 'funds', 'ledger', 'members', 'notices'],
    },
  },
  ...consoleStory('desktop'),
  parameters: { ...consoleStory('desktop').parameters, layout: 'fullscreen' },
} satisfies Meta<typeof SampleConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame at the window's width: links change the page marked as current. */
export const Default: Story = {};

/** A tablet: the same frame with a narrower navigation. */
export const Tablet: Story = { ...consoleStory('tablet'), parameters: meta.parameters };

/** A phone: the navigation hides behind the menu button; Sign out keeps its icon. */
export const Phone: Story = { ...consoleStory('phone'), parameters: meta.parameters };

/** A phone with the menu open over the page: focus stays inside, Escape or a link closes it. */
export const PhoneMenuOpen: Story = {
  ...consoleStory('phone'),
  parameters: meta.parameters,
  render: (args) => (
    <MenuOpened>
      <SampleConsole {...args} />
    </MenuOpened>
  ),
};

function ConsoleLayoutCatalog() {
  return (
    <>
      <Showcase title="Desktop (1024 px and wider): grouped navigation, the current page marked, an action in the top bar">
        <ConsoleFrame width={1200}>
          <SampleConsole routing={false} actions={<LanguageButton />} />
        </ConsoleFrame>
      </Showcase>
      <Showcase title="Tablet (768–1023 px): a narrower navigation">
        <ConsoleFrame width={834}>
          <SampleConsole routing={false} page="ledger" />
        </ConsoleFrame>
      </Showcase>
      <Showcase title="Phone (under 768 px): the menu button, the product's name, Sign out as an icon">
        <ConsoleFrame width={390}>
          <SampleConsole routing={false} page="dashboard" actions={<LanguageButton />} />
        </ConsoleFrame>
      </Showcase>
      <Showcase title="One list without headings; a long name and role wrap">
        <ConsoleFrame width={1024}>
          <SampleConsole routing={false} grouped={false} longOperator page="members" />
        </ConsoleFrame>
      </Showcase>
    </>
  );
}

export const Catalog: Story = {
  render: () => <ConsoleLayoutCatalog />,
  parameters: { ...meta.parameters, layout: 'padded' },
};
