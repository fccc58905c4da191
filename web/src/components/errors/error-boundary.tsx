import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorFallbackProps = { error: unknown; reset: () => void };

type ErrorBoundaryProps = {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean };

/** Catches render errors outside the router (providers, router setup); routes have their own. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error in the app shell', error, info.componentStack);
  }

  private readonly reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
