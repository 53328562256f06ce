import type { Page } from '@playwright/test';
import { expect, test, type Site } from './fixtures';

/**
 * Issue 38, item 2: on a phone a dialog or a picker fills the screen, and the browser's Back is how
 * people close it. Back closes it and leaves the page where it was (the same document, the form as
 * it was); the next Back leaves the page. A dialog closed by its own means (a city chosen, a page
 * of the menu) leaves no entry behind.
 */

/** Marks the document: a page that is still the same document (not loaded again) keeps the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { backMark: number }).backMark = 38));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { backMark?: number }).backMark);
const pathname = (page: Page) => new URL(page.url()).pathname;

/**
 * Back as the visitor presses it once the open dialog has its history entry (pushed as it opens:
 * a person is never faster than that, a test may be).
 */
async function back(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => (window.history.state as { dostavkaDialog?: unknown } | null)?.dostavkaDialog !== undefined,
      ),
    )
    .toBe(true);
  await page.goBack();
}

for (const width of [375, 1280]) {
  test.describe(`Back closes dialogs at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('/ → /calculator/ → «Куда» → Back: the picker closes and the calculator stays as it was; Back again: /', async ({
      site,
      page,
    }) => {
      await site.open('/');
      await site.open('/calculator/');
      const { calculator } = site;
      await calculator.pickCity('Откуда', 'Санкт-Петербург');
      await calculator.addPlace('Паллета');
      const places = await calculator.places.count();
      // The calculator keeps its state in the address, written once the input settles.
      await expect(page).toHaveURL(/[?&]from=sankt-peterburg/);
      await mark(page);

      await calculator.area.getByLabel('Куда', { exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Куда' });
      await expect(picker).toBeVisible();
      await picker.getByLabel('Название города').fill('Тве');
      await back(page);
      await expect(picker).toBeHidden();
      const url = new URL(page.url());
      expect(url.pathname).toBe('/calculator/');
      expect(url.searchParams.get('from')).toBe('sankt-peterburg');
      expect(url.searchParams.has('to')).toBe(false);
      expect(await marked(page)).toBe(38);
      await expect(calculator.area.getByLabel('Откуда', { exact: true })).toHaveValue('Санкт-Петербург');
      await expect(calculator.area.getByLabel('Куда', { exact: true })).toHaveValue('');
      await expect(calculator.places).toHaveCount(places);

      await page.goBack();
      await expect.poll(() => pathname(page)).toBe('/');
      await expect(site.remotePage('mf_content', 'home')).toBeVisible();
    });

    test('a city chosen takes the picker’s entry with it: one Back leaves the calculator', async ({
      site,
      page,
    }) => {
      await site.open('/');
      await site.open('/calculator/');
      await site.calculator.pickCity('Куда', 'Москва');
      await page.goBack();
      await expect.poll(() => pathname(page)).toBe('/');
      await expect(site.remotePage('mf_content', 'home')).toBeVisible();
    });

    test('the home page’s quote (no router there): Back closes its picker, the page stays', async ({
      site,
      page,
    }) => {
      await site.open('/tracking/');
      await site.open('/');
      await mark(page);
      await page.getByRole('main').getByLabel('Куда', { exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Куда' });
      await expect(picker).toBeVisible();
      await back(page);
      await expect(picker).toBeHidden();
      expect(pathname(page)).toBe('/');
      expect(await marked(page)).toBe(38);
      await page.goBack();
      await expect.poll(() => pathname(page)).toBe('/tracking/');
    });

    test('the sign-in modal closes on Back and the page stays', async ({ site, page }) => {
      await site.open('/');
      await site.open('/calculator/');
      await mark(page);
      await site.header.getByRole('button', { name: 'Войти' }).click();
      const dialog = page.getByRole('dialog', { name: 'Вход' });
      await expect(dialog).toBeVisible();
      await back(page);
      await expect(dialog).toBeHidden();
      expect(pathname(page)).toBe('/calculator/');
      expect(await marked(page)).toBe(38);
      await page.goBack();
      await expect.poll(() => pathname(page)).toBe('/');
    });
  });
}

test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const openMenu = async (site: Site) => {
    await site.header.getByRole('button', { name: 'Открыть меню' }).click();
    const menu = site.page.getByRole('navigation', { name: 'Основное меню' });
    await expect(menu).toBeVisible();
    return menu;
  };

  for (const path of ['/', '/calculator/']) {
    test(`on ${path}: Back closes the menu and the page stays; Back again leaves it`, async ({
      site,
      page,
    }) => {
      await site.open('/tracking/');
      await site.open(path);
      await mark(page);
      const menu = await openMenu(site);
      await back(page);
      await expect(menu).toBeHidden();
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
      expect(pathname(page)).toBe(path);
      expect(await marked(page)).toBe(38);
      await page.goBack();
      await expect.poll(() => pathname(page)).toBe('/tracking/');
    });

    test(`on ${path}: a page chosen in the menu, then Back, returns to ${path} at once`, async ({
      site,
      page,
    }) => {
      await site.open('/tracking/');
      await site.open(path);
      const menu = await openMenu(site);
      await menu.getByRole('button', { name: 'О компании' }).click();
      await menu.getByRole('button', { name: 'Автопарк' }).click();
      await expect(site.remotePage('mf_content', 'autopark')).toBeVisible();
      await page.goBack();
      await expect.poll(() => pathname(page)).toBe(path);
      await page.goBack();
      await expect.poll(() => pathname(page)).toBe('/tracking/');
    });
  }

  test('the menu hands its entry to the contact form it opens: Back closes the form, the page stays', async ({
    site,
    page,
  }) => {
    await site.open('/tracking/');
    await site.open('/calculator/');
    await mark(page);
    await openMenu(site);
    await page.getByRole('button', { name: 'Написать нам' }).click();
    const dialog = page.getByRole('dialog', { name: 'Написать нам' });
    await expect(dialog).toBeVisible();
    await back(page);
    await expect(dialog).toBeHidden();
    expect(pathname(page)).toBe('/calculator/');
    expect(await marked(page)).toBe(38);
    // The menu's entry was the form's: the next Back leaves the page.
    await page.goBack();
    await expect.poll(() => pathname(page)).toBe('/tracking/');
  });
});
