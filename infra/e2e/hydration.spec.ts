import { STAFF } from './accounts';
import { expect, freshEmail, test, type Site } from './fixtures';
import { hydrationErrors } from './hydration-errors';

const STAFF_EMAIL = STAFF.hydration;

// Server-rendered pages of every kind: home, a direction, an information page, the 404 page.
const PAGES = ['/', '/route/sankt-peterburg/moskva/', '/common/faqs/', '/no-such-page/'];

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
