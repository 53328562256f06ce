import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToAnchor } from './scroll';

/**
 * Spec 2: a route change scrolls to the top unless the page keeps its scroll, or to the hash
 * anchor when there is one. Back and forward keep the browser's own restoration. A change of the
 * query alone (a page keeping its state in the address) is not a route change.
 */
export function ScrollManager({ keepScroll }: { keepScroll: boolean }): null {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const place = `${pathname}${hash}`;
    const initial = shown.current === null;
    if (shown.current === place) return;
    shown.current = place;
    if (hash) return scrollToAnchor(hash.slice(1), initial ? 'auto' : 'smooth');
    if (initial || type === 'POP' || keepScroll) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash, type, keepScroll]);
  return null;
}
