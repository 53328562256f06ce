import type { MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from '@mui/material';
import { useBus } from '@dostavka/shared-kernel/ui';

/**
 * A link to another page of the site: a real href (crawlers and the server-rendered page follow
 * it), and in the browser the shell's router takes over (remotes do not own the router).
 */
export function InternalLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<LinkProps, 'href'>) {
  const bus = useBus();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    bus.emit('navigate', { to });
  };
  return (
    <Link href={to} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
