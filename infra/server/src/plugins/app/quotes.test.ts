import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { DeliverySearchPayload, Directions } from '@dostavka/shared-kernel/domain';
import {
  asciiHmac,
  canonicalJson,
  carrierTextsId,
  createQuotes,
  factsMatch,
  FACTS_V2,
  offerFacts,
  offerFactsAndJson,
  offerFactsV1,
  QUOTE_TTL_S,
  QuoteError,
  quoteFingerprint,
} from './quotes';

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

  it.each([
    ['with every claim', { ...claims, version: 3, facts: 'facts', offer: 'a3f1' }],
    ['with the least', claims],
  ])('writes its body as the JSON of the claims, then the expiry and the nonce (%s)', (_case, given) => {
    const [body] = quotes.sign(given, now).split('.');
    const text = Buffer.from(body!, 'base64url').toString('utf8');
    const { nonce } = JSON.parse(text) as { nonce: string };
    expect(text).toBe(JSON.stringify({ ...given, expiresAt: now.getTime() / 1000 + QUOTE_TTL_S, nonce }));
  });

  it('two quotes of the same offer in the same second differ: each backs its own order', () => {
    expect(quotes.sign(claims, now)).not.toBe(quotes.sign(claims, now));
  });

  it('never repeats a nonce, across refills of the pool they are drawn from', () => {
    const nonces = Array.from(
      { length: 2500 },
      () => quotes.verify(quotes.sign(claims, now), claims, now).nonce,
    );
    expect(new Set(nonces).size).toBe(nonces.length);
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

  it("signs with HMAC-SHA256 under the key derived from the server's secret", () => {
    // The MAC quotes issued before still carry: createHmac's, whatever computes it.
    const secret = new TextEncoder().encode('server-secret-for-the-quote-tests!!');
    const key = createHmac('sha256', secret).update('dostavka quotes v1').digest();
    for (const total of [1840, 1, 123456789]) {
      const [body, signature] = quotes
        .sign({ ...claims, total, description: 'Одежда "зимняя"' } as typeof claims, now)
        .split('.');
      expect(signature).toBe(createHmac('sha256', key).update(body!).digest('base64url'));
    }
  });

  it("signs with createHmac's MAC for any ASCII text and key, short or long", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.array(fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) }), {
          maxLength: 4,
        }),
        fc.integer({ min: 0, max: 3000 }),
        (key, texts, padding) => {
          const mac = asciiHmac(key);
          // The same MAC again and again, a text longer than the kept buffer among them.
          for (const text of [...texts, 'q'.repeat(padding), ...texts])
            expect(mac(text)).toBe(createHmac('sha256', key).update(text).digest('base64url'));
        },
      ),
    );
  });

  it.each([
    [
      'a body that is not base64url',
      // Each character's low byte is the signed one's: a MAC of the bytes as latin1 would match.
      (r: string) => `${String.fromCharCode(0x100 + r.charCodeAt(0))}${r.slice(1)}`,
    ],
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

describe('offer facts', () => {
  // An offer as the calculator answered a one-row search (Saint Petersburg to Moscow).
  const offer = {
    uuid: 'f6eff4ea-93cb-40c8-ab02-028997233fb7',
    name: 'Эконом',
    preliminarily: true,
    description:
      'Экономичная доставка по всей России через три распределительных хаба; цену уточняют при приёмке.',
    company: { name: 'ТрансВектор', slug: 'transvektor' },
    photo: { url: '/media/carriers/transvektor.svg' },
    dates: {
      plannedDateLoadingCargo: { date: '2026-11-29' },
      plannedDateShipmentCargo: { date: '2026-12-05', text: '4-6 дней', days: { min: 4, max: 6 } },
    },
    prices: [
      { name: 'Перевозка', value: 400, key: 'priceLine.carriage' },
      { name: 'Доставка до двери', value: 352, key: 'priceLine.doorDelivery' },
      { name: 'Страхование груза', value: 1, key: 'priceLine.insurance' },
    ],
    total: 753,
    codes: { tariff: 'transvektor-economy', provider: 'transvektor', weight: 1.6, km: 793 },
    metadata: {
      mark: 'consolidated-line',
      path: [{ mark: 'departure-destination', from: 'Санкт-Петербург', to: 'Москва', km: 793 }],
    },
    required: { passport: true },
    documents: [{ name: 'Договор транспортной экспедиции' }, { name: 'Накладная ТрансВектор' }],
    quote: 'eyJ9.signature',
    expiresAt: '2026-11-28T11:08:12.000Z',
  };

  // Computed by the first implementation (each object's Object.entries sorted with <): quotes
  // issued before the facts got faster, and before the facts named the carrier's texts by an id
  // (29.11.2026), still back their orders.
  it.each([
    ['an offer as the calculator gives it', offer, 'Q5lw3w88G3BvlJwEC5DFGI0OQzae1RJ8yWFzxdNpH78'],
    [
      'keys that sort by code unit (digits, case, accents, the empty key), escapes, numbers, undefined fields',
      {
        z: 1,
        a: [3, 1, { é: 'ü', E: null, e: [] }],
        Z: { '10': true, '9': false, '': 0 },
        'esc"ape': 'line\nbreak "quoted" \\ \u2028 \u0001',
        n: [1e21, 1e-7, -0, 0.1, -12.5],
        gone: undefined,
        nested: { b: { d: undefined, c: [{}, []] }, a: 'x' },
        codes: { tariff: 17, provider: 'p', weight: 1.5 },
      },
      'q-TumHOYQ3IBxKjRml-Ca1f4r0h_PY0aMX5jygJgwJo',
    ],
    [
      'an offer without codes',
      { total: 1, name: 'no codes', uuid: 'a', quote: 'b', expiresAt: 'c' },
      '4vhN-0IwCYoXtzbMc-zCg6E2S2c5JIDSVWbqhtCJwHQ',
    ],
  ])('are the ones issued before for %s', (_case, given, expected) => {
    expect(offerFactsV1(given)).toBe(expected);
    // A quote of those days still backs an order of the same offer, and only of it.
    expect(factsMatch(expected, given)).toBe(true);
    expect(factsMatch(expected, { ...given, total: 2 })).toBe(false);
  });

  // The facts quotes are issued with since 29.11.2026: pinned, so that a change of how they are
  // written (which would refuse every order of a quote issued before it) is seen. The values were
  // computed apart, with JSON.stringify of key-sorted copies: '2:' + sha256(sha256(the carrier
  // texts' JSON) + the other fields' JSON, codes as strings), both base64url.
  it.each([
    ['an offer as the calculator gives it', offer, '2:IHeGjPpeE8y4LTqDK8k3_8sXBFW3MjiAOvY4UGjA0eo'],
    [
      'an offer without codes or carrier texts',
      { total: 1, uuid: 'a', quote: 'b', expiresAt: 'c' },
      '2:rGNYRXykuk_WgY1NZtNn4XoOYDJKma7p09XSCFqIaw8',
    ],
  ])('are pinned for %s', (_case, given, expected) => {
    expect(offerFacts(given)).toBe(expected);
  });

  it('are the new form: the prefix and a SHA-256, matched by factsMatch, not by the old form', () => {
    const facts = offerFacts(offer);
    expect(facts).toMatch(new RegExp(`^${FACTS_V2}[\\w-]{43}$`));
    expect(factsMatch(facts, offer)).toBe(true);
    expect(factsMatch(offerFactsV1(offer), offer)).toBe(true);
    // Each form is checked as itself: new facts with the prefix taken away are no old facts.
    expect(factsMatch(facts.slice(FACTS_V2.length), offer)).toBe(false);
    expect(factsMatch(undefined, offer)).toBe(false);
  });

  it('leave out the id, the quote and its expiry, and read a code alike as a number or a string', () => {
    for (const facts of [offerFacts, offerFactsV1]) {
      const given = facts(offer);
      expect(facts({ ...offer, uuid: 'other', quote: 'other', expiresAt: 'other' })).toBe(given);
      expect(facts({ ...offer, codes: { ...offer.codes, km: '793' } })).toBe(given);
    }
  });

  /** A deep copy of the offer with one change. */
  const changed = (change: (copy: typeof offer) => void) => {
    const copy = structuredClone(offer);
    change(copy);
    return copy;
  };
  // Every kind of field an offer has, the carrier's texts and the rest: a copy differing in any
  // one of them is refused.
  it.each<[string, (copy: typeof offer) => void]>([
    ['the carrier', (o) => void (o.company.name = 'Рога и копыта')],
    ["the carrier's slug", (o) => void (o.company.slug = 'other')],
    ['the tariff name', (o) => void (o.name = 'Экспресс')],
    ['the description', (o) => void (o.description += ' ')],
    ['the logo', (o) => void (o.photo.url = '/other.svg')],
    ['a document renamed', (o) => void (o.documents[0]!.name = 'Договор')],
    ['a document added', (o) => void o.documents.push({ name: 'Ещё' })],
    ['a document with a link', (o) => void Object.assign(o.documents[1]!, { url: '/x' })],
    ["a price line's value", (o) => void (o.prices[0]!.value = 1)],
    ["a price line's name", (o) => void (o.prices[1]!.name = 'Подарок')],
    ['a price line dropped', (o) => void o.prices.pop()],
    ['a price line added', (o) => void o.prices.push({ name: 'Скидка', value: 0, key: 'x' })],
    ['the total', (o) => void (o.total = 754)],
    ['the loading date', (o) => void (o.dates.plannedDateLoadingCargo.date = '2026-11-30')],
    ['the delivery date', (o) => void (o.dates.plannedDateShipmentCargo.date = '2026-12-04')],
    ["the term's text", (o) => void (o.dates.plannedDateShipmentCargo.text = '1 день')],
    ["the term's days", (o) => void (o.dates.plannedDateShipmentCargo.days.min = 1)],
    ['the passport requirement', (o) => void (o.required.passport = false)],
    ['being preliminary', (o) => void (o.preliminarily = false)],
    ["the tariff's code", (o) => void (o.codes.tariff = 'transvektor-express')],
    ['a code', (o) => void (o.codes.km = 1)],
    ['a code added', (o) => void Object.assign(o.codes, { extra: 'x' })],
    ["the route's mark", (o) => void (o.metadata.mark = 'consolidated-composite')],
    ["the route's city", (o) => void (o.metadata.path[0]!.to = 'Тверь')],
    ["the route's km", (o) => void (o.metadata.path[0]!.km = 1)],
    ['a field added', (o) => void Object.assign(o, { discount: 10 })],
    ['a field left out', (o) => void delete (o as Partial<typeof offer>).required],
    ['a carrier text left out', (o) => void delete (o as Partial<typeof offer>).photo],
    [
      'a carrier text moved into another field',
      (o) => void Object.assign(o, { metadata: { ...o.metadata, name: o.name }, name: undefined }),
    ],
  ])('change with %s, in either form', (_case, change) => {
    const copy = changed(change);
    for (const facts of [offerFacts, offerFactsV1]) {
      expect(facts(copy)).not.toBe(facts(offer));
      expect(factsMatch(facts(offer), copy)).toBe(false);
    }
  });

  it("identify the carrier's texts by one id kept for frozen ones, the same as a plain copy's", () => {
    const frozen = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null) {
        Object.values(value).forEach(frozen);
        Object.freeze(value);
      }
      return value;
    };
    const shared = {
      company: frozen({ ...offer.company }),
      photo: frozen({ ...offer.photo }),
      documents: frozen(offer.documents.map((d) => ({ ...d }))),
    };
    const engine = (name: string) => ({ ...structuredClone(offer), ...shared, name });
    // As an order sends it back: parsed JSON, nothing frozen.
    const copy = (given: object) => JSON.parse(JSON.stringify(given)) as typeof offer;
    for (const name of ['Эконом', 'Эконом: Газель', 'Эконом']) {
      expect(carrierTextsId(engine(name))).toBe(carrierTextsId(copy(engine(name))));
      expect(offerFacts(engine(name))).toBe(offerFacts(copy(engine(name))));
    }
    expect(carrierTextsId(engine('Эконом'))).not.toBe(carrierTextsId(engine('Эконом: Газель')));
    expect(offerFacts(engine('Эконом'))).toBe(offerFacts(offer));
    // A frozen object with something in it that is not: never kept, always its text.
    const loose = { ...structuredClone(offer), company: Object.freeze({ name: { text: 'A' }, slug: 'a' }) };
    const id = carrierTextsId(loose);
    (loose.company.name as { text: string }).text = 'B';
    expect(carrierTextsId(loose)).not.toBe(id);
  });
});

describe("an offer's facts and its JSON, written together", () => {
  const offer = {
    name: 'Эконом',
    company: Object.freeze({ name: 'ТрансВектор', slug: 'transvektor' }),
    dates: { plannedDateLoadingCargo: { date: '2026-11-29' } },
    prices: [{ name: 'Перевозка', value: 400, key: 'priceLine.carriage' }],
    total: 400,
    codes: { tariff: 'transvektor-economy', weight: 1.6, km: 793 },
    uuid: 'a',
    quote: 'b',
    expiresAt: 'c',
  };
  it.each<[string, Record<string, unknown>]>([
    ['an offer', offer],
    // Keys sorting before and after `codes`, escapes, an undefined field, a carrier text missing.
    [
      'keys on both sides of the codes',
      { ...offer, a: [1, { 'é"': 'line\nbreak' }], Z: true, gone: undefined, description: undefined },
    ],
    ['an offer without codes or carrier texts', { total: 1, uuid: 'a', quote: 'b', expiresAt: 'c' }],
    ['only carrier texts', { name: 'x', photo: { url: '/x.svg' } }],
  ])(
    'are the facts offerFacts gives and the JSON fields of all but the id and quote, for %s',
    (_case, given) => {
      const { facts, fields } = offerFactsAndJson(given);
      expect(facts).toBe(offerFacts(given));
      const { uuid: _uuid, quote: _quote, expiresAt: _expiresAt, ...rest } = given;
      // Codes as they are (a number stays a number), undefined fields left out, as JSON.stringify.
      expect(JSON.parse(`{${fields}}`)).toEqual(JSON.parse(JSON.stringify(rest)));
    },
  );
});

describe('canonical JSON', () => {
  /** The same value with every object's keys in the reverse order. */
  const reversed = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(reversed);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.keys(value)
        .reverse()
        .map((key) => [key, reversed((value as Record<string, unknown>)[key])]),
    );
  };
  it('is JSON of the same value, whatever the order of its keys', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(reversed(value))).toBe(text);
      }),
    );
  });

  it('writes a string, key or value, as JSON.stringify does: escapes and lone surrogates included', () => {
    const strings = [
      '"',
      '\\',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u2028',
      '\ud800',
      '\udc00x',
      '😀',
      'a\ud83d',
      'Москва',
    ];
    for (const text of strings) expect(canonicalJson(text)).toBe(JSON.stringify(text));
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(canonicalJson([text, { [text]: 1 }])).toBe(
          `[${JSON.stringify(text)},{${JSON.stringify(text)}:1}]`,
        );
      }),
    );
  });

  it('writes every object with its keys in code-unit order and leaves out undefined fields', () => {
    const text = canonicalJson({
      b: 1,
      a: { '10': 1, '9': 2, B: 3, á: 4, gone: undefined },
      A: [{ y: 1, x: 2 }],
    });
    expect(text).toBe('{"A":[{"x":2,"y":1}],"a":{"10":1,"9":2,"B":3,"á":4},"b":1}');
  });
});
