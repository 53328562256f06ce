/**
 * The real carriers end to end (issue 35), offline: СДЭК, Деловые Линии and ПЭК pointed at their
 * local fakes (infra/server/test/carriers, the contract tests' fakes, built from each carrier's
 * documentation), on a server of its own (the other specs' server runs without carriers). A
 * visitor sees the carriers' offers beside the company's own in the calculator and the carriers'
 * own terminals and offices on the order page; staff see each carrier API's state on
 * /staff/carriers/ and sync its points again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../server/test/faults';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { PickupPoint } from '@dostavka/shared-kernel/contract';
import type { CarrierFake } from '../server/test/carrier-fake';
import { CARRIER_FAKES } from '../server/test/carriers';
import { STAFF } from './accounts';
import { expect, Site, test } from './fixtures';

const STAFF_EMAIL = STAFF.carriers;
const ROOT = path.resolve(__dirname, '../..');
const SPB = '7800000000000';
const MOSCOW = '7700000000000';
/** Saint Petersburg -> Moscow, 20 kg in 0.2 m³, handed over at each end as given (the calculator's address state). */
const route = (method: string) =>
  `/calculator/?from=sankt-peterburg&to=moskva&weight=20&volume=0.2&fromMethod=${method}&toMethod=${method}`;

test.describe.configure({ mode: 'serial' });

let work = '';
let site: ChildProcess | null = null;
let siteUrl = '';
let serverLog = '';
const fakes = new Map<string, CarrierFake>();

/** A wait that, when it fails, says what the server last wrote to its error output. */
async function withServerLog(what: string, wait: Promise<void>): Promise<void> {
  try {
    await wait;
  } catch (error) {
    throw new Error(`${what}; the server's last words:\n${serverLog}`, { cause: error });
  }
}

/** A carrier's points in a city, as the order page asks for them. */
async function pointsOf(city: string, provider: string): Promise<PickupPoint[]> {
  const response = await fetch(`${siteUrl}/api/content/points?city=${city}&provider=${provider}`).catch(
    () => null,
  );
  if (!response?.ok) return [];
  return ((await response.json()) as { data: PickupPoint[] }).data;
}

/** A visitor in a browser of their own, on this spec's server. */
async function visitor(browser: Browser, width = 1280) {
  const context = await browser.newContext({
    baseURL: siteUrl,
    locale: 'ru-RU',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  return { page, site: new Site(page), close: () => context.close() };
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'dostavka-carriers-e2e-'));
  // Every carrier's fake, answering at once; their env points the adapters at them, credentials included.
  const env: Record<string, string> = {};
  for (const module of CARRIER_FAKES) {
    const fake = await module.start();
    fakes.set(module.slug, fake);
    Object.assign(env, module.env(fake));
  }

  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'infra/dist/server.cjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      LIKENESS_INDEX: 'false',
      OUTBOX_HTTP: 'true',
      SIGN_IN_CODES_PER_IP: '1000',
      ADMIN_EMAILS: STAFF_EMAIL,
    },
  });
  // The last of what the server said, for a start that fails.
  site.stderr?.on('data', (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-4000)));
  await withServerLog(
    'the server did not start',
    expect
      .poll(async () => (await fetch(`${siteUrl}/api/calculator/helthcheck`).catch(() => null))?.status, {
        timeout: 300_000,
        intervals: [1000],
      })
      .toBe(200),
  );

  // The carriers' points are synced after the start (the most popular cities first).
  const synced = async (carrier: string, cities: string[]) =>
    (await Promise.all(cities.map(async (city) => (await pointsOf(city, carrier)).length > 0))).every(
      Boolean,
    );
  await withServerLog(
    "the carriers' points were not synced",
    expect
      .poll(
        async () =>
          (await synced('cdek', [SPB, MOSCOW])) &&
          (await synced('dellin', [SPB, MOSCOW])) &&
          (await synced('pec', [SPB, MOSCOW])),
        { timeout: 120_000, intervals: [1000] },
      )
      .toBe(true),
  );
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await Promise.all([...fakes.values()].map((fake) => fake.close()));
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a visitor sees СДЭК’s, Деловые Линии’s and ПЭК’s offers beside the company’s own, and a carrier’s terminals on the order page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, site: visit, close } = await visitor(browser);
  await page.goto(route('WAREHOUSE'));
  const { calculator } = visit;
  await expect(calculator.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 30_000 });
  for (const [slug, name] of [
    ['cdek', 'СДЭК'],
    ['dellin', 'Деловые Линии'],
    ['pec', 'ПЭК'],
  ] as const) {
    const offer = calculator.offers.and(page.locator(`[data-provider="${slug}"]`)).first();
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await expect(offer.getByRole('heading')).toHaveText(name);
    await expect(offer.getByTestId('offer-total')).toHaveText(/\d/);
  }
  // The company's own rate cards still price the route.
  await expect(
    calculator.offers.and(page.locator('[data-provider="dostavka-network"]')).first(),
  ).toBeVisible();

  // Деловые Линии's offer: the order page lists its own terminals in each city, from its API.
  const dellin = calculator.offers.and(page.locator('[data-provider="dellin"]')).first();
  await dellin.getByRole('button', { name: /^Выбрать/ }).click();
  await expect(page).toHaveURL(/\/order\/$/);
  await expect(page.getByRole('region', { name: /^Деловые Линии — / })).toBeVisible();
  const from = page.getByRole('radiogroup', { name: 'Где передадите груз' }).getByRole('radio');
  const to = page.getByRole('radiogroup', { name: 'Где получите груз' }).getByRole('radio');
  await expect(from.first()).toBeVisible({ timeout: 20_000 });
  await expect(from.filter({ hasText: 'Санкт-Петербург, Складская ул., д. 1' })).toHaveCount(1);
  await expect(to.filter({ hasText: 'Москва, Складская ул., д. 1' })).toHaveCount(1);
  // Their offices that take no cargo are not offered.
  await expect(from.filter({ hasText: 'Деловая ул.' })).toHaveCount(0);
  await visit.choosePoints();
  await close();
});

// СДЭК has no terminals of its own: its offices serve a hand-over at a terminal («Склад») as well.
for (const [method, way] of [
  ['OFFICE', 'from office to office'],
  ['WAREHOUSE', 'from terminal to terminal'],
] as const)
  test(`a visitor chooses СДЭК ${way}, and its offices on the order page price the offer again`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page, site: visit, close } = await visitor(browser);
    await page.goto(route(method));
    const cdek = visit.calculator.offers.and(page.locator('[data-provider="cdek"]')).first();
    await expect(cdek).toBeVisible({ timeout: 30_000 });
    await cdek.getByRole('button', { name: /^Выбрать/ }).click();
    await expect(page).toHaveURL(/\/order\/$/);
    await expect(page.getByRole('region', { name: /^СДЭК — / })).toBeVisible();

    // СДЭК's offices in each city (its lockers are another hand-over), as its API answered them.
    for (const title of ['Где передадите груз', 'Где получите груз']) {
      const offices = page.getByRole('radiogroup', { name: title }).getByRole('radio');
      await expect(offices.first()).toBeVisible({ timeout: 20_000 });
      await expect(offices).toHaveCount(2);
      await expect(offices.filter({ hasText: 'ул. Ленина, 12' })).toHaveCount(1);
      await expect(offices.filter({ hasText: 'пр. Мира, 45' })).toHaveCount(1);
      await expect(offices.filter({ hasText: 'ул. Садовая, 3' })).toHaveCount(0);
    }
    // A chosen office is priced again by СДЭК (choosePoints waits for the choice to hold).
    await visit.choosePoints({ from: /ул\. Ленина, 12/, to: /пр\. Мира, 45/ });
    await expect(page.getByRole('region', { name: /^СДЭК — / })).toBeVisible();
    await close();
  });

test('the carriers page does not exist for a visitor who is not staff', async ({ browser }) => {
  const { site: visit, close } = await visitor(browser);
  const response = await visit.open('/staff/carriers/');
  expect(response?.status()).toBe(404);
  await expect(visit.notFound).toBeVisible();
  await close();
});

test('staff see each carrier API’s state and sync СДЭК’s points again; the page fits a phone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, site: staff, close } = await visitor(browser);
  await staff.open('/');
  await staff.signIn(STAFF_EMAIL);
  await staff.header.getByRole('button', { name: 'Персонал' }).click();
  await page.getByRole('menuitem', { name: 'Перевозчики' }).click();
  await expect(page).toHaveURL(/\/staff\/carriers\/$/);
  const area = await staff.alive('mf_calculator', 'carriers');
  await expect(area.getByRole('heading', { name: 'Перевозчики', level: 1 })).toBeVisible();

  for (const name of ['СДЭК', 'Деловые Линии', 'ПЭК']) {
    const card = area.getByRole('region', { name });
    await expect(card).toContainText('Включён');
    await expect(card).toContainText('Предохранительзамкнут: вызовы идут');
    // The visitors' searches above were answered.
    await expect(card).toContainText(/Последний успешный ответ\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}/);
    await expect(card).toContainText(/Доля ошибок\d+(,\d)? % из \d+ вызов/);
    await expect(card).toContainText(/Задержка, p95\d[\d\s]* мс/);
    await expect(card).toContainText(
      /Последняя синхронизация пунктов\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}: городов \d+, пунктов \d+/,
    );
  }

  const cdek = area.getByRole('region', { name: 'СДЭК' });
  const sync = cdek.getByRole('button', { name: 'Синхронизировать пункты' });
  const asked = () => fakes.get('cdek')!.requestsTo('GET /v2/deliverypoints').length;
  const before = asked();
  await sync.click();
  await expect(
    page.getByText(/^Пункты СДЭК синхронизированы: городов [1-9]\d*, пунктов [1-9]\d*/),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(sync).toBeEnabled();
  // It was СДЭК's API that was asked for its points again, city by city.
  expect(asked()).toBeGreaterThan(before);

  // At 375 px the cards stack and nothing runs off the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await sync.scrollIntoViewIfNeeded();
  const box = await cdek.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await staff.fitsWidth()).toBe(true);
  await close();
});
