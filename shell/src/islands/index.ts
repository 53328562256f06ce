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
 * field) is held and given again once the part is: nothing a visitor does is lost. Links and a
 * form's submit buttons are left alone: they work as HTML.
 */
const ISLAND = '[data-island]';
/** Controls whose click needs the island's code; links and submit buttons work without it. */
const HELD_CONTROL = 'button:not([type="submit"]), [role="button"], [aria-haspopup]';
/** The session the kernel keeps (stores/auth-store.ts): a signed-in visitor has a refresh token. */
const SESSION_KEY = 'dostavka:auth';

type StartModule = typeof import('./start-island');

let starter: Promise<StartModule> | null = null;
/** Islands asked to start, with the clicks they owe once alive. */
const starting = new Map<HTMLElement, HTMLElement[]>();

function start(island: HTMLElement): void {
  if (starting.has(island)) return;
  const held: HTMLElement[] = [];
  starting.set(island, held);
  starter ??= import('./start-island');
  void starter
    .then(({ startIsland }) => startIsland(island, held))
    .catch((error: unknown) => console.error(`island ${island.dataset.island} did not start`, error));
}

const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(ISLAND) : null;

const alive = (island: HTMLElement) => island.hasAttribute('data-island-alive');

function onIntent(event: Event): void {
  const island = islandOf(event.target);
  if (island) start(island);
}

function onClick(event: MouseEvent): void {
  const island = islandOf(event.target);
  if (!island || alive(island)) return;
  const control = (event.target as Element).closest<HTMLElement>(HELD_CONTROL);
  if (control && island.contains(control)) {
    event.preventDefault();
    const held = starting.get(island);
    if (held) {
      if (!held.includes(control)) held.push(control);
    } else {
      start(island);
      starting.get(island)?.push(control);
    }
  }
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
