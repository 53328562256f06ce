import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** The site as a visitor sees it: header, footer and the area a remote page fills. */
export class Site {
  constructor(readonly page: Page) {}

  async open(path: string) {
    return this.page.goto(path);
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

  /** A remote page once its code runs (a server-rendered page shows before it reacts). */
  async alive(remote: string, page: string): Promise<Locator> {
    const area = this.page.locator(`[data-remote="${remote}"][data-page="${page}"][data-alive]`);
    await expect(area).toBeVisible({ timeout: 20_000 });
    return area;
  }

  get areaFallback(): Locator {
    return this.page.getByRole('main').getByRole('alert');
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
}

export const test = base.extend<{ site: Site }>({
  site: async ({ page }, use) => {
    await use(new Site(page));
  },
});

export { expect };
