import { createContext, useContext, useEffect, useState, type ReactElement } from 'react';
import type { PreloadedPage } from '@dostavka/shared-kernel/ssr';

/**
 * The server-rendered remote page of the first document. On the server it carries the element to
 * render in the route's area; in the browser, the markup the server sent there and the page's
 * data, for the remote's parcel to hydrate. The first area at that address takes it; any later
 * visit renders the page anew.
 */
export interface SsrSlot {
  /** Pathname and search the page was rendered for. */
  path: string;
  element?: ReactElement;
  html?: string;
  preloaded?: PreloadedPage;
  claimed?: boolean;
}

const SsrSlotContext = createContext<SsrSlot | null>(null);
export const SsrSlotProvider = SsrSlotContext.Provider;

/**
 * The slot for this address, once: the caller keeps it for the life of its area. It is claimed
 * when the area commits, not while it renders: React may render an area and throw that render
 * away (a hydration that suspends above it starts again), and the render it keeps must still find
 * the slot, or it would show a loader where the server's markup is and fail to hydrate.
 */
export function useClaimedSlot(path: string): SsrSlot | null {
  const slot = useContext(SsrSlotContext);
  const [claimed] = useState(() => (slot && !slot.claimed && slot.path === path ? slot : null));
  useEffect(() => {
    if (claimed) claimed.claimed = true;
  }, [claimed]);
  return claimed;
}

/** The markup of the server-rendered area, read before the shell hydrates. */
export function readSlotFromDocument(doc: Document, preloaded: PreloadedPage | null): SsrSlot | null {
  const area = doc.querySelector<HTMLElement>('#root .remote-area[data-ssr]');
  if (!area || !preloaded) return null;
  return { path: preloaded.path, html: area.innerHTML, preloaded };
}
