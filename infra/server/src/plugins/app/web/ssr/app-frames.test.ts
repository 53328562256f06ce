/**
 * Application pages (calculator, order, order history, tracking) arrive as the shell's layout with the
 * page's frame: the heading and lead the page itself shows and the outline of its form, so the
 * first paint comes from the HTML (docs/performance.md). Nothing in them is the visitor's.
 */
import { STAFF_TOKEN_COOKIE } from '@dostavka/shared-kernel/contract';
import { h1Of, pageOf, useSsrApp } from '../../../../../test/ssr-app';
import { signIn, signInAs } from '../../../../../test/user-api';

const server = useSsrApp();
const page = (url: string, headers: Record<string, string> = {}) => pageOf(server.app, url, headers);
const cacheOf = (response: { headers: Record<string, unknown> }) =>
  /cache;desc=(hit|miss)/.exec(String(response.headers['server-timing']))?.[1];
/** The text of the paragraph right after the h1: the page's lead. */
const leadOf = (html: string) =>
  /<h1[^>]*>.*?<\/h1><p[^>]*>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('application pages are rendered as their frame', () => {
  test.each([
    ['/calculator/', 'calculator', 'Калькулятор стоимости доставки', 'Калькулятор доставки — Доставка'],
    ['/calculator/gazelles/', 'gazelles', 'Расчёт перевозки газелью', 'Калькулятор газелей — Доставка'],
    ['/calculator/truck/', 'truck', 'Расчёт перевозки фурой', 'Калькулятор фур — Доставка'],
    ['/order/', 'order', 'Оформление заказа', 'Оформление заказа — Доставка'],
    ['/profile/orders/', 'orders', 'История заказов', 'Мои заказы — Доставка'],
    ['/tracking/', 'tracking', 'Отслеживание груза', 'Отслеживание груза — Доставка'],
  ])('%s: layout, the page’s heading and lead, the outline of its form', async (url, name, h1, title) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(h1Of(html)).toBe(h1);
    expect(leadOf(html)?.length).toBeGreaterThan(20);
    expect(html).toContain(`data-page-frame="${name}"`);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(`<title>${title}</title>`);
    // No page data: the remote renders the page in the browser and replaces the frame.
    expect(html).not.toContain('id="dostavka-page"');
    expect(html).not.toContain('data-remote=');
    expect(response.headers['server-timing']).toMatch(/^ssr;dur=\d/);
  });

  test('the calculator keeps its query in the address and is indexed; the order history is not', async () => {
    const calculator = (await page('/calculator/?from=moskva&to=kazan')).body;
    expect(calculator).toContain('<link rel="canonical" href="https://dostavka.example/calculator/" />');
    expect(calculator).not.toContain('noindex');
    const history = (await page('/profile/orders/')).body;
    expect(history).toContain('<meta name="robots" content="noindex" />');
    expect(history).not.toContain('rel="canonical"');
  });

  test('English', async () => {
    const html = (await page('/calculator/?lang=en')).body;
    expect(h1Of(html)).toBe('Delivery cost calculator');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Shipping calculator — Dostavka</title>');
  });

  test("a signed-in customer's visit renders nothing of theirs, and the next guest gets the same document", async () => {
    const email = 'frame-customer@mail.ru';
    const session = await signIn(server.app, email);
    const cookie = `${STAFF_TOKEN_COOKIE}=${session.accessToken}; dostavka_visitor=frame-test`;
    for (const url of ['/profile/orders/?tab=all', '/order/?from=frame']) {
      const customer = await page(url, { cookie });
      const guest = await page(url);
      expect(customer.statusCode).toBe(200);
      expect(customer.body).not.toContain(email);
      expect(customer.body).not.toContain(session.accessToken);
      expect(cacheOf(customer)).toBe('miss');
      expect(cacheOf(guest)).toBe('hit');
      expect(guest.body).toBe(customer.body);
    }
  });

  test('an application page without a frame (a staff module) is left to the browser', async () => {
    const employee = await signInAs(server.app, 'frame-employee@dostavka.ru', 'EMPLOYEE');
    const response = await page('/staff/orders/', {
      cookie: `${STAFF_TOKEN_COOKIE}=${employee.accessToken}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['server-timing']).toBeUndefined();
  });
});
