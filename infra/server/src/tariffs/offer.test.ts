import { assembleOffer, type OfferParts } from './offer';
import type { Provider } from './rate-card';

const provider = (): Provider =>
  ({
    slug: 'transvektor',
    card: { name: 'ТрансВектор', logo: '/media/carriers/transvektor.svg' },
  }) as Provider;

const parts = (of: Provider, documents: OfferParts['texts']['documents']): OfferParts => ({
  provider: of,
  texts: {
    code: 'transvektor-economy',
    name: 'Эконом',
    description: 'Экономичная доставка',
    preliminarily: false,
    passport: true,
    documents,
  },
  lines: [{ name: 'Перевозка', key: 'priceLine.carriage', value: 400.4 }],
  insurance: 0,
  loadingDate: '2026-11-30',
  term: { minDays: 2, maxDays: 3 },
  mark: 'consolidated-line',
  path: [],
  codes: {},
});

describe("an offer's carrier parts", () => {
  it('are one frozen company, logo and documents shared by the offers of a card', () => {
    const of = provider();
    const documents = [{ name: 'Договор', url: '/offer/' }];
    const [first, second] = [assembleOffer(parts(of, documents)), assembleOffer(parts(of, documents))];
    expect(second.company).toBe(first.company);
    expect(second.photo).toBe(first.photo);
    expect(second.documents).toBe(first.documents);
    for (const value of [first.company, first.photo, first.documents, first.documents[0]])
      expect(Object.isFrozen(value)).toBe(true);
    expect(first.documents).toEqual(documents);
    expect(first.documents).not.toBe(documents);
  });

  it('follow a card or its texts changed in place', () => {
    const of = provider();
    const documents: OfferParts['texts']['documents'] = [{ name: 'Договор' }];
    const before = assembleOffer(parts(of, documents));
    of.card.name = 'ТрансВектор Плюс';
    of.card.logo = '/media/carriers/other.svg';
    documents[0]!.url = '/offer/';
    documents.push({ name: 'Накладная' });
    const after = assembleOffer(parts(of, documents));
    expect(after.company).toEqual({ name: 'ТрансВектор Плюс', slug: 'transvektor' });
    expect(after.photo).toEqual({ url: '/media/carriers/other.svg' });
    expect(after.documents).toEqual([{ name: 'Договор', url: '/offer/' }, { name: 'Накладная' }]);
    expect(before.company).toEqual({ name: 'ТрансВектор', slug: 'transvektor' });
    expect(before.documents).toEqual([{ name: 'Договор' }]);
  });
});
