// The app-wide error boundary around the router: a failure outside any route's own ErrorBoundary (the providers,
// the router itself) shows the same friendly screen and is reported.
import { Component, type ReactNode } from 'react';
import { clientErrors } from '../lib/error-reporter.ts';
import { ErrorScreen } from './error-screen.tsx';

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    clientErrors.report('boundary', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
