import { test, expect } from './fixtures';
import { STAFF } from './accounts';

const STAFF_EMAIL = STAFF.routes;

/** Every route family of spec section 2, with the remote and page that must fill it. */
const FAMILIES: Array<[path: string, remote: string, page: string]> = [
  ['/', 'mf_content', 'home'],
  ['/allottedLanding/', 'mf_content', 'landing'],
  ['/calculator/', 'mf_calculator', 'calculator'],
  ['/calculator/gazelles/', 'mf_calculator', 'gazelles'],
  ['/calculator/truck/', 'mf_calculator', 'truck'],
  ['/order/', 'mf_order', 'order'],
  ['/tracking/', 'mf_order', 'tracking'],
  ['/route/', 'mf_content', 'directions'],
  ['/route/to/any/moskva/', 'mf_content', 'directions'],
  ['/route/any/moskva/', 'mf_content', 'directions'],
  ['/route/from/sankt-peterburg/', 'mf_content', 'directions'],
  ['/route/from/sankt-peterburg/moskva/', 'mf_content', 'directions'],
  ['/route/to/sankt-peterburg/moskva/', 'mf_content', 'directions'],
  ['/route/to/moskva/', 'mf_content', 'directions'],
  ['/route/sankt-peterburg/', 'mf_content', 'directions'],
  ['/route/sankt-peterburg/moskva/', 'mf_content', 'directions'],
  ['/additional/about/', 'mf_content', 'about'],
  ['/additional/autopark/', 'mf_content', 'autopark'],
  ['/additional/contacts/', 'mf_content', 'contacts'],
  ['/common/documents/', 'mf_content', 'documents'],
  ['/common/faqs/', 'mf_content', 'faqs'],
  ['/common/requisites/', 'mf_content', 'requisites'],
  ['/common/faq/', 'mf_content', 'faq'],
  ['/gruzoperevozki/', 'mf_content', 'page'],
  ['/kalkulyator-gruzoperevozok/furami/', 'mf_content', 'page'],
];

for (const [path, remote, page] of FAMILIES) {
  test(`${path} shows the ${page} page of ${remote}`, async ({ site }) => {
    const response = await site.open(path);
    expect(response?.status()).toBe(200);
    await expect(site.remotePage(remote, page)).toBeVisible();
    await expect(site.remotePage(remote, page).getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(site.header).toBeVisible();
  });
}

test('the order history asks a guest to sign in', async ({ site }) => {
  const response = await site.open('/profile/orders/');
  expect(response?.status()).toBe(200);
  await expect(
    site.page.getByRole('heading', { name: 'Войдите, чтобы открыть эту страницу', includeHidden: true }),
  ).toBeAttached();
  await expect(site.page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  await expect(site.remotePage('mf_account', 'orders')).toHaveCount(0);
});

test('a staff module behind a feature flag does not exist for a guest or a customer', async ({ site }) => {
  await site.open('/staff/tariffs/');
  await expect(site.notFound).toBeVisible();
  await expect(site.header.getByRole('button', { name: 'Персонал' })).toHaveCount(0);
  await site.signIn();
  await site.open('/staff/tariffs/');
  await expect(site.notFound).toBeVisible();
  await expect(site.header.getByRole('button', { name: 'Персонал' })).toHaveCount(0);
});

test('staff see the flagged module in the menu and can open it', async ({ site }) => {
  await site.open('/');
  await site.signIn(STAFF_EMAIL);
  await site.header.getByRole('button', { name: 'Персонал' }).click();
  await site.page.getByRole('menuitem', { name: 'Аналитика тарифов' }).click();
  await expect(site.remotePage('mf_calculator', 'analytics')).toBeVisible();
});

test('an unknown path answers 404 and says the page could not be found', async ({ site }) => {
  const response = await site.open('/no-such-page-here/');
  expect(response?.status()).toBe(404);
  await expect(site.notFound).toBeVisible();
});

test('a path deeper than any route answers 404', async ({ site }) => {
  const response = await site.open('/a/b/c/');
  expect(response?.status()).toBe(404);
  await expect(site.notFound).toBeVisible();
});

test('a path without its trailing slash redirects permanently, query kept', async ({ request, site }) => {
  const direct = await request.get('/calculator?from=spb', { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers()['location']).toBe('/calculator/?from=spb');

  await site.open('/calculator');
  await expect(site.page).toHaveURL(/\/calculator\/$/);
  await expect(site.remotePage('mf_calculator', 'calculator')).toBeVisible();
});

test('links in the header navigate between remotes without reloading the document', async ({ site }) => {
  // An application page: on a content page (server HTML with islands) a link is a document.
  await site.open('/calculator/');
  await expect(site.remotePage('mf_calculator', 'calculator')).toBeVisible();
  await site.page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await site.header.getByRole('link', { name: 'Отслеживание' }).click();
  await expect(site.remotePage('mf_order', 'tracking')).toBeVisible();
  await site.page.goBack();
  await expect(site.remotePage('mf_calculator', 'calculator')).toBeVisible();
  expect(await site.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('a link followed before the server-rendered page has come alive opens the next page', async ({
  site,
}) => {
  // The content remote's files are held, so the home page stays the server's markup while the
  // visitor goes on to another remote's page.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await site.page.route('**/mf/content/**', async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  site.page.on('pageerror', (error) => errors.push(error.message));
  await site.open('/');
  await site.header.getByRole('link', { name: 'Отслеживание' }).click();
  const tracking = site.remotePage('mf_order', 'tracking');
  await expect(tracking.getByRole('heading', { level: 1 })).toHaveText('Отслеживание груза');
  await expect(site.page.locator('[data-remote="mf_content"]')).toHaveCount(0);
  release();
  await site.page.goBack();
  await expect(site.remotePage('mf_content', 'home')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the page is Russian and set in Montserrat served by the site itself', async ({ site, baseURL }) => {
  const foreign: string[] = [];
  site.page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) foreign.push(request.url());
  });
  await site.open('/additional/contacts/');
  await expect(site.page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(site.page).toHaveTitle(/Доставка/);
  await expect
    .poll(() =>
      site.page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Montserrat') && f.status === 'loaded'),
      ),
    )
    .toBe(true);
  expect(foreign).toEqual([]);
});

test('documents carry the site configuration the server puts into the built template', async ({
  request,
}) => {
  const html = await (await request.get('/calculator/')).text();
  expect(html).toMatch(
    /<script id="dostavka-config" type="application\/json">\{"api":\{"user":"\/api\/user"/,
  );
  const missing = await (await request.get('/no-such-page-here/')).text();
  expect(missing).toContain('"status":404');
});
