/**
 * The parts of the content pages that come alive on their own (islands, docs/architecture.md),
 * exposed as `./islands`: the shell's islands script loads this module when an island of a
 * server-rendered page starts, then only the chunk of that island's component. The names are
 * those the pages write into `data-island` (the kernel's `Island`).
 */
import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { ensureContentTexts } from './i18n';

export type IslandLoader = () => Promise<ComponentType<never>>;

export const islands: Record<string, IslandLoader> = {
  quote: async () => (await import('./features/calculator-entry/calculator-entry')).CalculatorEntryForm,
  'faq-votes': async () => (await import('./features/info/faq-item')).FaqVotes,
};

/** The remote's texts, which its islands render with (bundled with the remote: a few kilobytes). */
export function prepareIslands(instance?: I18n): void {
  ensureContentTexts(instance);
}
