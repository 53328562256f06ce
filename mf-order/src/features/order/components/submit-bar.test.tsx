import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { useProblemLabel } from './submit-bar';

async function labelIn(lang: 'ru' | 'en') {
  await initI18n(lang);
  await i18n.loadNamespaces('order');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useProblemLabel(), { wrapper }).result.current;
}

test.each([
  ['ru', 'имя отправителя', 'Укажите имя отправителя и ещё 6'],
  ['en', "sender's name", "Enter the sender's name and 6 more fields"],
] as const)('%s: a missing field is named in the language’s own order', async (lang, name, button) => {
  const label = await labelIn(lang);
  expect(label({ section: 'sender', field: 'name' } as never)).toBe(name);
  expect(i18n.getFixedT(lang, 'order')('submit.missingMore', { first: name, count: 6 })).toBe(button);
});

test('en: one more field is one', async () => {
  await labelIn('en');
  expect(i18n.getFixedT('en', 'order')('submit.missingMore', { first: 'tariff', count: 1 })).toBe(
    'Enter the tariff and 1 more field',
  );
});
