import type { Locator } from '@playwright/test';
import { COMPANY } from '../../shared-kernel/src/domain/company';
import { addCalendarDays } from '../../shared-kernel/src/domain/clock';
import { formatPhone } from '../../shared-kernel/src/domain/phone';
import { expect, mailTo, test } from './fixtures';

/**
 * The last gaps of the customer's way (issue 15): a courier address must reach a house, a loading
 * date moved from the account enters the timeline and is mailed, signing out ends the session on
 * the server, the company's facts are the same wherever the site shows them, and the city picker
 * speaks English (names, and a search in Latin letters). Mail is read from the outbox, as from a
 * mailbox.
 */

/** As the Russian pages and mails write a date. */
const russianDate = (date: string): string => date.split('-').reverse().join('.');

for (const width of [375, 1280]) {
  test.describe(`the last gaps at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a courier address without a house number is refused with the field’s message; with the house the order is placed and the waybill prints it', async ({
      site,
      page,
    }) => {
      test.setTimeout(180_000);
      await site.open('/');
      const email = await site.signIn();
      const { calculator } = site;
      await calculator.searchSpbMoscow();
      for (const [label, method] of [
        [/^Как сдаёте груз/, 'Курьер'],
        [/^Как получаете груз/, 'Склад'],
      ] as const) {
        await calculator.area.getByRole('combobox', { name: label }).selectOption({ label: method });
      }
      await expect(calculator.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 20_000 });
      await site.chooseOffer({ passport: false });

      const address = page.getByRole('main').getByRole('combobox', { name: /^Адрес, откуда забрать груз/ });
      const refused = page.getByText('Укажите адрес до дома: улица и номер дома');
      await address.fill('Невский проспект');
      await address.press('Escape');
      await page.getByRole('region', { name: 'Отправитель' }).getByLabel('Имя и фамилия').click();
      await expect(refused).toBeVisible();
      await expect(address).toHaveAttribute('aria-invalid', 'true');

      await site.fillParties(email);
      // Everything else is given: the address alone keeps the order from being placed.
      await expect(page.getByRole('button', { name: 'Оформить заказ' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Укажите адрес/ })).toBeVisible();

      await address.fill('Невский проспект, 28');
      await address.press('Escape');
      await page.getByRole('region', { name: 'Отправитель' }).getByLabel('Имя и фамилия').click();
      await expect(refused).toBeHidden();
      await site.submitOrder();
      expect((await site.downloadWaybill()).text).toContain('Невский проспект, 28');
      expect(await site.fitsWidth()).toBe(true);
    });

    test('a loading date moved from the account enters the timeline and is mailed; a date past the price’s window is refused', async ({
      site,
      page,
    }) => {
      test.setTimeout(180_000);
      await site.open('/');
      const email = await site.signIn();
      const number = await site.placeOrder(email);

      await site.open('/profile/orders/');
      await page.getByRole('button', { name: `Открыть заказ ${number}` }).click();
      const detail = page.getByRole('dialog', { name: new RegExp(`Заказ ${number}`) });
      await detail.getByRole('button', { name: 'Изменить дату' }).click();
      const field = detail.getByLabel('Новая дата погрузки');
      const planned = await field.inputValue();
      expect(planned).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      // Within the days the price holds (docs/orders.md): moved, in the timeline, mailed.
      const moved = addCalendarDays(planned, 2);
      await field.fill(moved);
      await detail.getByRole('button', { name: 'Сохранить' }).click();
      const timeline = detail.getByRole('list', { name: 'История статусов' });
      await expect(timeline).toContainText(`Дата погрузки перенесена на ${russianDate(moved)}`);
      await expect(detail.getByText(`Дата погрузки: ${russianDate(moved)}`).first()).toBeVisible();
      const mail = await mailTo(page, email, `Заказ ${number}: новая дата погрузки`);
      expect(mail.text).toContain(`Дата погрузки по заказу ${number} изменилась: ${russianDate(moved)}.`);

      // Far past the quote's date the price no longer holds: the order keeps its date.
      await detail.getByRole('button', { name: 'Изменить дату' }).click();
      await field.fill(addCalendarDays(planned, 30));
      await expect(detail.getByText(/^Цена действует при погрузке до \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
      await expect(detail.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
      await detail.getByRole('button', { name: 'Отмена' }).click();
      await expect(detail.getByText(`Дата погрузки: ${russianDate(moved)}`).first()).toBeVisible();
      expect(await site.fitsWidth()).toBe(true);
    });

    test('signing out ends the session on the server: the old tokens are refused, a reload stays signed out', async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      await site.open('/');
      const email = await site.signIn();
      const account = site.header.getByRole('button', { name: email });
      await expect(account).toBeVisible();
      const session = await site.storedSession();
      const profile = (accessToken: string) =>
        page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${accessToken}` } });
      expect((await profile(session.accessToken)).status()).toBe(200);

      const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/user/auth/logout'));
      await account.click();
      await page.getByRole('menuitem', { name: 'Выйти' }).click();
      expect((await loggedOut).ok()).toBe(true);
      await expect(site.header.getByRole('button', { name: 'Войти' })).toBeVisible();
      await expect(account).toHaveCount(0);

      const refresh = await page.request.post('/api/user/auth/token/refresh', {
        data: { refreshToken: session.refreshToken },
      });
      expect(refresh.status()).toBe(401);
      expect((await profile(session.accessToken)).status()).toBe(401);

      await page.reload();
      await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
      await expect(site.header.getByRole('button', { name: 'Войти' })).toBeVisible();
      await expect(site.header.getByRole('button', { name: email })).toHaveCount(0);
      const stored = await page.evaluate(() => window.localStorage.getItem('dostavka:auth'));
      expect(stored ?? '').not.toContain(session.refreshToken);
    });

    test('the footer, the contacts page and the requisites page show the kernel’s phone, address, legal name and INN', async ({
      site,
    }) => {
      const phone = formatPhone(COMPANY.phone);
      const facts = [phone, COMPANY.address, COMPANY.legalName, COMPANY.requisites.inn];
      const expectFacts = async (where: Locator) => {
        for (const fact of facts) await expect(where).toContainText(fact);
      };
      await site.open('/additional/contacts/');
      await expectFacts(site.footer);
      await expectFacts(site.remotePage('mf_content', 'contacts'));
      await site.open('/common/requisites/');
      await expectFacts(site.footer);
      await expectFacts(site.remotePage('mf_content', 'requisites'));
      await expect(site.remotePage('mf_content', 'requisites')).toContainText(COMPANY.requisites.kpp);
      expect(await site.fitsWidth()).toBe(true);
    });
  });
}

const CYRILLIC = /[\u0400-\u04FF]/;

for (const width of [375, 1280]) {
  test.describe(`the city picker in English at ${width} px`, () => {
    test.use({ locale: 'en-US', viewport: { width, height: 900 } });

    test('popular and found cities show their English names; a Latin name finds a city, and a Russian one still does', async ({
      site,
      page,
    }) => {
      // Detection runs on the home page and keeps English in a cookie.
      await site.open('/');
      await site.open('/calculator/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const area = site.calculator.area;

      await area.getByLabel('From', { exact: true }).click();
      const from = page.getByRole('dialog', { name: 'From' });
      const popular = from.getByRole('list', { name: 'Popular cities' }).getByRole('button');
      await expect(popular.first()).toHaveText(/^Saint Petersburg/);
      await expect(popular.nth(1)).toHaveText(/^Moscow/);
      for (const text of await popular.allTextContents()) expect(text).not.toMatch(CYRILLIC);
      await from.getByLabel('City name').fill('Kazan');
      const found = from.getByRole('list', { name: 'Cities found' }).getByRole('button');
      await expect(found.first()).toHaveText(/^Kazan/);
      for (const text of await found.allTextContents()) expect(text).not.toMatch(CYRILLIC);
      await found.first().click();
      await expect(from).toBeHidden();
      await expect(area.getByLabel('From', { exact: true })).toHaveValue('Kazan');

      await area.getByLabel('To', { exact: true }).click();
      const to = page.getByRole('dialog', { name: 'To' });
      await to.getByLabel('City name').fill('Екатеринбург');
      const russian = to.getByRole('list', { name: 'Cities found' }).getByRole('button');
      await expect(russian.first()).toHaveText(/^Ekaterinburg/);
      await russian.first().click();
      await expect(to).toBeHidden();
      await expect(area.getByLabel('To', { exact: true })).toHaveValue('Ekaterinburg');
      expect(await site.fitsWidth()).toBe(true);
    });
  });
}
