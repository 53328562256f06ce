import { useEffect, useRef } from 'react';

/*
 * On a phone a dialog or a picker fills the screen, so the browser's Back is how people close it
 * (issue 38). An open dialog therefore owns one history entry of the page's own address, pushed
 * over the page's: Back returns to the page's entry and closes the dialog; a dialog closed by its
 * own means (a choice, its close button, Escape) takes its entry away again.
 *
 * The open dialogs are a stack, one entry each above the page's (nested dialogs: Back closes the
 * top one). The entries are kept in step with the open dialogs once the current work is done (a
 * microtask), not at each open and close: a dialog that closes as another opens (the menu that
 * opens the contact form) hands its entry over, and StrictMode's extra mount changes nothing.
 *
 * An entry copies the page entry's state (the shell's router keeps its location key there), so
 * the router sees the same location on either side of it: Back to the page's entry is, for the
 * router, a visit to the location it already shows, and the page keeps its parts and its form.
 * An entry is marked with the document that pushed it: after a reload one from before is a page
 * entry like any other.
 */

const KEY = 'dostavkaDialog';
const DOCUMENT = Math.random().toString(36).slice(2);
/**
 * Our own step back (a dialog closed itself) waits for its popstate, however late (a busy page
 * may answer after seconds: a popstate taken for the visitor's would close the next dialog). One
 * not answered after this long is taken as lost when the next dialog opens or closes.
 */
const STEP_LOST_MS = 5000;

interface Mark {
  doc: string;
  depth: number;
}

interface Layer {
  close(): void;
  /** The address of the dialog's entry; none: the page's own. */
  address(): string | undefined;
  /** Back has asked it to close: it no longer holds an entry. */
  closing: boolean;
}

const layers: Layer[] = [];
/** Our own step back under way: the depth it goes to, and since when. */
let stepping: { depth: number; since: number } | null = null;
let listening = false;

const asRecord = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

/** How many of this document's dialog entries are below and at the current one. */
function depthOf(state: unknown): number {
  const mark = asRecord(state)[KEY] as Partial<Mark> | undefined;
  return mark?.doc === DOCUMENT && typeof mark.depth === 'number' ? mark.depth : 0;
}

const holding = (): Layer[] => layers.filter((layer) => !layer.closing);

function stepBack(delta: number, depth: number): void {
  stepping = { depth, since: Date.now() };
  window.history.go(delta);
}

/** One entry per open dialog: pushes the missing ones, or steps back over those of closed dialogs. */
function settle(): void {
  if (stepping !== null && Date.now() - stepping.since > STEP_LOST_MS) stepping = null;
  if (stepping !== null) return;
  const open = holding();
  const current = depthOf(window.history.state);
  if (current > open.length) return stepBack(open.length - current, open.length);
  for (let depth = current + 1; depth <= open.length; depth += 1) {
    const state = { ...asRecord(window.history.state), [KEY]: { doc: DOCUMENT, depth } satisfies Mark };
    const address = open[depth - 1]!.address();
    if (address === undefined) window.history.pushState(state, '');
    else window.history.pushState(state, '', address);
  }
}

const schedule = () => void Promise.resolve().then(settle);

function onPopState(): void {
  const depth = depthOf(window.history.state);
  if (stepping !== null) {
    const ours = depth === stepping.depth;
    stepping = null;
    if (ours) return schedule();
  }
  // The visitor's Back (or a jump further back): the dialogs above the entry now shown close, the
  // top one first. Forward onto an entry of a dialog closed since is stepped back over (settle).
  for (const layer of holding().slice(depth).reverse()) {
    layer.closing = true;
    layer.close();
  }
  schedule();
}

function enter(layer: Layer): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', onPopState);
    // A page restored from the browser's cache: its dialogs and entries may no longer agree.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) schedule();
    });
  }
  layers.push(layer);
  schedule();
  return () => {
    layers.splice(layers.indexOf(layer), 1);
    schedule();
  };
}

/**
 * Whether the current history entry is one a dialog of this page added. A navigation from
 * it replaces it (the dialog is left for the new page, and Back from there returns to the page
 * under the dialog); a page that writes its state into the address waits until it is gone.
 */
export function isDialogEntry(): boolean {
  return typeof window !== 'undefined' && depthOf(window.history.state) > 0;
}

/**
 * A full-screen dialog or picker closes on the browser's Back and leaves the page where it was:
 * while `open`, the dialog has a history entry of its own, and Back calls `close`. Closed any other
 * way, its entry goes. `address` is the address its entry shows (say `?order=N`, relative to the
 * page's), for a dialog a link or a reload may open; by default the page's own.
 */
export function useCloseOnBack(open: boolean, close: () => void, address?: string): void {
  const latest = useRef({ close, address });
  useEffect(() => {
    latest.current = { close, address };
  });
  useEffect(() => {
    if (!open) return;
    return enter({
      close: () => latest.current.close(),
      address: () => latest.current.address,
      closing: false,
    });
  }, [open]);
}
