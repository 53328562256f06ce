import type { Page } from '@playwright/test';
import { STAFF } from './accounts';
import { expect, freshEmail, test, type Site } from './fixtures';
import { hydrationErrors } from './hydration-errors';

const STAFF_EMAIL = STAFF.hydration;

// Server-rendered pages of every kind: home, a direction, an information page, the 404 page; two
// city pages, the second with the calculator entry the first rendered, copied with its own city.
const PAGES = [
  '/',
  '/route/sankt-peterburg/moskva/',
  '/common/faqs/',
  '/no-such-page/',
  '/route/kazan/',
  '/route/anapa/',
];

/** Visits every page and waits, on each, for the header the visitor should end up with. */
async function visitAll(site: Site, account: string | null): Promise<string[]> {
  const errors = hydrationErrors(site.page);
  for (const path of PAGES) {
    await site.open(path);
    const entry = account
      ? site.header.getByRole('button', { name: account })
      : site.header.getByRole('button', { name: 'Войти' });
    await expect(entry).toBeVisible();
  }
  return errors;
}

test('a guest, a customer and an administrator get the server-rendered pages without a hydration error', async ({
  site,
}) => {
  // Three visitors, every page each: about 40 s on a quiet machine, three times that on a busy one.
  test.setTimeout(240_000);
  expect(await visitAll(site, null)).toEqual([]);

  await site.open('/calculator/');
  const customer = await site.signIn(freshEmail());
  expect(await visitAll(site, customer)).toEqual([]);

  await site.header.getByRole('button', { name: customer }).click();
  await site.page.getByRole('menuitem', { name: 'Выйти' }).click();
  await site.signIn(STAFF_EMAIL);
  expect(await visitAll(site, STAFF_EMAIL)).toEqual([]);
});

// Application pages: the server renders the layout with the page's frame (heading, lead, the
// outline of its form); the remote's page replaces it once drawn.
const APPLICATION_PAGES = [
  { path: '/calculator/', remote: 'mf_calculator', page: 'calculator' },
  { path: '/order/', remote: 'mf_order', page: 'order' },
  { path: '/profile/orders/', remote: 'mf_account', page: 'orders' },
  { path: '/tracking/', remote: 'mf_order', page: 'tracking' },
] as const;

type Box = { x: number; y: number; width: number; height: number };
/**
 * Where the main area's first heading is, read in one step in the page: a signed-in visitor's
 * frame is drawn first while the sign-in is checked, then again by the remote's area (the same
 * markup in the same place, a new element), so a heading found in one step and measured in the
 * next can be gone in between.
 */
const h1Box = (page: Page): Promise<Box | null> =>
  page.evaluate(() => {
    const heading = document.querySelector('main h1');
    if (!heading) return null;
    const { x, y, width, height } = heading.getBoundingClientRect();
    return { x, y, width, height };
  });

/**
 * Opens an application page with its remote's files held back until the frame has been seen,
 * and returns where the frame's heading was and where the page's own heading is once it is drawn
 * (a guest on the history page gets the sign-in prompt once the page is alive: null).
 */
async function frameThenPage(
  site: Site,
  { path, remote, page }: (typeof APPLICATION_PAGES)[number],
  signInExpected: boolean,
) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const folder = `**/mf/${remote.replace('mf_', '')}/**`;
  await site.page.route(folder, async (route) => {
    await held;
    await route.continue();
  });
  const response = await site.page.goto(path);
  expect(await response!.text()).toContain(`data-page-frame="${page}"`);
  await expect(site.page.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
  const frame = site.page.locator(`[data-page-frame="${page}"]`);
  const signInPrompt = site.page.getByRole('heading', { name: 'Войдите, чтобы открыть эту страницу' });
  const signInDialog = site.page.getByRole('dialog', { name: 'Вход' });
  // The guest's history page shows its frame until the shell has hydrated, then the sign-in
  // prompt, and over it the sign-in dialog (which hides the prompt from the accessibility tree);
  // which of them is up at this moment depends on timing, not on the site.
  await expect(signInExpected ? frame.or(signInPrompt).or(signInDialog) : frame).toBeVisible();
  const before = signInExpected ? null : await h1Box(site.page);
  // The handler stays: from here on it lets every request through at once.
  release();
  if (signInExpected) {
    await expect(signInDialog).toBeVisible();
    return { before, after: null };
  }
  await site.alive(remote, page);
  await expect(frame).toHaveCount(0);
  return { before, after: await h1Box(site.page) };
}

test('application pages arrive as their frame, hydrate without an error, and the page takes its place unmoved', async ({
  site,
}) => {
  test.setTimeout(180_000);
  const errors = hydrationErrors(site.page);
  for (const account of ['guest', 'customer'] as const) {
    if (account === 'customer') {
      await site.open('/calculator/');
      await site.signIn(freshEmail());
    }
    for (const entry of APPLICATION_PAGES) {
      const signIn = account === 'guest' && entry.page === 'orders';
      const { before, after } = await frameThenPage(site, entry, signIn);
      if (signIn) {
        // The server cannot know the visitor: the guest gets the frame, then the sign-in prompt.
        expect(before).toBeNull();
        await expect(site.page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
        await site.page.keyboard.press('Escape');
        await expect(
          site.page.getByRole('heading', { name: 'Войдите, чтобы открыть эту страницу' }),
        ).toBeVisible();
        continue;
      }
      expect(before, `${account} ${entry.path}: the frame's heading`).not.toBeNull();
      // The page's heading is where the frame's was, the same size: what the HTML painted does not move.
      expect(after).toEqual(before);
    }
  }
  expect(errors).toEqual([]);
});

// Emotion's Globals (MUI's CssBaseline with the fallback faces, each input's autofill keyframes):
// the server writes each one's rules as an element the browser's Global takes over. Were one
// inserted again, the browser would lay the whole page out again for its font faces.
const keepServerStyles = () => {
  // The document's own style elements, before any script of the page runs.
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      (window as unknown as { serverStyles: Set<Element> }).serverStyles = new Set(
        document.querySelectorAll('style'),
      );
  });
};
const insertedGlobals = (page: Page) =>
  page.evaluate(() => {
    const server = (window as unknown as { serverStyles: Set<Element> }).serverStyles;
    return [...document.querySelectorAll('style[data-emotion^="css-global"]')].filter(
      (element) => !server.has(element),
    ).length;
  });

test("the application takes over the server's global styles and writes none of them again", async ({
  site,
}) => {
  await site.page.addInitScript(keepServerStyles);
  const response = await site.open('/calculator/');
  const written = (await response!.text()).match(/<style data-emotion="css-global [\w -]+">/g) ?? [];
  expect(written.length).toBeGreaterThanOrEqual(1);
  await site.alive('mf_calculator', 'calculator');
  // A Global renames the element it takes over; all of them are, once the page has hydrated.
  await expect
    .poll(() => site.page.locator('style[data-emotion="css-global"]').count(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(written.length);
  // The page's own fields (which its frame did not have) bring Globals of their own; none of
  // them is one the server wrote.
  const again = await site.page.evaluate(() => {
    const server = (window as unknown as { serverStyles: Set<Element> }).serverStyles;
    const texts = new Set([...server].map((element) => element.textContent));
    return [...document.querySelectorAll('style[data-emotion^="css-global"]')].filter(
      (element) => !server.has(element) && texts.has(element.textContent),
    ).length;
  });
  expect(again).toBe(0);
});

test("a content page's islands insert none of the global styles the server wrote", async ({ site }) => {
  await site.page.addInitScript(keepServerStyles);
  for (const path of ['/', '/route/sankt-peterburg/moskva/']) {
    const response = await site.open(path);
    const written = (await response!.text()).match(/<style data-emotion="css-global [\w -]+">/g) ?? [];
    expect(written.length).toBeGreaterThanOrEqual(2);
    // The quote (its fields' autofill keyframes are a Global) and the header come alive.
    await site.page.getByRole('main').getByRole('textbox', { name: 'Вес, кг' }).focus();
    // (Focused, not clicked: a dialog would bring fields, and their Globals, the server never drew.)
    await site.header.getByRole('link').first().focus();
    await expect(site.page.locator('[data-island="quote"][data-island-alive]')).toBeAttached({
      timeout: 20_000,
    });
    await expect(site.page.locator('[data-island="header"][data-island-alive]')).toBeAttached();
    expect(await insertedGlobals(site.page)).toBe(0);
  }
});
