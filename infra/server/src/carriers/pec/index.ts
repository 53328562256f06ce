/**
 * ПЭК (https://kabinet.pecom.ru/api/v1): every method is a POST of JSON (GET for directories)
 * under PEC_API_URL with HTTP Basic authentication, the cabinet's user name and an API key as
 * the password. The adapter prices сборный груз by road and by air between warehouses, pick-up
 * points and addresses, maps our cities to the branch serving them and syncs their divisions.
 * What it cannot do: docs/carriers.md, "ПЭК".
 */
import { checkedAnswer } from '../answer';
import { CarrierError, type CarrierFault } from '../http';
import type { CarrierAdapter, CarrierCityRef, CarrierDeps, CarrierModule } from '../types';
import { PecBranchesAnswer, PecErrorEnvelope, PecPriceAnswer, PecZoneAnswer } from './answers';
import { pecPoints } from './branches';
import { PEC, pecAddress, pecOffers, pecServes, priceBody } from './mapping';

/** The documented paths, under PEC_API_URL (https://kabinet.pecom.ru/api/v1 by default). */
export const PEC_PATHS = {
  price: '/calculator/calculateprice/',
  zone: '/branches/findzonebyaddress/',
  branches: '/branches/all/',
} as const;

/** A branch's divisions are a few hundred kB; every branch at once is megabytes. */
const BRANCHES = { maxBytes: 16 * 1024 * 1024, timeoutMs: 30_000 };

export function pecAdapter(deps: CarrierDeps, user: string, apiKey: string): CarrierAdapter {
  const base = deps.settings.pec.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${user}:${apiKey}`).toString('base64')}`;
  /** Their envelope's words, as the message staff read in the log; the fault as it was. */
  const inTheirWords = (body: unknown, fault: CarrierFault, status: number) => {
    if (!PecErrorEnvelope.Check(body)) return null;
    const { title, message } = body.error;
    return new CarrierError(fault, [title, message].filter(Boolean).join(': ') || 'error', status, body);
  };
  async function post(path: string, json: object, signal: AbortSignal, limits = {}): Promise<unknown> {
    const request = {
      method: 'POST' as const,
      url: `${base}${path}`,
      headers: { authorization },
      json,
      signal,
    };
    let body: unknown;
    try {
      ({ body } = await deps.http({ ...request, ...limits }));
    } catch (error) {
      if (error instanceof CarrierError)
        throw inTheirWords(error.body, error.fault, error.status ?? 0) ?? error;
      throw error;
    }
    // Their error envelope may come in a 200 (a validation error, a refused access).
    const refusal = inTheirWords(body, 'rejected', 200);
    if (refusal) throw refusal;
    return body;
  }

  return {
    slug: PEC.slug,
    kinds: ['consolidated'],

    /** The branch serving the city and its main warehouse, where cargo is handed in and out. */
    async resolveCity(city, signal): Promise<CarrierCityRef | null> {
      const zone = checkedAnswer(
        PecZoneAnswer,
        await post(PEC_PATHS.zone, { address: pecAddress(city) }, signal),
        'zone',
      );
      if (!zone.mainWarehouseId || zone.geoData?.precision === 'bad') return null;
      return {
        id: zone.mainWarehouseId,
        name: (zone.branchTitle || city.name).trim(),
        extra: {
          ...(zone.branchUID ? { branchId: zone.branchUID } : {}),
          ...(zone.zoneId ? { zoneId: zone.zoneId } : {}),
        },
      };
    },

    /** Both products in one call; a product they cannot carry comes back with its own error. */
    async quote(input, signal) {
      const { fromMethod, toMethod } = input.request;
      if (!pecServes(fromMethod) || !pecServes(toMethod)) return [];
      const answer = checkedAnswer(
        PecPriceAnswer,
        await post(PEC_PATHS.price, priceBody(input), signal),
        'price',
      );
      if (answer.hasError) throw new CarrierError('rejected', answer.errorMessage || 'hasError', 200, answer);
      return pecOffers(answer, input);
    },

    async points(city, carrierCity, signal) {
      const branchId = carrierCity.extra?.branchId;
      if (branchId === undefined) return [];
      const answer = await post(PEC_PATHS.branches, { branchId: String(branchId) }, signal, BRANCHES);
      return pecPoints(checkedAnswer(PecBranchesAnswer, answer, 'branches').branches, city);
    },
  };
}

export const pec: CarrierModule = {
  ...PEC,
  create(deps) {
    const { user, apiKey } = deps.settings.pec;
    return user && apiKey ? pecAdapter(deps, user, apiKey) : null;
  },
};
