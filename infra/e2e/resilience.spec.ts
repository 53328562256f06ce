import { test, expect } from './fixtures';

test('a remote that cannot be reached shows a contained fallback while the rest of the site works', async ({
  site,
}) => {
  await site.page.route('**/mf/calculator/**', (route) => route.abort('connectionrefused'));

  await site.open('/calculator/');
  await expect(site.areaFallback).toBeVisible({ timeout: 20_000 });
  await expect(site.header).toBeVisible();
  await expect(site.footer).toBeVisible();

  await site.header.getByRole('link', { name: 'Отслеживание' }).click();
  await expect(site.remotePage('mf_order', 'tracking')).toBeVisible();

  await site.open('/additional/about/');
  await expect(site.remotePage('mf_content', 'about')).toBeVisible();
});

test('a remote page chunk that fails reloads the page once, then shows the fallback', async ({ site }) => {
  let documents = 0;
  site.page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  // An application page's chunk (content pages are server HTML with islands: no remote page loads
  // on them as a document).
  await site.page.route(/\/mf\/order\/static\/js\/src_pages_tracking-page_tsx/, (route) =>
    route.abort('failed'),
  );

  await site.open('/tracking/');
  // The first page's fallback shows for an instant before its reload: wait for the reloaded
  // document itself (its navigation entry says so).
  await site.page.waitForFunction(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
      'reload',
    undefined,
    { timeout: 20_000 },
  );
  await expect(site.areaFallback).toBeVisible({ timeout: 20_000 });
  expect(documents).toBe(2);
  await expect(site.header).toBeVisible();

  // Within the 60 s window a second failure does not reload again.
  await site.page.reload();
  await expect(site.areaFallback).toBeVisible({ timeout: 20_000 });
  expect(documents).toBe(3);
});

test('the browser downloads exactly one copy of each shared library', async ({ site }) => {
  // Four remotes, a sign-in and a proof of work: the longest walk of the suite.
  test.setTimeout(120_000);
  const scripts: string[] = [];
  site.page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  // Visit a page of every remote within one document, so each remote negotiates the singletons
  // (an application page first: a content page opened as a document is server HTML with islands).
  await site.open('/calculator/');
  await expect(site.remotePage('mf_calculator', 'calculator')).toBeVisible();
  await site.footer.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(site.remotePage('mf_order', 'order')).toBeVisible();
  await site.signIn();
  await site.header.getByRole('button', { name: /@mail\.ru$/ }).click();
  await site.page.getByRole('menuitem', { name: 'Мои заказы' }).click();
  await expect(site.remotePage('mf_account', 'orders')).toBeVisible();
  // A content page inside the application: the content remote's page.
  await site.footer.getByRole('link', { name: 'Автопарк', exact: true }).click();
  await expect(site.remotePage('mf_content', 'autopark')).toBeVisible();

  const remotesSeen = new Set(scripts.map((url) => url.match(/^\/mf\/(\w+)\//)?.[1]).filter(Boolean));
  expect([...remotesSeen].sort()).toEqual(['account', 'calculator', 'content', 'order']);
  // The shell's copies of React, mobx and MUI's styles are in its core chunk
  // (infra/build/first-view-chunks.mjs), downloaded once; a remote's own copy (its fallback) would
  // be a chunk named after the library.
  expect(
    scripts.filter((url) => /\/first-view-core\./.test(url)),
    scripts.join('\n'),
  ).toHaveLength(1);
  for (const [library, pattern] of [
    ['react', /node_modules_react_index_js/],
    ['react-dom', /node_modules_react-dom_index_js/],
    ['react-dom/client', /node_modules_react-dom_client_js/],
    ['mobx', /node_modules_mobx_dist_mobx_mjs/],
    ['@mui/material/styles', /node_modules_mui_material_styles_index_mjs/],
  ] as const) {
    const copies = scripts.filter((url) => pattern.test(url));
    expect(copies, `a second copy of ${library} among:\n${scripts.join('\n')}`).toEqual([]);
  }
  // Every other library too (the MUI components a page adds): a chunk is named after its
  // first module, so one from node_modules downloaded from two apps is a second copy.
  const firstModule = (url: string) =>
    /^(?:vendors-)?(node_modules_.*?_(?:m?js|tsx?|json))[-.]/.exec(url.split('/').pop() ?? '')?.[1];
  const libraries = scripts.map(firstModule).filter((name) => name !== undefined);
  expect(libraries.filter((name, i) => libraries.indexOf(name) !== i)).toEqual([]);
});
