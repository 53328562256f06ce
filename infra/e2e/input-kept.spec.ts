/**
 * Issue 36, item 4: no input is ever lost. A visitor types into the quote widget of a content
 * page before any script has run, and again while the page's islands start; what they typed is
 * what the calculator gets, and it lands on offers for that weight. The same for the first field
 * of the calculator itself. Scripts are held back with page.route, so the phases do not depend on
 * the machine's speed.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Site } from './fixtures';

const FOUND = /^Найдено \d+ предложени/;
const isIslandsEntry = (path: string) => /\/static\/js\/islands\.[\w.]+\.js$/.test(path);
const ANY_SCRIPT = (path: string) => path.endsWith('.js');
const OTHER_SCRIPT = (path: string) => ANY_SCRIPT(path) && !isIslandsEntry(path);

/** A gate: requests whose path `held` accepts wait until it opens; afterwards they pass at once. */
async function gate(page: Page, held: (path: string) => boolean): Promise<() => void> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    (url) => held(url.pathname),
    async (route) => {
      await opened;
      await route.fallback();
    },
  );
  return open;
}

async function offersFor(site: Site, weight: RegExp): Promise<void> {
  await expect(site.calculator.status).toHaveText(FOUND, { timeout: 30_000 });
  await expect(site.calculator.offers.first().getByTestId('offer-total')).toHaveText(/\d.*₽$/);
  await expect(site.page.getByLabel('Общий вес')).toHaveValue(weight);
}

const weightField = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Вес, кг' });
const quoteAlive = (page: Page) => page.locator('[data-island="quote"][data-island-alive]');

test("a weight typed before the direction page's scripts run is sent by the HTML form", async ({ site }) => {
  const { page } = site;
  const scripts = await gate(page, ANY_SCRIPT);
  await page.goto('/route/sankt-peterburg/moskva/', { waitUntil: 'commit' });
  await weightField(page).pressSequentially('1200');
  // No script has run: the browser sends the form itself.
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Рассчитать' }).click();
  await expect(page).toHaveURL(/\/calculator\/\?from=sankt-peterburg&to=moskva&weight=1200$/);
  scripts();
  await offersFor(site, /^1\s?200$/);
});

test('what is typed before the scripts run and while the quote starts is all kept', async ({ site }) => {
  const { page } = site;
  // The islands script waits at the first gate, everything it loads at the second.
  const entry = await gate(page, isIslandsEntry);
  const chunks = await gate(page, OTHER_SCRIPT);
  await page.goto('/route/sankt-peterburg/moskva/', { waitUntil: 'commit' });
  const weight = weightField(page);
  await weight.pressSequentially('1');
  entry();
  // The islands script runs and starts the focused quote; its chunks are still held.
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await weight.pressSequentially('2');
  chunks();
  await weight.pressSequentially('0');
  await expect(quoteAlive(page)).toBeAttached({ timeout: 20_000 });
  await weight.pressSequentially('0');
  await expect(weight).toHaveValue('1200');
  await page.getByRole('main').getByRole('button', { name: 'Рассчитать' }).click();
  // The island sent it: the calculator's address as the island writes it.
  await expect(page).toHaveURL(/\/calculator\/\?from=sankt-peterburg&to=moskva&weight=1200$/);
  await offersFor(site, /^1\s?200$/);
});

test('the home page keeps the weight typed before its scripts ran while the visitor picks the cities', async ({
  site,
}) => {
  const { page } = site;
  const scripts = await gate(page, ANY_SCRIPT);
  await page.goto('/', { waitUntil: 'commit' });
  await weightField(page).pressSequentially('1200');
  scripts();
  // A click on the city field while the quote starts opens the picker once it is alive. The
  // islands script holds such clicks from the moment it runs (islands/index.ts); before it, the
  // field is the HTML form's text field. Clicked before that moment, the test raced the script.
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await site.pickCity('Откуда', async (dialog) => {
    await dialog.getByLabel('Название города').fill('Санк');
    await dialog
      .getByRole('button', { name: /^Санкт-Петербург/ })
      .first()
      .click();
  });
  await site.pickCity('Куда', async (dialog) => {
    await dialog.getByLabel('Название города').fill('Моск');
    await dialog
      .getByRole('button', { name: /^Москва/ })
      .first()
      .click();
  });
  await expect(weightField(page)).toHaveValue('1200');
  await page.getByRole('main').getByRole('button', { name: 'Рассчитать' }).click();
  await expect(page).toHaveURL(/\/calculator\/\?from=sankt-peterburg&to=moskva&weight=1200$/);
  await offersFor(site, /^1\s?200$/);
});

test("the calculator's first field keeps what is typed while the page comes alive", async ({ site }) => {
  const { page } = site;
  await page.goto('/calculator/?from=sankt-peterburg&to=moskva&weight=1', { waitUntil: 'commit' });
  const total = page.getByLabel('Общий вес');
  // Typed the moment the field is there, before the page has finished coming alive.
  await total.click();
  await total.press('ControlOrMeta+a');
  await total.pressSequentially('1200');
  await site.alive('mf_calculator', 'calculator');
  await expect(total).toHaveValue(/^1\s?200$/);
  await offersFor(site, /^1\s?200$/);
  await expect(page).toHaveURL(/weight=1200/);
});
