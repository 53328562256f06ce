import type { Page } from '@playwright/test';

/** React's hydration failures (error 418 and its kin) a page reports, collected as they come. */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (/\b41[89]\b|\b42[35]\b|hydrat/i.test(text)) errors.push(text);
  };
  page.on('pageerror', (error) => keep(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(message.text());
  });
  return errors;
}
