import { calculatorHref, parseCalculatorLink } from '@dostavka/shared-kernel/domain';

describe('calculator link', () => {
  test.each([
    [
      { from: 'sankt-peterburg', to: 'kazan', weight: 120 },
      '/calculator/?from=sankt-peterburg&to=kazan&weight=120',
    ],
    [{ from: 'moskva' }, '/calculator/?from=moskva'],
    [{ weight: 0 }, '/calculator/'],
    [{}, '/calculator/'],
  ])('%j -> %s', (link, href) => {
    expect(calculatorHref(link)).toBe(href);
  });

  test.each([
    [
      { from: 'kazan', to: 'moskva', weight: '12,5' },
      { from: 'kazan', to: 'moskva', weight: 12.5 },
    ],
    [{ from: 'Kazan<script>', to: '../x', weight: '-3' }, {}],
    // The whole shipment's weight, up to the calculator's total weight limit (20 t).
    [{ weight: '20000' }, { weight: 20000 }],
    [{ weight: '20000,5' }, {}],
    [{ weight: 'ten' }, {}],
  ])('%j reads as %j', (query, link) => {
    expect(parseCalculatorLink(query)).toEqual(link);
  });
});
