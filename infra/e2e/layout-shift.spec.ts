/**
 * Issue 13, item 3: what the HTML paints does not move while the app arrives. Each page is
 * opened fresh on a phone and on a desktop, and every layout shift the browser reports until the
 * page is whole (its remote drawn, its fonts in, the network quiet) is added up: at most 0.02,
 * the Cumulative Layout Shift the issue allows. Shifts are geometry, not timing: the same build
 * shifts the same boxes whatever the machine's speed.
 */
import { expect, test } from './fixtures';

interface Shift {
  value: number;
  sources: string[];
}

const PAGES: ReadonlyArray<{ path: string; alive?: [remote: string, page: string]; signIn?: boolean }> = [
  { path: '/calculator/', alive: ['mf_calculator', 'calculator'] },
  { path: '/order/', alive: ['mf_order', 'order'] },
  { path: '/tracking/', alive: ['mf_order', 'tracking'] },
  // A guest: the frame, then the sign-in prompt under the sign-in dialog.
  { path: '/profile/orders/', signIn: true },
  { path: '/' },
  { path: '/common/faqs/' },
  { path: '/route/' },
  { path: '/route/sankt-peterburg/moskva/' },
  { path: '/route/kazan/' },
  { path: '/route/from/arkhangelskaya-oblast/' },
];

const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
};

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    for (const { path, alive, signIn } of PAGES) {
      test(`${path} moves nothing the HTML painted`, async ({ site }) => {
        await site.page.addInitScript(() => {
          const shifts: Shift[] = [];
          (window as unknown as { shifts: Shift[] }).shifts = shifts;
          const label = (node: Node | null | undefined) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
              : String(node?.nodeName);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
            >)
              if (!entry.hadRecentInput)
                shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => label(s.node)) });
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await site.open(path);
        if (alive) await site.alive(...alive);
        if (signIn) await expect(site.page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
        await site.page.waitForLoadState('networkidle');
        await site.page.evaluate(() => document.fonts.ready.then(() => undefined));
        // One more frame, so that a shift of the last layout is reported.
        await site.page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
        );
        const shifts = await site.page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
      });
    }
  });
}
