import type { DeliverySearchPayload, Directions } from '@dostavka/shared-kernel/domain';
import { createQuotes, QUOTE_TTL_S, QuoteError, quoteFingerprint } from './quotes';

const quotes = createQuotes(new TextEncoder().encode('server-secret-for-the-quote-tests!!'));
const now = new Date('2026-05-10T09:00:00Z');

const end = (code: string, slug: 'WAREHOUSE' | 'COURIER') =>
  ({
    deliveryMethod: { key: slug, slug, disabled: false },
    city: { code } as Directions['from']['city'],
    address: { value: '', office: '', intercom: '' },
  }) as Directions['from'];
const directions: Directions = {
  from: end('7800000000000', 'WAREHOUSE'),
  to: end('7700000000000', 'COURIER'),
};
const cargo = {
  width: 50,
  height: 50,
  length: 50,
  rotable: false,
  stackable: false,
  volume: 0.125,
  weight: 25000,
  quantity: 2,
};
const delivery: DeliverySearchPayload = {
  type: { slug: 'combined' },
  isDedicated: false,
  declared: 3000,
  description: 'Одежда',
  date: '2026-05-11',
  dimensions: { cargos: [cargo], commonWeight: 50000, commonVolumeWeight: 50 },
};
const fingerprint = quoteFingerprint(directions, delivery);
const claims = { provider: 'dostavka-network', code: 'consolidated-standard', total: 1840, fingerprint };

describe('quotes', () => {
  it('a quote verifies for the same search and total', () => {
    const reference = quotes.sign(claims, now);
    expect(quotes.verify(reference, { fingerprint, total: 1840 }, now)).toEqual({
      ...claims,
      expiresAt: now.getTime() / 1000 + QUOTE_TTL_S,
      nonce: expect.stringMatching(/^[\w-]{12}$/),
    });
  });

  it('two quotes of the same offer in the same second differ: each backs its own order', () => {
    expect(quotes.sign(claims, now)).not.toBe(quotes.sign(claims, now));
  });

  it('expires after 30 minutes', () => {
    const reference = quotes.sign(claims, now);
    const later = new Date(now.getTime() + QUOTE_TTL_S * 1000);
    expect(() => quotes.verify(reference, { fingerprint, total: 1840 }, later)).toThrow(/expired/);
  });

  it.each([
    ['a changed total', { fingerprint, total: 1 }, /price does not match/],
    ['a changed search', { fingerprint: 'other', total: 1840 }, /changed after the tariff was calculated/],
  ])('refuses %s', (_case, expected, message) => {
    const reference = quotes.sign(claims, now);
    expect(() => quotes.verify(reference, expected, now)).toThrow(message);
  });

  it.each([
    [
      'a forged body',
      (r: string) =>
        `${Buffer.from(JSON.stringify({ ...claims, total: 1 })).toString('base64url')}.${r.split('.')[1]}`,
    ],
    ['a missing signature', (r: string) => r.split('.')[0] ?? ''],
    ['garbage', () => 'a.b.c'],
    [
      'another key',
      () => createQuotes(new TextEncoder().encode('another-secret-another-secret-123')).sign(claims, now),
    ],
  ])('refuses %s with a 422', (_case, tamper) => {
    const reference = tamper(quotes.sign(claims, now));
    const attempt = () => quotes.verify(reference, { fingerprint, total: 1840 }, now);
    expect(attempt).toThrow(QuoteError);
    expect(attempt).toThrow('The tariff quote is not valid');
  });

  describe('fingerprint', () => {
    it('ignores the order of the cargo rows and the case of the description', () => {
      const other = { ...cargo, width: 10 };
      const a = { ...delivery, dimensions: { ...delivery.dimensions, cargos: [cargo, other] } };
      const b = {
        ...delivery,
        description: ' одежда ',
        dimensions: { ...delivery.dimensions, cargos: [other, cargo] },
      };
      expect(quoteFingerprint(directions, a)).toBe(quoteFingerprint(directions, b));
    });

    // Computed by the first implementation (a collator sort of each row's JSON): quotes issued
    // before the fingerprint got faster still verify.
    // 1e+21 and 1e-7: '+' and '-' sort the other way round in code units than in collation.
    const rows = [
      cargo,
      { ...cargo, width: 1e21 },
      { ...cargo, width: 1e-7 },
      { ...cargo, width: 10, rotable: true },
      { ...cargo, width: 120.5, quantity: 11 },
      { ...cargo, height: 9, weight: 1e21 },
      { ...cargo, length: 100, stackable: true },
    ];
    const car = {
      length: 600,
      width: 245,
      height: 230,
      weight: 5,
      type: 'Тент',
      load: 'Задняя',
      additional: 'Ремни',
    };
    const thousand = Array.from({ length: 1000 }, (_, i) => ({
      ...cargo,
      width: (i * 7919) % 1000,
      weight: 1000 + ((i * 31) % 997),
    }));
    it.each([
      ['one row', [cargo], undefined, '_hiJrrDNXl_LowhAOm__aF0lbjU294TwXY5N0FP6QoM'],
      ['seven rows', rows, undefined, 'XkZnPRnxYOUoiw705-_CRcl-YQnRaewckTjjudT2m0o'],
      ['seven rows and a vehicle', rows, car, 'dFs1B4wt8USx4md25MIvLBBEX424jZk54-2W0ZVg0cY'],
      ['a thousand rows', thousand, undefined, 'fRsgtHqBGLLMY4qfKVwda4h1kHAQfHdilurq2rSqGl4'],
    ])('is the one issued before for %s, in any order of the rows', (_case, cargos, vehicle, expected) => {
      for (const order of [cargos, [...cargos].reverse()]) {
        const search = {
          ...delivery,
          dimensions: { ...delivery.dimensions, cargos: order, ...(vehicle && { car: vehicle }) },
        };
        expect(quoteFingerprint(directions, search as DeliverySearchPayload)).toBe(expected);
      }
    });

    it.each([
      ['the destination', { ...directions, to: end('5000000000000', 'COURIER') }, delivery],
      ['a delivery method', { ...directions, to: end('7700000000000', 'WAREHOUSE') }, delivery],
      [
        'the weight',
        directions,
        { ...delivery, dimensions: { ...delivery.dimensions, cargos: [{ ...cargo, weight: 26000 }] } },
      ],
      ['the declared value', directions, { ...delivery, declared: 5000 }],
      ['the date', directions, { ...delivery, date: '2026-05-12' }],
    ])('changes with %s', (_case, d, p) => {
      expect(quoteFingerprint(d, p)).not.toBe(fingerprint);
    });
  });
});
