/**
 * The first Intl object of a page loads ICU's data (about 50 ms on a slow phone). The domain makes
 * its Intl objects on first use, never while it loads, so that the page's start decides where
 * that cost falls (the shell pays it in a task of its own: shell/src/index.ts).
 */
import { cityLetters, formatDeliveryTime, pluralRu } from './index';

const KINDS = ['Collator', 'PluralRules', 'NumberFormat', 'DateTimeFormat'] as const;

/** The kinds of Intl objects made while `run` runs. */
async function intlObjectsMadeBy(run: () => Promise<unknown> | unknown): Promise<string[]> {
  const made: string[] = [];
  const spies = KINDS.map((kind) => {
    const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
    return jest.spyOn(Intl, kind).mockImplementation(function construct(...args: unknown[]) {
      made.push(kind);
      return new Original(...args);
    } as never);
  });
  try {
    await run();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return made;
}

describe("the domain's Intl objects", () => {
  it('none is made while the domain loads', async () => {
    const made = await intlObjectsMadeBy(() =>
      jest.isolateModulesAsync(async () => {
        await import('./index');
      }),
    );
    expect(made).toEqual([]);
  });

  it('each is made on its first use, then kept', async () => {
    const use = () => {
      expect(cityLetters([{ name: 'Ярославль' }, { name: 'Абакан' }] as never)).toEqual(['А', 'Я']);
      expect(pluralRu(2, ['день', 'дня', 'дней'])).toBe('дня');
      expect(formatDeliveryTime('2026-01-01', '2026-01-02', 'en')).toBe('1 day');
    };
    await intlObjectsMadeBy(use);
    expect(await intlObjectsMadeBy(use)).toEqual([]);
  });
});
