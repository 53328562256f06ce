import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

/**
 * Spec 2: the header's modals are full screen below md and regular dialogs otherwise, sized xl
 * on mobile and xs on larger screens.
 */
export function useResponsiveDialog(): { fullScreen: boolean; maxWidth: Breakpoint } {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  return { fullScreen: mobile, maxWidth: mobile ? 'xl' : 'xs' };
}
