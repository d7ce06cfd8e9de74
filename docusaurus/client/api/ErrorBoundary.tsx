import { Component, type ReactNode } from 'react';

interface Props {
  children?: ReactNode;
  /** Docusaurus's fallback: called with the error and a `tryAgain` that renders the children again. */
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
}

/** `@docusaurus/ErrorBoundary`: what its children throw while rendering shows its `fallback` (else the error's message). */
export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    return this.props.fallback ? this.props.fallback({ error, tryAgain }) : <p className="error-boundary">{error.message}</p>;
  }
}
