import type { ReactNode } from 'react';
import { NavBar } from '@h5/design-system';
import { Page } from '@h5/design-system/Page';
import { navigation, useSession } from '@h5/platform';
import { LoginPromptCard } from './LoginPromptCard.tsx';
import { SwapAreaNav, type SwapArea } from './SwapAreaNav.tsx';

type Props = {
  title: string;
  area: SwapArea;
  /** Mounted only once the member is logged in; a login prompt stands in before. */
  children: ReactNode;
};

/**
 * A page of the market: the title bar (back to the wallet when the visit started here), the links
 * between the market's pages, then the content or a login prompt.
 */
export function SwapFrame({ title, area, children }: Props) {
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={title} onBack={() => navigation.back(1, 'pages/property/property')} />
      <main>
        {token ? (
          <>
            <SwapAreaNav current={area} />
            {children}
          </>
        ) : (
          <LoginPromptCard />
        )}
      </main>
    </Page>
  );
}
