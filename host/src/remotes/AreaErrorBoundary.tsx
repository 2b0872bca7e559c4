import { Component, type ReactNode } from 'react';
import { reportError } from '@pulseboard/shared';

interface Props {
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a crash inside one area from taking the whole shell down. */
export class AreaErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    reportError(error, { boundary: 'area' });
  }

  override render() {
    const { error } = this.state;
    if (error) return this.props.fallback(error, () => this.setState({ error: null }));
    return this.props.children;
  }
}
