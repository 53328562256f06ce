import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaFallback } from '@dostavka/shared-kernel/ui-core';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { reportFailure } from './failure-reports';

interface PageBoundaryProps {
  children: ReactNode;
  /** Names the area in the log. */
  area: string;
  /** Retry by re-creating the children (the owner re-keys the boundary); default: render them again. */
  onRetry?: () => void;
  /** The remote whose page this is: a failure is reported for it (failure-reports.ts). */
  remote?: string;
}

/**
 * Keeps a failure inside the area that owns it (a remote page, the shell's remote slot). A chunk
 * that failed to load reloads the page once per window (spec 8); otherwise, and within the
 * window, the area shows its fallback with a retry that renders the children again.
 */
export class PageBoundary extends Component<PageBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.area} failed`, error, info.componentStack);
    if (isChunkLoadError(error)) reloadAfterChunkError();
    else if (this.props.remote) reportFailure({ remote: this.props.remote, kind: 'render', error });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const retry = this.props.onRetry ?? (() => this.setState({ error: null }));
    return <AreaFallback error={this.state.error} onRetry={retry} />;
  }
}
