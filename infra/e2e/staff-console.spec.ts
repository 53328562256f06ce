import type { Browser, Page } from '@playwright/test';
import { STAFF } from './accounts';
import { expect, Site, test } from './fixtures';

const STAFF_EMAIL = STAFF.console;

// The journey changes the staff-inbox flag for a while: the 404 check runs before it, in order.
test.describe.configure({ mode: 'serial' });

/** A second visitor in a browser of their own (cookies and storage apart), at 1280 px. */
async function otherVisitor(browser: Browser): Promise<{ site: Site; page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { site: new Site(page), page, close: () => context.close() };
}

/** Nine random digits after 912: a number of its own, so the per-phone limit stays out of the way. */
const randomPhone = () => `912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const shown = (digits: string) =>
  `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8, 10)}`;

test('the inbox and the flags pages do not exist for a customer: the 404 page and status 404', async ({
  site,
}) => {
  await site.open('/');
  await site.signIn();
  for (const path of ['/staff/inbox/', '/staff/flags/']) {
    const response = await site.open(path);
    expect(response?.status()).toBe(404);
    await expect(site.notFound).toBeVisible();
  }
  await expect(site.header.getByRole('button', { name: 'Персонал' })).toHaveCount(0);
});

test('a callback request reaches the inbox with its count, is taken and done; an admin switches it off and on; its role never goes below the module’s', async ({
  site,
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A visitor asks for a call back.
  const visitor = await otherVisitor(browser);
  await visitor.site.open('/');
  const phone = randomPhone();
  await visitor.site.header.getByRole('button', { name: 'Заказать звонок' }).click();
  const dialog = visitor.page.getByRole('dialog', { name: 'Заказать звонок' });
  await dialog.getByLabel('Телефон').fill(`8${phone}`);
  await visitor.site.solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(visitor.page.getByText('Заявка принята')).toBeVisible();
  // The visitor signs in, to be looked at from the flags page later.
  const customerEmail = await visitor.site.signIn();

  // Staff see the count of new items beside the inbox in the staff menu.
  await site.open('/');
  await site.signIn(STAFF_EMAIL);
  const staffMenu = site.header.getByRole('button', { name: 'Персонал' });
  await expect(staffMenu.locator('[data-menu-count]')).toHaveText(/^[1-9]\d*$/);
  await staffMenu.click();
  const entry = page.getByRole('menuitem', { name: /Входящие/ });
  await expect(entry.locator('[data-menu-count]')).toHaveText(/^[1-9]\d*$/);
  await entry.click();
  const inbox = await site.alive('mf_account', 'inbox');
  await expect(inbox.getByRole('heading', { name: 'Входящие', level: 1 })).toBeVisible();

  const row = inbox.locator('[data-inbox-item]').filter({ hasText: shown(phone) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Обратный звонок');
  await expect(row).toContainText('roistat:');
  await row.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(row).toContainText(`Взял: ${STAFF_EMAIL}`);
  await expect(row.getByRole('button', { name: 'Взять в работу' })).toHaveCount(0);

  // Done needs the outcome.
  const form = row.getByRole('form', { name: 'Обработка' });
  await form.getByRole('combobox', { name: 'Состояние' }).click();
  await page.getByRole('option', { name: 'Готово' }).click();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Напишите результат, чтобы отметить готовым')).toBeVisible();
  await form.getByRole('textbox', { name: 'Результат' }).fill('Перезвонили, клиент оформит заказ сам');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(row).toContainText('Результат: Перезвонили, клиент оформит заказ сам');

  // The filter by state finds it among the done ones.
  await inbox
    .getByRole('search')
    .getByRole('combobox', { name: 'Состояние' })
    .selectOption({ label: 'Готово' });
  await expect(inbox.locator('[data-inbox-item]').filter({ hasText: shown(phone) })).toHaveCount(1);

  // The flags page: the customer does not get the inbox (their role is below the module's).
  await site.header.getByRole('button', { name: 'Персонал' }).click();
  await page.getByRole('menuitem', { name: 'Флаги' }).click();
  const flags = await site.alive('mf_account', 'flags');
  const preview = flags.getByRole('form', { name: 'Что увидит пользователь' });
  await preview.getByRole('textbox', { name: 'E-mail учётной записи' }).fill(customerEmail);
  await preview.getByRole('button', { name: 'Показать' }).click();
  const previewRow = flags.locator('[data-preview-flag="staff-inbox"]');
  await expect(previewRow).toContainText('выкл.');
  await expect(previewRow).toContainText('роль ниже нужной');

  // The inbox's flag cannot open it below the module's lowest role: the form offers EMPLOYEE and up.
  const card = flags.locator('[data-flag="staff-inbox"]');
  const rules = card.getByRole('form', { name: 'Правила staff-inbox' });
  await rules.getByRole('combobox', { name: 'Наименьшая роль' }).click();
  await expect(page.getByRole('option')).toHaveText(['EMPLOYEE', 'MODERATOR', 'ADMIN']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);

  // The administrator switches the inbox off: "what would this user see" says so for themselves,
  // and their own staff menu loses the inbox at the next navigation; then it is switched on again.
  const switchInbox = async (on: boolean) => {
    await rules.getByRole('switch', { name: 'Включён' }).setChecked(on);
    await rules.getByRole('button', { name: 'Сохранить' }).click();
    await expect(card.getByText(/^Сохранено/)).toBeVisible();
  };
  await switchInbox(false);
  try {
    await preview.getByRole('textbox', { name: 'E-mail учётной записи' }).fill(STAFF_EMAIL);
    await preview.getByRole('button', { name: 'Показать' }).click();
    await expect(previewRow).toContainText('выкл.');
    await expect(previewRow).toContainText('выключен');

    await site.header.getByRole('link', { name: 'Отслеживание' }).click();
    await expect(page).toHaveURL(/\/tracking\/$/);
    await staffMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Флаги' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Входящие/ })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Флаги' }).click();
    await site.alive('mf_account', 'flags');
  } finally {
    await switchInbox(true);
  }
  // On again, the inbox is back in the menu.
  await site.header.getByRole('link', { name: 'Отслеживание' }).click();
  await staffMenu.click();
  await expect(page.getByRole('menuitem', { name: /Входящие/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await visitor.close();
});
