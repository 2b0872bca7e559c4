import { Component, type ReactNode } from 'react';
import { reportError } from '@pulseboard/shared';
import { Revealed } from './Revealed.js';
import { WidgetFailure } from './WidgetStates.js';

interface Props {
  widgetId: string;
  onReveal: () => void;
  children: ReactNode;
}

/**
 * One widget failing to render (a renderer bug, unexpected data, its code
 * chunk not loading) shows a failure in its own card; the rest of the
 * dashboard keeps working, and the print view still gets its ready signal.
 */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    reportError(error, { widgetId: this.props.widgetId });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <WidgetFailure message="This widget could not be shown." />
        <Revealed onReveal={this.props.onReveal} />
      </>
    );
  }
}
