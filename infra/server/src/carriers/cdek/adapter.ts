/**
 * СДЭК, API v2 (docs/carriers.md, "СДЭК", lists the documentation and SDK files each request and
 * field comes from): cities by FIAS, KLADR or name (GET /v2/location/cities), every tariff of a
 * shipment at once (POST /v2/calculator/tarifflist), the declared value's insurance of each tariff
 * of the wanted mode (POST /v2/calculator/tariff with its INSURANCE service), offices and lockers
 * (GET /v2/deliverypoints).
 * Each request carries the OAuth token; a 401 renews it and the request is sent once more.
 */
import { CarrierError, type CarrierHttp, type CarrierHttpRequest, type CarrierHttpResponse } from '../http';
import { carrierOffer } from '../offer';
import type { CarrierAdapter, CarrierCityRef, CarrierPoint, OurCity, QuoteInput } from '../types';
import { CdekToken } from './auth';
import { priceLine } from '../../tariffs/price-line';
import {
  deliveryMode,
  insuranceService,
  insuranceSum,
  needsPassport,
  orderType,
  packagesOf,
  pointOf,
  type CdekOffice,
} from './mapping';

export const CDEK = { slug: 'cdek', name: 'СДЭК', logo: '/media/carriers/cdek.svg' } as const;

/** Offices and lockers kept per city: the order page lists them, the map shows them. */
const POINTS_PER_CITY = 200;

interface CdekCity {
  code?: unknown;
  city?: unknown;
  fias_guid?: unknown;
  kladr_code?: unknown;
  region?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

interface CdekTariff {
  tariff_code?: unknown;
  tariff_name?: unknown;
  tariff_description?: unknown;
  delivery_mode?: unknown;
  delivery_sum?: unknown;
  period_min?: unknown;
  period_max?: unknown;
  calendar_min?: unknown;
  calendar_max?: unknown;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
/** 'Москва', 'г. Москва' and 'москва' are one name. */
const plain = (name: string) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/^(г\.|город)\s*/, '')
    .trim();

function asList(body: unknown, what: string): unknown[] {
  if (!Array.isArray(body)) throw new CarrierError('bad-answer', `${what}: a list was expected`);
  return body;
}

/** СДЭК's reasons in an error answer ({ errors: [{ code, message }] } or under requests[]). */
function reasonsOf(body: unknown): string {
  const record = body as { errors?: unknown; requests?: Array<{ errors?: unknown }> } | null;
  const errors = [
    ...(Array.isArray(record?.errors) ? record.errors : []),
    ...(Array.isArray(record?.requests)
      ? record.requests.flatMap((r) => (Array.isArray(r.errors) ? r.errors : []))
      : []),
  ] as Array<{ code?: unknown; message?: unknown }>;
  return errors.map((e) => `${str(e.code)} ${str(e.message)}`.trim()).join('; ');
}

export function cdekAdapter(
  http: CarrierHttp,
  settings: { apiUrl: string; clientId: string; clientSecret: string },
  now: () => number = Date.now,
): CarrierAdapter {
  // Both https://api.cdek.ru and https://api.cdek.ru/v2 are taken as the base.
  const base = settings.apiUrl.replace(/\/+$/, '').replace(/\/v2$/, '');
  const token = new CdekToken(http, base, settings, now);

  /** A request with the token; a 401 drops it and the request goes once more with a new one. */
  async function send(
    request: Omit<CarrierHttpRequest, 'url'> & { path: string },
  ): Promise<CarrierHttpResponse> {
    const { path, ...rest } = request;
    const once = async () => {
      const value = await token.get(request.signal);
      try {
        return await http({ ...rest, url: `${base}${path}`, headers: { authorization: `Bearer ${value}` } });
      } catch (error) {
        if (error instanceof CarrierError && error.fault === 'unauthorized') token.drop(value);
        throw error;
      }
    };
    try {
      return await once();
    } catch (error) {
      if (!(error instanceof CarrierError && error.fault === 'unauthorized')) throw error;
      return once();
    }
  }

  const cities = async (query: Record<string, string>, signal: AbortSignal): Promise<CdekCity[]> => {
    const { body } = await send({
      method: 'GET',
      path: '/v2/location/cities',
      query: { country_codes: 'RU', size: 20, lang: 'rus', ...query },
      signal,
    });
    return asList(body, 'location/cities') as CdekCity[];
  };

  const refOf = (city: CdekCity): CarrierCityRef | null => {
    const code = num(city.code);
    return code === null ? null : { id: String(code), name: str(city.city) };
  };

  return {
    slug: CDEK.slug,
    kinds: ['consolidated'],

    async resolveCity(city: OurCity, signal) {
      // FIAS first (one city), then KLADR, then the name within the region, nearest first.
      const byFias = (await cities({ fias_guid: city.fias }, signal)).find(
        (found) => str(found.fias_guid).toLowerCase() === city.fias.toLowerCase(),
      );
      if (byFias) return refOf(byFias);
      const byKladr = (await cities({ kladr_code: city.code }, signal)).find(
        (found) => str(found.kladr_code) === city.code,
      );
      if (byKladr) return refOf(byKladr);
      const named = (await cities({ city: city.name }, signal)).filter(
        (found) =>
          plain(str(found.city)) === plain(city.name) &&
          plain(str(found.region)).includes(plain(city.region).split(' ')[0]!),
      );
      const distance = (found: CdekCity) =>
        Math.hypot((num(found.latitude) ?? 0) - city.lat, (num(found.longitude) ?? 0) - city.lon);
      const [nearest] = named.sort((a, b) => distance(a) - distance(b));
      return nearest ? refOf(nearest) : null;
    },

    async quote(input: QuoteInput, signal) {
      const { request } = input;
      const mode = deliveryMode(request.fromMethod, request.toMethod);
      // What both calculations share: the order type, date, currency, cities and packages.
      const shipment = {
        type: orderType(request.fromMethod, request.toMethod),
        date: `${request.loadingDate}T12:00:00+0300`,
        currency: 1,
        from_location: { code: Number(input.from.carrierCity.id) },
        to_location: { code: Number(input.to.carrierCity.id) },
        packages: packagesOf(request.cargo),
      };
      let body: unknown;
      try {
        ({ body } = await send({
          method: 'POST',
          path: '/v2/calculator/tarifflist',
          json: { ...shipment, lang: 'rus' },
          signal,
        }));
      } catch (error) {
        // A refused shipment (too heavy, a route it does not serve) has no offers; not a fault.
        if (error instanceof CarrierError && error.fault === 'rejected') return [];
        throw error;
      }
      const answer = body as { tariff_codes?: unknown; errors?: unknown } | null;
      if (!answer || (answer.tariff_codes !== undefined && !Array.isArray(answer.tariff_codes)))
        throw new CarrierError('bad-answer', 'calculator/tarifflist: no tariff_codes list');
      const tariffs = (answer.tariff_codes ?? []) as CdekTariff[];
      if (tariffs.length === 0 && reasonsOf(answer))
        throw new CarrierError('bad-answer', `calculator/tarifflist: ${reasonsOf(answer)}`);
      const wanted = tariffs.flatMap((tariff) => {
        const code = num(tariff.tariff_code);
        const sum = num(tariff.delivery_sum);
        const min = num(tariff.calendar_min) ?? num(tariff.period_min);
        const max = num(tariff.calendar_max) ?? num(tariff.period_max);
        if (code === null || sum === null || sum <= 0 || min === null || max === null) return [];
        if (num(tariff.delivery_mode) !== mode) return [];
        return [{ code, sum, term: { minDays: min, maxDays: max }, tariff }];
      });

      /**
       * The insurance of the declared value for one tariff, priced by СДЭК (its services in
       * /v2/calculator/tariff); null when it refuses the insurance for that tariff.
       */
      const insure = async (code: number, declared: number): Promise<number | null> => {
        let priced: unknown;
        try {
          ({ body: priced } = await send({
            method: 'POST',
            path: '/v2/calculator/tariff',
            json: { ...shipment, tariff_code: code, services: [insuranceService(declared)] },
            signal,
          }));
        } catch (error) {
          if (error instanceof CarrierError && error.fault === 'rejected') return null;
          throw error;
        }
        const sum = insuranceSum(priced);
        if (sum === null)
          throw new CarrierError(
            'bad-answer',
            `calculator/tariff ${code}: ${reasonsOf(priced) || 'no INSURANCE among its services'}`,
          );
        return sum;
      };
      // Insured as the rate cards insure: a declared value, unless the cargo is documents.
      const declared = request.insurance > 0 ? request.declared : null;
      const quotes = await Promise.all(
        wanted.map(async (tariff) => ({
          ...tariff,
          insurance: declared === null ? 0 : await insure(tariff.code, declared),
        })),
      );

      return quotes.flatMap(({ code, sum, term, tariff, insurance: insured }) => {
        // A tariff СДЭК will not insure is left out: without its insurance its price would be short.
        if (insured === null) return [];
        return [
          carrierOffer({
            carrier: CDEK,
            tariffCode: code,
            name: str(tariff.tariff_name) || `СДЭК, тариф ${code}`,
            description: str(tariff.tariff_description),
            carriage: sum,
            services: insured > 0 ? [priceLine('insurance', insured)] : [],
            term,
            passport: needsPassport(request.toMethod),
            preliminarily: false,
            quoteData: {
              cdekTariff: code,
              cdekMode: mode,
              cdekFrom: input.from.carrierCity.id,
              cdekTo: input.to.carrierCity.id,
              ...(declared !== null && { cdekDeclared: declared }),
              ...(input.from.pointCode && { cdekShipmentPoint: input.from.pointCode }),
              ...(input.to.pointCode && { cdekDeliveryPoint: input.to.pointCode }),
            },
            request,
            km: input.km,
          }),
        ];
      });
    },

    async points(_city, carrierCity, signal): Promise<CarrierPoint[]> {
      const { body } = await send({
        method: 'GET',
        path: '/v2/deliverypoints',
        query: { city_code: carrierCity.id, type: 'ALL', country_code: 'RU', lang: 'rus' },
        signal,
      });
      return (asList(body, 'deliverypoints') as CdekOffice[])
        .map(pointOf)
        .filter((point): point is CarrierPoint => point !== null)
        .slice(0, POINTS_PER_CITY);
    },
  };
}
