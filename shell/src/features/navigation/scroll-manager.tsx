import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToAnchor } from './scroll';

/**
 * Spec 2: a route change scrolls to the top unless the page keeps its scroll, or to the hash
 * anchor when there is one. Back and forward keep the browser's own restoration.
 */
export function ScrollManager({ keepScroll }: { keepScroll: boolean }): null {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (hash) return scrollToAnchor(hash.slice(1), initial ? 'auto' : 'smooth');
    if (initial || type === 'POP' || keepScroll) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash, type, keepScroll]);
  return null;
}
