import { Component, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ERROR_PAGE_FALLBACK_MESSAGE } from '@dostavka/shared-kernel/domain';

/** Spec 8: the last-resort fallback, in plain markup so it renders whatever else broke. */
export function ErrorFallback(): ReactElement {
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
        {ERROR_PAGE_FALLBACK_MESSAGE}
      </Typography>
      <Link href="/">На главную</Link>
    </Box>
  );
}

/**
 * What failed to render below shows the last-resort page; with `at` (the address), until the
 * visitor goes to another one.
 */
export class ShellErrorBoundary extends Component<{ at?: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('shell failed', error, info.componentStack);
  }
  override componentDidUpdate(previous: { at?: string }) {
    if (this.state.failed && previous.at !== this.props.at) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
