import type { MouseEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type ButtonProps } from '@mui/material/Button';
import { type LinkProps } from '@mui/material/Link';
import { useBus } from '@dostavka/shared-kernel/ui-core';

/**
 * Links to other pages of the site carry a real href (crawlers and the server-rendered page
 * follow it); in the browser the shell's router takes over, since remotes do not own the router.
 */
export function useNavigateOnClick(to: string) {
  const bus = useBus();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    bus.emit('navigate', { to });
  };
}

/**
 * A link as a plain anchor, for lists whose container styles every anchor in it with one rule
 * (a MUI Link is two styled elements, each serialising its styles on every server render).
 */
export function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} onClick={useNavigateOnClick(to)}>
      {children}
    </a>
  );
}

export function InternalLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<LinkProps, 'href'>) {
  const onClick = useNavigateOnClick(to);
  return (
    <Link href={to} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}

export function LinkButton({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<ButtonProps<'a'>, 'href'>) {
  const onClick = useNavigateOnClick(to);
  return (
    <Button component="a" href={to} onClick={onClick} {...rest}>
      {children}
    </Button>
  );
}
