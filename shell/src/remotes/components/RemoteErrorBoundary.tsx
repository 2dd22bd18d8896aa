import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../../pages/components/ErrorPage.tsx';

type Props = { remote: string; onRetry(): void; children: ReactNode };
type State = { error: unknown };

/** Keeps a remote that fails (to load or to render) inside its page, with a retry. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`remote ${this.props.remote} failed`, error, info.componentStack);
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? <ErrorPage kind="remote" onRetry={this.retry} /> : this.props.children;
  }
}
