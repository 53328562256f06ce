import { useCallback, type MouseEvent, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type ButtonProps } from '@mui/material/Button';
import { type LinkProps } from '@mui/material/Link';
import { useBus } from './contexts';

/**
 * A click on a site link inside a remote: the shell's router navigates (remotes do not own it);
 * a click with a modifier key or another button keeps the browser's behaviour (new tab, window).
 */
export function useAppNavigate(): (to: string) => (event: MouseEvent) => void {
  const bus = useBus();
  return useCallback(
    (to: string) => (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      bus.emit('navigate', { to });
    },
    [bus],
  );
}

export type AppLinkProps = Omit<LinkProps, 'href'> & { to: string };

/** A text link to a page of the site, usable in any remote. */
export function AppLink({ to, onClick, ...props }: AppLinkProps): ReactElement {
  const navigate = useAppNavigate();
  return (
    <Link
      href={to}
      onClick={(event) => {
        onClick?.(event);
        navigate(to)(event);
      }}
      {...props}
    />
  );
}

export type AppButtonLinkProps = Omit<ButtonProps<'a'>, 'href'> & { to: string };

/** A button that goes to a page of the site. */
export function AppButtonLink({ to, onClick, ...props }: AppButtonLinkProps): ReactElement {
  const navigate = useAppNavigate();
  return (
    <Button
      component="a"
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        navigate(to)(event);
      }}
      {...props}
    />
  );
}
