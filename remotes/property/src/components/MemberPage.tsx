import type { ReactNode } from 'react';
import { NavBar } from '@h5/design-system';
import { Page } from '@h5/design-system/Page';
import { navigation, useSession } from '@h5/platform';
import { LoginPromptCard } from './LoginPromptCard.tsx';

type Props = {
  title: string;
  /** Back by default; a page opened from a tab may name where back leads. */
  onBack?: () => void;
  /** Mounted only once the member is logged in; a login prompt stands in before. */
  children: ReactNode;
};

/** A page of the member's own records: the title bar, then the content or a login prompt. */
export function MemberPage({ title, onBack = () => navigation.back(), children }: Props) {
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={title} onBack={onBack} />
      <main>{token ? children : <LoginPromptCard />}</main>
    </Page>
  );
}
