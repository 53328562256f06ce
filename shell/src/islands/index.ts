/**
 * The islands script: the one script of a server-rendered content page (docs/architecture.md).
 * The page is complete HTML that works without it; this file only watches for the moment a part
 * is wanted and then starts that part alone (./start-island.tsx, with React and the part's own
 * chunks). It imports nothing at load: everything else is a chunk loaded on demand.
 *
 * - `header`: on the first touch, key or focus in it; at once for a signed-in visitor (their
 *   account replaces the sign-in button).
 * - `quote`: on focus or touch; when the page has been scrolled and it comes into view.
 * - `faq-votes`: on touch, key or focus.
 *
 * A click on a control of a part that is not alive yet (a menu, the sign-in button, the city
 * field) and a form sent from it once this script runs are held and given again once the part
 * is alive (the form then goes its way: the quote opens the calculator with the weight as the
 * island writes it, a vote is counted in place); a part that fails to start sends its form as
 * HTML. Links work as HTML. Before this script runs, everything is HTML: the quote is a GET
 * form, the votes a POST form.
 */
import type * as StartIsland from './start-island';

const ISLAND = '[data-island]';
/** Controls whose click needs the island's code; links and submit buttons work without it. */
const HELD_CONTROL = 'button:not([type="submit"]), [role="button"], [aria-haspopup]';
/** The session the kernel keeps (stores/auth-store.ts): a signed-in visitor has a refresh token. */
const SESSION_KEY = 'dostavka:auth';

/** What a visitor did before the island was alive: done again once it is, or as HTML if it fails. */
export interface HeldAction {
  replay(): void;
  /** When the island cannot start (a form is sent as HTML); nothing by default. */
  fallback?(): void;
}

let starter: Promise<typeof StartIsland> | null = null;
/** Islands asked to start, with what they owe once alive. */
const starting = new Map<HTMLElement, HeldAction[]>();

function start(island: HTMLElement): HeldAction[] {
  const known = starting.get(island);
  if (known) return known;
  const held: HeldAction[] = [];
  starting.set(island, held);
  starter ??= import('./start-island');
  void starter
    .then(({ startIsland }) => startIsland(island, held))
    .catch((error: unknown) => {
      console.error(`island ${island.dataset.island} did not start`, error);
      // From here on it is left to HTML, as if this script had never run.
      island.setAttribute('data-island-failed', '');
      for (const action of held.splice(0)) action.fallback?.();
    });
  return held;
}

const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(ISLAND) : null;

/** An island this script no longer holds anything for: alive, or left to HTML. */
const settled = (island: HTMLElement) =>
  island.hasAttribute('data-island-alive') || island.hasAttribute('data-island-failed');

function onIntent(event: Event): void {
  const island = islandOf(event.target);
  if (island) start(island);
}

/**
 * A button outside every island that opens one of the header's dialogs (`data-opens="callback"`:
 * the landing's «Заказать звонок»): the header, where the dialogs live, starts, then the dialog
 * opens. Without this script the button does nothing (the header's own buttons and the contacts
 * page are the HTML ways to the same forms).
 */
function onOpener(event: MouseEvent): boolean {
  const opener = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-opens]') : null;
  const header = document.querySelector<HTMLElement>('[data-island="header"]');
  if (!opener || islandOf(opener) || !header) return false;
  event.preventDefault();
  const open = () => void starter?.then(({ openDialog }) => openDialog(opener.dataset.opens ?? ''));
  if (settled(header)) open();
  else start(header).push({ replay: open });
  return true;
}

function onClick(event: MouseEvent): void {
  if (onOpener(event)) return;
  const island = islandOf(event.target);
  if (!island || settled(island)) return;
  const control = (event.target as Element).closest<HTMLElement>(HELD_CONTROL);
  if (!control || !island.contains(control)) return;
  event.preventDefault();
  start(island).push({ replay: () => control.isConnected && control.click() });
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  const island = islandOf(form);
  if (!island || settled(island)) return;
  event.preventDefault();
  const { submitter } = event;
  start(island).push({
    // The button again, so that its own handler runs (a vote), else the form's.
    replay: () => (submitter instanceof HTMLElement ? submitter.click() : form.requestSubmit()),
    // As HTML would have sent it (submit() fires no submit event; the button's own address kept).
    fallback: () => {
      if (submitter instanceof HTMLButtonElement) form.action = submitter.formAction;
      form.submit();
    },
  });
}

function signedIn(): boolean {
  try {
    const session = JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? 'null') as {
      jwt?: { refreshToken?: unknown } | null;
    } | null;
    return typeof session?.jwt?.refreshToken === 'string';
  } catch {
    return false;
  }
}

/** Quote widgets start when they come into view, once the visitor has scrolled. */
function watchQuotesOnScroll(): void {
  if (!('IntersectionObserver' in window)) return;
  const quotes = document.querySelectorAll<HTMLElement>('[data-island="quote"]');
  if (quotes.length === 0) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) {
        observer.unobserve(entry.target);
        start(entry.target as HTMLElement);
      }
  });
  window.addEventListener('scroll', () => quotes.forEach((quote) => observer.observe(quote)), {
    once: true,
    passive: true,
  });
}

function watch(): void {
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('submit', onSubmit, { capture: true });
  watchQuotesOnScroll();
  // What the visitor began before this script ran: a focused field, text typed into a form.
  const focused = islandOf(document.activeElement);
  if (focused) start(focused);
  for (const field of document.querySelectorAll<HTMLInputElement>(`${ISLAND} input`))
    if (field.value !== field.defaultValue) start(islandOf(field)!);
  if (signedIn()) {
    const header = document.querySelector<HTMLElement>('[data-island="header"]');
    if (header) start(header);
  }
  // The page answers the visitor from here on (held clicks included); the end-to-end tests wait for it.
  document.documentElement.dataset.ready = '';
}

watch();
