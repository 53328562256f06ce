import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';

// "Montserrat Fallback" (shared-kernel/src/ui/theme.ts) draws text as large as Montserrat does,
// so the web font's arrival, seconds after the server-rendered first paint on a slow phone, changes
// no text's size: no layout shift and no later, larger LCP candidate. Plain Arial, the face the
// pages had before, draws these texts 12–21 % smaller or larger.
const TOLERANCE = 0.03;

// The calculator's frame heading (the LCP element of /calculator/), a content page's heading and
// paragraph, the home page's lead paragraph.
const TEXTS = [
  { path: '/calculator/', selector: 'main h1' },
  { path: '/common/faqs/', selector: 'main h1' },
  { path: '/common/faqs/', selector: 'main p' },
  { path: '/', selector: 'main p' },
] as const;

type Size = { width: number; height: number };

/** The size of the text of the first element `selector` matches, as the browser laid it out. */
async function textSizes(browser: Browser, baseURL: string, fonts: 'blocked' | 'loaded'): Promise<Size[]> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  if (fonts === 'blocked') await page.route(/\.woff2?$/, (route) => route.abort());
  const sizes: Size[] = [];
  for (const { path, selector } of TEXTS) {
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator(selector).first()).toBeVisible();
    // A content page asks for the web fonts with its first island, which a visitor's first touch
    // starts: a focus on the header's first button here (an application page has no islands).
    const island = page.locator('[data-island="header"] button');
    if ((await island.count()) > 0) await island.first().focus();
    await page.waitForFunction(
      (expected) => {
        const montserrat = [...document.fonts].filter(
          (face) => face.family.replaceAll('"', '') === 'Montserrat' && ['400', '700'].includes(face.weight),
        );
        const count = (status: FontFaceLoadStatus) =>
          montserrat.filter((face) => face.status === status).length;
        if (count('loading') > 0) return false;
        // Blocked: the faces the page asked for failed; loaded: both weights of the first view arrived.
        return expected === 'blocked' ? count('error') > 0 && count('loaded') === 0 : count('loaded') >= 2;
      },
      fonts,
      { timeout: 30_000 },
    );
    await page.evaluate(() => document.fonts.ready);
    sizes.push(
      // The first one shown: the application pages keep the remote's page hidden until its swap.
      await page.evaluate((css) => {
        const node = [...document.querySelectorAll(css)].find((candidate) => candidate.checkVisibility());
        if (!node) return { width: 0, height: 0 };
        const range = document.createRange();
        range.selectNodeContents(node);
        const { width, height } = range.getBoundingClientRect();
        return { width, height };
      }, selector),
    );
  }
  await context.close();
  return sizes;
}

test('the server-rendered head of content and application pages carries the fallback faces', async ({
  request,
}) => {
  for (const path of ['/', '/common/faqs/', '/calculator/', '/order/']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/@font-face\{font-family:"Montserrat Fallback";/g), path).toHaveLength(5);
    expect(html, path).toContain('font-family:"Montserrat","Montserrat Fallback",');
  }
});

test('texts drawn in the fallback face are as large as in Montserrat (within 3 %)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const fallback = await textSizes(browser, baseURL!, 'blocked');
  const montserrat = await textSizes(browser, baseURL!, 'loaded');
  TEXTS.forEach(({ path, selector }, index) => {
    const [drawn, web] = [fallback[index]!, montserrat[index]!];
    expect(web.width * web.height, `${path} ${selector}`).toBeGreaterThan(0);
    const ratio = (drawn.width * drawn.height) / (web.width * web.height);
    expect(Math.abs(ratio - 1), `${path} ${selector}: ${JSON.stringify({ drawn, web })}`).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(drawn.height, `${path} ${selector}: same number of lines`).toBeCloseTo(web.height, 0);
  });
});
