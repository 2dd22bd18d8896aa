import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../../pages/components/ErrorPage.tsx';

type Props = {
  /** The page's address: going elsewhere (the tab bar, back) leaves the failed page behind. */
  resetKey: string;
  children: ReactNode;
};
type State = { error: unknown; attempt: number };

/**
 * Keeps a page that crashes from blanking the app: the page's place shows a localized error with a
 * retry (the page is mounted afresh) and a way home, while the tab bar around it keeps working.
 * Remote pages have their own boundary inside; this one catches the shell's pages.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = (): void => {
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error) return <ErrorPage kind="page" onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
