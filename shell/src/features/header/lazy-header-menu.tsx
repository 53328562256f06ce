import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { HeaderMenuProps } from './header-menu';

const HeaderMenu = lazy(() => import('./header-menu'));

/** The header menu, mounted (and its code loaded) the first time it opens, then kept. */
export function LazyHeaderMenu(props: HeaderMenuProps): ReactElement | null {
  const [wanted, setWanted] = useState(false);
  if (props.anchor && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HeaderMenu {...props} />
    </Suspense>
  );
}
