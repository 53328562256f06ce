/**
 * 'From X ₽' on direction pages: the cheapest consolidated offer for one small box, asked of the
 * calculator service in-process (the same route the browser calls). Until the calculator has the
 * route, or when it fails, the page simply shows no price.
 */
import {
  COMBINED_TRANSPORT_TYPE,
  buildDimensions,
  createId,
  deliveryMethod,
} from '@dostavka/shared-kernel/domain';
import type {
  City,
  Directions,
  PackagingPreset,
  TariffOffer,
  TariffSearchData,
} from '@dostavka/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';

const CONSOLIDATED_URL = '/api/calculator/consolidated';

/** The smallest standard box: what 'from' means on a direction page. */
function smallestBoxSearch(from: City, to: City, date: string): TariffSearchData {
  const preset = COMBINED_TRANSPORT_TYPE.options.find((option: PackagingPreset) => option.slug === 'box');
  const size = preset?.sizes[0] ?? { length: 35, width: 25, height: 30 };
  const weight = preset?.weights[0] ?? { value: 2, unit: 'kg' as const };
  const direction = (city: City) => ({
    deliveryMethod: deliveryMethod('WAREHOUSE'),
    city,
    address: { value: '', office: '', intercom: '' },
  });
  const directions: Directions = { from: direction(from), to: direction(to) };
  const cargo = {
    id: createId(),
    size: {
      width: { value: size.width, unit: 'cm' as const },
      height: { value: size.height, unit: 'cm' as const },
      length: { value: size.length, unit: 'cm' as const },
    },
    weight,
    quantity: 1,
    slug: 'box',
    rotate: true,
    stack: true,
  };
  return {
    id: createId(),
    directions,
    delivery: {
      type: { slug: 'combined' },
      isDedicated: false,
      declared: 3000,
      description: '',
      date,
      dimensions: buildDimensions([cargo], null),
    },
    tariff: null,
  };
}

export function directionPriceFrom(app: FastifyInstance) {
  return async (from: City, to: City): Promise<number | null> => {
    if (!app.hasRoute({ method: 'POST', url: CONSOLIDATED_URL })) return null;
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    try {
      const response = await app.inject({
        method: 'POST',
        url: CONSOLIDATED_URL,
        payload: smallestBoxSearch(from, to, date),
      });
      if (response.statusCode !== 200) return null;
      const offers = response.json<TariffOffer[]>();
      const totals = offers
        .map((offer) => Number(offer.total))
        .filter((total) => Number.isFinite(total) && total > 0);
      return totals.length > 0 ? Math.min(...totals) : null;
    } catch (error) {
      app.log.warn({ err: error }, 'direction price unavailable');
      return null;
    }
  };
}
