/** Entities for the store tests. */
import type { City, TariffOffer } from '@dostavka/shared-kernel/domain';

/** A city; its region (code and name, the name as its slug) only where a test needs one. */
export function testCity(
  code: string,
  name = code,
  {
    slug = name,
    region = { code: '', name: '' },
  }: { slug?: string; region?: { code: string; name: string } } = {},
): City {
  return {
    id: Number(code),
    popularity: 0,
    slug,
    code,
    fias: `fias-${code}`,
    name,
    warning: null,
    postcode: '',
    region: {
      ...region,
      slug: region.name,
      timezone: 'UTC+3',
      warning: null,
      country: { name: 'Россия', code: 'RU' },
    },
    coordinates: { lat: 59.94, lon: 30.31 },
  };
}

export function testOffer(uuid: string, total = 1000, passport = false): TariffOffer {
  return {
    uuid,
    name: uuid,
    preliminarily: false,
    description: '',
    company: { name: 'Перевозчик', slug: 'carrier' },
    photo: { url: '' },
    dates: {
      plannedDateLoadingCargo: { date: '2025-03-08' },
      plannedDateShipmentCargo: { date: '2025-03-10', text: '' },
    },
    prices: [{ name: 'Перевозка', value: total }],
    total,
    codes: {},
    metadata: { mark: 'consolidated-line', path: [] },
    required: { passport },
    documents: [],
    quote: '',
  };
}
