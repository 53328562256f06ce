import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, locks the page scroll, and leads to a sub-page', async ({ site }) => {
    await site.open('/');
    await expect(site.header.getByRole('navigation')).toBeHidden();
    await site.header.getByRole('button', { name: 'Открыть меню' }).click();
    const menu = site.page.getByRole('navigation', { name: 'Основное меню' });
    await expect(menu).toBeVisible();
    await expect(site.page.locator('body')).toHaveCSS('overflow', 'hidden');

    await menu.getByRole('button', { name: 'О компании' }).click();
    await menu.getByRole('button', { name: 'Автопарк' }).click();
    await expect(site.remotePage('mf_content', 'autopark')).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(site.page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('a phone to tap: in the header and in the opened menu', async ({ site }) => {
    for (const path of ['/', '/calculator/']) {
      await site.open(path);
      // The header's one phone shown at this width (the wide layout's is there too, hidden).
      const call = site.header.locator('a[href^="tel:"]:visible');
      await expect(call).toHaveCount(1);
      await expect(call.first()).toBeVisible();
      await expect(call.first()).toHaveAttribute('href', /^tel:\+7\d{10}$/);
      await site.header.getByRole('button', { name: 'Открыть меню' }).click();
      const menu = site.page.getByRole('navigation', { name: 'Основное меню' });
      await expect(menu.locator('a[href^="tel:"]')).toBeVisible();
      await site.page.keyboard.press('Escape');
    }
  });

  test('on the landing the menu scrolls to its sections: fleet and request', async ({ site }) => {
    await site.open('/allottedLanding/');
    const landing = await site.alive('mf_content', 'landing');
    // Sections of the page itself: scrolled to smoothly, the address stays.
    for (const [item, heading] of [
      ['Автопарк', 'Наши машины'],
      ['Оставить заявку', 'Оставить заявку'],
    ] as const) {
      await site.header.getByRole('button', { name: 'Открыть меню' }).click();
      await site.page
        .getByRole('navigation', { name: 'Основное меню' })
        .getByRole('button', { name: item })
        .last()
        .click();
      await expect(landing.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    }
    // The fleet is the calculator's: every vehicle of the car list, lightest first.
    await expect(landing.locator('#fleet article').first()).toContainText('1,5');
    await landing.getByRole('button', { name: 'Заказать звонок' }).click();
    await expect(site.page.getByRole('dialog', { name: 'Заказать звонок' })).toBeVisible();
  });

  test('the viewport cookie remembers the breakpoint for a year, same-site strict', async ({ site }) => {
    await site.open('/tracking/');
    await expect
      .poll(async () => (await site.page.context().cookies()).find((c) => c.name === 'viewport')?.value)
      .toBe('xs');
    const cookie = (await site.page.context().cookies()).find((c) => c.name === 'viewport');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  });

  test('the feedback modal is full screen on a phone', async ({ site }) => {
    await site.open('/');
    await site.header.getByRole('button', { name: 'Открыть меню' }).click();
    await site.page.getByRole('button', { name: 'Написать нам' }).click();
    const dialog = site.page.getByRole('dialog', { name: 'Написать нам' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
  });
});

for (const width of [375, 769, 1024, 1280, 1440, 1600]) {
  test(`the header fits ${width} px without a horizontal scroll`, async ({ site }) => {
    await site.page.setViewportSize({ width, height: 800 });
    await site.open('/');
    const sizes = await site.page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      header: document.querySelector('header')!.scrollWidth,
    }));
    expect(sizes).toEqual({ page: width, header: width });
    // Feedback and callback are always one click away: in the header, or in the menu below 1280 px.
    const feedback = site.header.getByRole('button', { name: 'Написать нам' });
    if (width >= 769) await expect(feedback).toBeVisible();
    else await expect(site.header.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the phone in the header is a link to tap', async ({ site }) => {
    await site.open('/');
    const call = site.header.locator('a[href^="tel:"]');
    await expect(call.filter({ visible: true })).toHaveCount(1);
  });

  test('the header menu opens a section with the keyboard and closes on Escape', async ({ site }) => {
    await site.open('/');
    const section = site.header.getByRole('button', { name: 'О компании' });
    await section.focus();
    await site.page.keyboard.press('Enter');
    const menu = site.page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Контакты' })).toBeVisible();
    await site.page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(section).toBeFocused();
  });

  test('modals trap focus and close on Escape', async ({ site }) => {
    await site.open('/');
    await site.header.getByRole('button', { name: 'Заказать звонок' }).click();
    const dialog = site.page.getByRole('dialog', { name: 'Заказать звонок' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      await site.page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await site.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the sign-in modal goes back from the code step to an empty e-mail step, then closes', async ({
    site,
  }) => {
    await site.open('/');
    await site.header.getByRole('button', { name: 'Войти' }).click();
    const dialog = site.page.getByRole('dialog', { name: 'Вход' });
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the language choice survives a reload', async ({ site }) => {
    await site.open('/additional/contacts/');
    await site.header.getByRole('button', { name: 'English' }).click();
    await expect(site.header.getByRole('button', { name: 'Request a call' })).toBeVisible();
    await site.page.reload();
    await expect(site.header.getByRole('button', { name: 'Request a call' })).toBeVisible();
    await expect(site.page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the home page has no serious or critical accessibility violation', async ({ site }) => {
    await site.open('/');
    await expect(site.remotePage('mf_content', 'home')).toBeVisible();
    const results = await new AxeBuilder({ page: site.page }).analyze();
    const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});
