import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/** Content API calls and page errors of a page, from the start. */
function watch(page: Page) {
  const api: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/content/')) api.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { api, errors };
}

test('a content page comes alive without a flash, an error or a second fetch of its data', async ({
  site,
}) => {
  const { api, errors } = watch(site.page);
  // The h1 the server sent, remembered before any script of the page runs.
  await site.page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
    }),
  );
  const response = await site.open('/route/sankt-peterburg/kazan/');
  expect(response?.status()).toBe(200);
  await expect(site.remotePage('mf_content', 'directions').getByRole('heading', { level: 1 })).toHaveText(
    'Грузоперевозки Санкт-Петербург — Казань',
  );
  const area = await site.alive('mf_content', 'directions');
  // Never rendered again in the browser: no call for its data, and the server's elements kept.
  expect(api).toEqual([]);
  expect(
    await site.page.evaluate(() => {
      const serverH1 = (window as unknown as { serverH1: Element | null }).serverH1;
      return serverH1 !== null && serverH1 === document.querySelector('h1');
    }),
  ).toBe(true);
  // The quote comes alive on the click: the city picker opens (the island's code handles it).
  await site.pickCity('Куда', async (dialog) => {
    await dialog.getByLabel('Название города').fill('омск');
    await dialog.getByRole('button', { name: /^Омск/ }).click();
  });
  await expect(area.getByLabel('Куда', { exact: true })).toHaveValue('Омск');
  expect(errors).toEqual([]);

  // The next page is a document of its own, rendered by the server as this one was (a link of a
  // content page is a link). (A neighbouring route the page links to: the towns of the
  // destination's region come first.)
  const next = area.getByRole('link', { name: /^Санкт-Петербург — (?!Казань)/ }).first();
  const route = (await next.textContent())!.trim();
  const to = /^\/route\/sankt-peterburg\/([^/]+)\/$/.exec((await next.getAttribute('href'))!)?.[1];
  expect(to).toBeTruthy();
  const calls = api.length;
  await next.click();
  await expect(site.page).toHaveURL(new RegExp(`/route/sankt-peterburg/${to}/$`));
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(`Грузоперевозки ${route}`);
  expect(api.length).toBe(calls);
  await expect(site.page).toHaveTitle(new RegExp(route));
});

test('server-rendered pages hydrate without an error when the scripts come from the cache', async ({
  site,
}) => {
  // Cached scripts hydrate sooner, while parts of the page still load: the race that once made the
  // hydration fail (and the page render anew) on about a third of such visits.
  await site.open('/route/');
  const { api, errors } = watch(site.page);
  for (let visit = 0; visit < 4; visit += 1) {
    for (const path of ['/route/sankt-peterburg/kazan/', '/common/faqs/']) {
      await site.open(path);
      await site.alive('mf_content', path === '/common/faqs/' ? 'faqs' : 'directions');
    }
  }
  expect(errors).toEqual([]);
  expect(api).toEqual([]);
});

test('the city picker: search, first letter and region, then on to the calculator', async ({ site }) => {
  await site.open('/');
  const main = await site.alive('mf_content', 'home');
  await site.pickCity('Откуда', async (dialog) => {
    await dialog.getByLabel('Название города').fill('каз');
    await dialog.getByRole('button', { name: /^Казань/ }).click();
  });
  await site.pickCity('Куда', async (dialog) => {
    await dialog
      .getByRole('group', { name: 'Первая буква' })
      .getByRole('button', { name: 'Т', exact: true })
      .click();
    await dialog.getByRole('button', { name: /^Тверь/ }).click();
  });
  await expect(main.getByLabel('Откуда', { exact: true })).toHaveValue('Казань');
  await expect(main.getByLabel('Куда', { exact: true })).toHaveValue('Тверь');
  await site.pickCity('Куда', async (dialog) => {
    await dialog.getByRole('tab', { name: 'По регионам' }).click();
    await dialog.getByRole('button', { name: /^Свердловская область/ }).click();
    await dialog.getByRole('button', { name: /^Нижний Тагил/ }).click();
  });
  await main.getByLabel('Вес, кг').fill('120');
  await main.getByRole('button', { name: 'Рассчитать' }).click();

  await expect(site.page).toHaveURL(/\/calculator\/\?from=kazan&to=nizhnij-tagil&weight=120$/);
  const calculator = site.remotePage('mf_calculator', 'calculator');
  await expect(calculator.getByLabel('Откуда', { exact: true })).toHaveValue('Казань');
  await expect(calculator.getByLabel('Куда', { exact: true })).toHaveValue('Нижний Тагил');
});

test('a direction page’s calculator entry lands on the calculator with the pair filled in', async ({
  site,
}) => {
  await site.open('/route/moskva/ekaterinburg/');
  await (await site.alive('mf_content', 'directions')).getByRole('button', { name: 'Рассчитать' }).click();
  await expect(site.page).toHaveURL(/\/calculator\/\?from=moskva&to=ekaterinburg$/);
  const calculator = site.remotePage('mf_calculator', 'calculator');
  await expect(calculator.getByLabel('Откуда', { exact: true })).toHaveValue('Москва');
  await expect(calculator.getByLabel('Куда', { exact: true })).toHaveValue('Екатеринбург');

  // The same link opened afresh (shared, bookmarked) fills the pair in too.
  await site.page.reload();
  await expect(calculator.getByLabel('Откуда', { exact: true })).toHaveValue('Москва');
  await expect(calculator.getByLabel('Куда', { exact: true })).toHaveValue('Екатеринбург');
});

test('FAQ: one like or dislike per visitor, changeable, kept across visits', async ({ site }) => {
  await site.open('/common/faqs/');
  const question = (await site.alive('mf_content', 'faqs')).locator('[data-faq="zapreshchennye-gruzy"]');
  const like = question.getByRole('button', { name: /^Да · \d+$/ });
  const dislike = question.getByRole('button', { name: /^Нет · \d+$/ });
  const count = async (button: typeof like) => Number((await button.textContent())?.split('·')[1]);
  const [likes, dislikes] = [await count(like), await count(dislike)];

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(`Да · ${likes + 1}`);
  await like.click();
  await expect(like).toHaveText(`Да · ${likes + 1}`);

  await dislike.click();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(`Да · ${likes}`);
  await expect(dislike).toHaveText(`Нет · ${dislikes + 1}`);

  // The server knows this visitor's vote: the page arrives with it.
  await site.page.reload();
  await site.alive('mf_content', 'faqs');
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(dislike).toHaveText(`Нет · ${dislikes + 1}`);
});

test('an English alternate of every content page: ?lang=en', async ({ site }) => {
  await site.open('/perevozka-produktov/zamorozhennyh/?lang=en');
  await expect(site.page.getByRole('heading', { level: 1 })).toHaveText('Frozen food');
  await expect(site.page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(site.header.getByRole('button', { name: 'Request a call' })).toBeVisible();
});
