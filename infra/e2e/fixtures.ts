import fs from 'node:fs/promises';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { OutboxMail, OutboxMails } from '../server/src/schemas/outbox-mail';
import { pdfText } from './pdf-text';

/** An address nobody has used yet: a new visitor. */
export const freshEmail = (): string => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@mail.ru`;

/** The newest mail to an address with that subject, read from the outbox once it has come. */
export async function mailTo(page: Page, email: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/user/outbox?to=${encodeURIComponent(email)}&limit=20`);
        found = ((await response.json()) as OutboxMails).mails.find((mail) => mail.subject === subject);
        return found?.subject;
      },
      { timeout: 20_000 },
    )
    .toBe(subject);
  return found!;
}

/** The site as a visitor sees it: header, footer and the area a remote page fills. */
export class Site {
  constructor(readonly page: Page) {}

  /** Opens a page and waits until the shell is interactive (a server-rendered one, hydrated). */
  async open(path: string) {
    const response = await this.page.goto(path);
    await expect(this.page.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
    return response;
  }

  get header(): Locator {
    return this.page.locator('header');
  }

  get footer(): Locator {
    return this.page.locator('footer');
  }

  remotePage(remote: string, page: string): Locator {
    return this.page.locator(`[data-remote="${remote}"][data-page="${page}"]`);
  }

  /**
   * A remote page once its code runs (a server-rendered application page shows before it
   * reacts). A content page opened as a document is islands: the page is HTML that answers at
   * once (the islands script holds what is done in a part until the part is alive), so it is
   * there when visible; opened from the single-page app, it is a parcel that says when it is alive.
   */
  async alive(remote: string, page: string): Promise<Locator> {
    const islands =
      remote === 'mf_content' && (await this.page.locator('script[src*="/static/js/islands."]').count()) > 0;
    const area = this.page.locator(
      `[data-remote="${remote}"][data-page="${page}"]${islands ? '' : '[data-alive]'}`,
    );
    await expect(area).toBeVisible({ timeout: 20_000 });
    return area;
  }

  get areaFallback(): Locator {
    return this.page.getByRole('main').getByRole('alert');
  }

  /** The newest six-digit code mailed to an address, read from the server's outbox. */
  async mailedCode(email: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const response = await this.page.request.get(
          `/api/user/outbox?to=${encodeURIComponent(email)}&limit=1`,
        );
        const [mail] = ((await response.json()) as OutboxMails).mails;
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code ?? '';
  }

  /**
   * Solves the ALTCHA proof of work inside a dialog, as a visitor does by ticking it (it may
   * already have started on its own when the form got focus).
   */
  async solveCaptcha(dialog: Locator): Promise<void> {
    const state = dialog.locator('altcha-widget .altcha');
    await expect(state).toHaveAttribute('data-state', /.+/);
    if ((await state.getAttribute('data-state')) === 'unverified')
      await dialog.getByText('Я не робот').click();
    await expect(state).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  }

  /** Signs in through the header's sign-in modal with a fresh address. */
  async signIn(email = freshEmail()): Promise<string> {
    await this.header.getByRole('button', { name: 'Войти' }).click();
    return this.signInInModal(email);
  }

  /** Signs in through the sign-in modal that is already open (a page asked for it). */
  async signInInModal(email = freshEmail()): Promise<string> {
    const dialog = this.page.getByRole('dialog', { name: 'Вход' });
    await dialog.getByLabel('E-mail').fill(email);
    await this.solveCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Получить код' }).click();
    const codeStep = this.page.getByRole('dialog', { name: 'Код из письма' });
    await codeStep.getByRole('textbox', { name: 'Код' }).fill(await this.mailedCode(email));
    await codeStep.getByRole('button', { name: 'Войти' }).click();
    await expect(codeStep).toBeHidden();
    return email;
  }

  get notFound(): Locator {
    return this.page.getByRole('heading', { name: 'This page could not be found' });
  }

  /** Opens the city picker of a field of the page ('Откуда', 'Куда'), lets `choose` pick, and waits for it to close. */
  async pickCity(field: 'Откуда' | 'Куда', choose: (dialog: Locator) => Promise<void>): Promise<void> {
    await this.page.getByRole('main').getByLabel(field, { exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: field });
    await expect(dialog).toBeVisible();
    await choose(dialog);
    await expect(dialog).toBeHidden();
  }

  /** The calculator's page object (one of /calculator/, /calculator/gazelles/, /calculator/truck/). */
  get calculator(): CalculatorPage {
    return new CalculatorPage(this.page);
  }

  /**
   * From an open calculator with a Saint Petersburg -> Moscow search (see
   * `calculator.searchSpbMoscow()`), chooses the first offer on show and lands on /order/.
   * Returns the chosen offer's company and total as the card showed them.
   */
  async chooseOffer({ passport }: { passport?: boolean } = {}): Promise<{ company: string; total: string }> {
    // Optionally an offer that asks for passports (or one that does not).
    const needsPassport = { hasText: 'Понадобятся паспортные данные' };
    const offers =
      passport === undefined
        ? this.calculator.offers
        : passport
          ? this.calculator.offers.filter(needsPassport)
          : this.calculator.offers.filter({ hasNotText: needsPassport.hasText });
    const card = offers.first();
    await expect(card).toBeVisible();
    const company = (await card.getByRole('heading').textContent()) ?? '';
    const total = (await card.getByTestId('offer-total').textContent()) ?? '';
    await card.getByRole('button', { name: /^Выбрать/ }).click();
    await expect(this.page).toHaveURL(/\/order\/$/);
    await expect(this.remotePage('mf_order', 'order')).toBeVisible();
    await this.choosePoints();
    return { company, total };
  }

  /**
   * A signed-in customer's shortest order: Saint Petersburg -> Moscow terminal to terminal, the
   * first offer without passports, a sender (with `email`) and a recipient. Stops before the submit.
   */
  async fillShortOrder(email: string): Promise<void> {
    await this.calculator.searchSpbMoscow();
    await this.calculator.terminalToTerminal();
    await this.chooseOffer({ passport: false });
    await this.fillParties(email);
  }

  /** The short order's parties on the order page: a sender (with `email`) and a recipient. */
  async fillParties(email: string): Promise<void> {
    const sender = this.page.getByRole('region', { name: 'Отправитель' });
    await sender.getByLabel('Имя и фамилия').fill('Анна Смирнова');
    await sender.getByLabel('Телефон').fill('9110000001');
    await sender.getByLabel('E-mail').fill(email);
    const recipient = this.page.getByRole('region', { name: 'Получатель' });
    await recipient.getByLabel('Имя и фамилия').fill('Олег Смирнов');
    await recipient.getByLabel('Телефон').fill('9110000002');
  }

  /** Submits the order page's order; returns its number once the page shows it. */
  async submitOrder(): Promise<string> {
    await this.page.getByRole('button', { name: 'Оформить заказ' }).click();
    const number = this.page.getByTestId('order-number');
    await expect(number).toHaveText(/^[A-Z]-\d{8}$/, { timeout: 30_000 });
    return (await number.textContent()) ?? '';
  }

  /** A signed-in customer's short order (`fillShortOrder`), placed; returns its number. */
  async placeOrder(email: string): Promise<string> {
    await this.fillShortOrder(email);
    return this.submitOrder();
  }

  /** The placed order's waybill, downloaded as the customer does: its file name and its text. */
  async downloadWaybill(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Скачать накладную (PDF)' }).click(),
    ]);
    return { name: download.suggestedFilename(), text: pdfText(await fs.readFile(await download.path())) };
  }

  /** The session the page keeps in its storage (the auth store's snapshot). */
  async storedSession(): Promise<{ accessToken: string; refreshToken: string }> {
    const text = await this.page.evaluate(() => window.localStorage.getItem('dostavka:auth'));
    const { jwt } = JSON.parse(text ?? '{}') as { jwt?: { accessToken: string; refreshToken: string } };
    expect(jwt?.refreshToken).toBeTruthy();
    return jwt!;
  }

  /** Whether the page is no wider than the viewport (no horizontal scroll). */
  fitsWidth(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  }

  /**
   * At a hand-over at a terminal, office or locker the order asks which of the carrier's points:
   * the first one that takes the cargo, at each end that asks (`pick` names another by its label).
   */
  async choosePoints(pick?: { from?: RegExp; to?: RegExp }): Promise<void> {
    const ends = [
      ['Где передадите груз', pick?.from],
      ['Где получите груз', pick?.to],
    ] as const;
    // The form is there once its submit button is (the points' titles render with it).
    await expect(this.page.getByRole('button', { name: /^(Укажите|Оформить заказ)/ })).toBeVisible();
    for (const [title, wanted] of ends) {
      if ((await this.page.getByText(title, { exact: true }).count()) === 0) continue;
      const group = this.page.getByRole('radiogroup', { name: title });
      const point = wanted
        ? group.getByRole('radio', { name: wanted })
        : group.locator('[role="radio"][aria-disabled="false"]').first();
      await point.click();
      await expect(point).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
    }
  }
}

/** The calculator as a visitor uses it: the city picker, the cargo places and the offers. */
export class CalculatorPage {
  constructor(readonly page: Page) {}

  get area(): Locator {
    return this.page.locator('[data-remote="mf_calculator"]');
  }

  get offers(): Locator {
    return this.page.getByRole('list', { name: 'Предложения' }).getByRole('article');
  }

  get status(): Locator {
    return this.page.locator('#offers').getByRole('status');
  }

  /** Opens the picker of one end and chooses the city: from the popular ones, else by typing its name. */
  async pickCity(side: 'Откуда' | 'Куда', name: string): Promise<void> {
    await this.area.getByLabel(side, { exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: side });
    const popular = dialog.getByRole('list', { name: 'Популярные города' });
    await expect(popular.getByRole('button').first()).toBeVisible();
    const listed = popular.getByRole('button', { name: new RegExp(`^${name}`) });
    if ((await listed.count()) > 0) {
      await listed.first().click();
    } else {
      await dialog.getByLabel('Название города').fill(name);
      await dialog
        .getByRole('list', { name: 'Найденные города' })
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .first()
        .click();
    }
    await expect(dialog).toBeHidden();
    await expect(this.area.getByLabel(side, { exact: true })).toHaveValue(name);
  }

  /** Adds a place packed as one of the presets ('Паллета', 'Коробка', 'Свой груз', ...). */
  async addPlace(preset: string): Promise<Locator> {
    const before = await this.places.count();
    await this.area.getByRole('button', { name: `Добавить место: ${preset}` }).click();
    const place = this.places.nth(before);
    await expect(place).toBeVisible();
    return place;
  }

  get places(): Locator {
    return this.area.getByRole('region', { name: /^Место \d+$/ });
  }

  /** Opens /calculator/ and searches Saint Petersburg -> Moscow with two pallets; waits for the offers. */
  /** Both ends handed over at a terminal ('Склад'); the search starts anew. */
  async terminalToTerminal(): Promise<void> {
    for (const label of [/^Как сдаёте груз/, /^Как получаете груз/]) {
      await this.area.getByRole('combobox', { name: label }).selectOption({ label: 'Склад' });
    }
    await expect(this.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 20_000 });
  }

  async searchSpbMoscow(): Promise<void> {
    await this.page.goto('/calculator/');
    await this.pickCity('Откуда', 'Санкт-Петербург');
    await this.pickCity('Куда', 'Москва');
    const place = await this.addPlace('Паллета');
    await place.getByRole('button', { name: 'Больше' }).click();
    await expect(place.getByLabel('Кол-во')).toHaveValue('2');
    await expect(this.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 20_000 });
  }
}

export const test = base.extend<{ site: Site }>({
  site: async ({ page }, use) => {
    await use(new Site(page));
  },
});

export { expect };
