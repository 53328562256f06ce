import type { Locator, Page } from '@playwright/test';
import type { OutboxMails } from '../server/src/schemas/outbox-mail';
import { expect, freshEmail, test, type Site } from './fixtures';

/**
 * Signing in never fails the customer (issue 15, point 3): a guest's double click on the order's
 * submit opens sign-in once, "send the code again" counts down, and a used-up code or a limited
 * address says so. Codes are read from the outbox, as from a mailbox.
 */

/** Every code mailed to an address, newest first. */
async function mailedCodes(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/api/user/outbox?to=${encodeURIComponent(email)}&limit=20`);
  const { mails } = (await response.json()) as OutboxMails;
  return mails.map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1] ?? '').filter(Boolean);
}

/** Opens the header's sign-in, types the address and asks for a code; returns the code step. */
async function askForCode(site: Site, email: string): Promise<Locator> {
  await site.header.getByRole('button', { name: 'Войти' }).click();
  const dialog = site.page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('E-mail').fill(email);
  await site.solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  const codeStep = site.page.getByRole('dialog', { name: 'Код из письма' });
  await expect(codeStep).toBeVisible();
  return codeStep;
}

async function typeCode(codeStep: Locator, code: string): Promise<void> {
  await codeStep.getByRole('textbox', { name: 'Код' }).fill(code);
  await codeStep.getByRole('button', { name: 'Войти' }).click();
}

for (const width of [375, 1280]) {
  test.describe(`sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a guest’s double click on “Оформить заказ” opens sign-in once, it stays open with the order’s e-mail, and the order goes on', async ({
      site,
      page,
    }) => {
      test.setTimeout(150_000);
      const email = freshEmail();
      await site.open('/');
      await site.fillShortOrder(email);
      await page.getByRole('button', { name: 'Оформить заказ' }).dblclick();
      const dialog = page.getByRole('dialog', { name: 'Вход' });
      await expect(dialog).toBeVisible();
      // Well past the moment the second click landed: still open, and only one.
      await page.waitForTimeout(1500);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
      await expect(dialog.getByText('Подставили e-mail из заказа — его можно изменить.')).toBeVisible();

      await site.signInInModal(email);
      await expect(page.getByTestId('order-number')).toHaveText(/^[A-Z]-\d{8}$/, { timeout: 30_000 });
    });

    test('“send the code again” counts down, then sends a new code and the old one is dead', async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      // The page's clock is the test's: the countdown is run forward instead of waited out.
      await page.clock.install();
      const email = freshEmail();
      await site.open('/');
      const codeStep = await askForCode(site, email);
      const first = await site.mailedCode(email);

      const resend = codeStep.getByRole('button', { name: /^Отправить/ });
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(/^Отправить ещё раз через (5\d|60) с$/);
      await page.clock.fastForward('00:30');
      await expect(resend).toHaveText(/^Отправить ещё раз через ([12]\d|30) с$/);
      await expect(resend).toBeDisabled();
      await page.clock.fastForward('00:31');
      await expect(resend).toHaveText('Отправить код ещё раз');
      await expect(resend).toBeEnabled();

      await resend.click();
      await expect(page.getByText('Новый код отправлен')).toBeVisible();
      await expect.poll(async () => (await mailedCodes(page, email)).length).toBe(2);
      const [second] = await mailedCodes(page, email);
      expect(second).not.toBe(first);
      // The countdown starts again from the new code.
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(/^Отправить ещё раз через (5\d|60) с$/);

      await typeCode(codeStep, first);
      await expect(codeStep.getByText('Неверный или устаревший код')).toBeVisible();
      await typeCode(codeStep, second!);
      await expect(codeStep).toBeHidden();
      await expect(site.header.getByRole('button', { name: 'Войти' })).toHaveCount(0);
      // The toast that says so stays clear of the header: the account's menu opens at once.
      const toast = page.getByRole('alert').filter({ hasText: 'Вы вошли в личный кабинет' });
      await expect(toast).toBeVisible();
      const header = (await site.header.boundingBox())!;
      expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      await site.header.getByRole('button', { name: email }).click({ timeout: 5_000 });
      await expect(page.getByRole('menuitem', { name: 'Мои заказы' })).toBeVisible();
    });

    test('a code tried wrongly five times is used up: the right one is refused with a clear message', async ({
      site,
    }) => {
      const email = freshEmail();
      await site.open('/');
      const codeStep = await askForCode(site, email);
      const code = await site.mailedCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt++) {
        await typeCode(codeStep, wrong);
        await expect(codeStep.getByText('Неверный или устаревший код')).toBeVisible();
        await codeStep.getByRole('textbox', { name: 'Код' }).fill('');
      }
      await typeCode(codeStep, code);
      await expect(
        codeStep.getByText(
          'Этот код больше не действует: его срок истёк или было 5 неверных попыток. Запросите новый код.',
        ),
      ).toBeVisible();
      await expect(codeStep.getByRole('button', { name: 'Войти' })).toBeDisabled();
      await expect(codeStep).toBeVisible();
    });

    test('an address that was sent too many codes says for how long it is limited', async ({
      site,
      page,
    }) => {
      const email = freshEmail();
      // Three codes in a minute, asked for elsewhere (another tab, someone else).
      for (let sent = 0; sent < 3; sent++) {
        const response = await page.request.post('/api/user/auth/signup/email', { data: { email } });
        expect(response.status()).toBe(200);
      }
      await site.open('/');
      await site.header.getByRole('button', { name: 'Войти' }).click();
      const dialog = page.getByRole('dialog', { name: 'Вход' });
      await dialog.getByLabel('E-mail').fill(email);
      await site.solveCaptcha(dialog);
      await dialog.getByRole('button', { name: 'Получить код' }).click();
      await expect(
        page.getByText(/^Для этого адреса отправлено слишком много кодов\. Попробуйте через \d+ мин\.$/),
      ).toBeVisible();
      // The visitor stays on the e-mail step, the address kept.
      await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
      expect(await mailedCodes(page, email)).toHaveLength(3);
    });
  });
}
