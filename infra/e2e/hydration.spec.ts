import type { Page } from '@playwright/test';
import { STAFF_EMAIL } from './accounts';
import { expect, freshEmail, test, type Site } from './fixtures';

// Server-rendered pages of every kind: home, a direction, an information page, the 404 page.
const PAGES = ['/', '/route/sankt-peterburg/moskva/', '/common/faqs/', '/no-such-page/'];

/** React's hydration failures (error 418 and its kin) the page reports. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (/\b41[89]\b|\b42[35]\b|hydrat/i.test(text)) errors.push(text);
  };
  page.on('pageerror', (error) => keep(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(message.text());
  });
  return errors;
}

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
  test.setTimeout(120_000);
  expect(await visitAll(site, null)).toEqual([]);

  await site.open('/calculator/');
  const customer = await site.signIn(freshEmail());
  expect(await visitAll(site, customer)).toEqual([]);

  await site.header.getByRole('button', { name: customer }).click();
  await site.page.getByRole('menuitem', { name: 'Выйти' }).click();
  await site.signIn(STAFF_EMAIL);
  expect(await visitAll(site, STAFF_EMAIL)).toEqual([]);
});
