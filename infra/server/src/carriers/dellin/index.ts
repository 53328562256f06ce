/**
 * Деловые Линии (https://dev.dellin.ru/api/): their public API takes the application key as
 * `appkey` in every JSON body (POST .../<method>.json). The adapter prices сборный груз by road
 * and by express between terminals and addresses, maps our cities by their KLADR ids and syncs
 * their terminals. What it cannot do: docs/carriers.md, "Деловые Линии".
 */
import { checkedAnswer } from '../answer';
import { CarrierError } from '../http';
import type { CarrierAdapter, CarrierCityRef, CarrierDeps, CarrierModule, QuoteInput } from '../types';
import type { PricedOffer } from '../../tariffs/offer';
import { DellinCalculationAnswer, DellinCitiesAnswer, DellinCityTerminalsAnswer } from './answers';
import {
  DELLIN,
  DELLIN_TYPES,
  calculatorBody,
  dellinCityCode,
  dellinOffer,
  dellinServes,
  type DellinType,
} from './mapping';
import { dellinDirectory } from './terminals';

/** The documented paths, under DELLIN_API_URL (https://api.dellin.ru by default). */
export const DELLIN_PATHS = {
  calculator: '/v2/calculator.json',
  cities: '/v2/public/kladr.json',
  cityTerminals: '/v1/public/request_terminals.json',
  directory: '/v3/public/terminals.json',
} as const;

/**
 * Their errors (https://dev.dellin.ru/api/errors/) come as `errors: [{code, title, detail}]` with
 * `metadata.status` an emulated HTTP status, which may stand in a 200: a refusal all the same.
 * A 4xx keeps its fault, with their words as the message (what staff read in the log).
 */
function refused(answer: unknown, http?: CarrierError): unknown {
  const { errors, metadata } = (answer ?? {}) as { errors?: unknown; metadata?: { status?: unknown } };
  const status = http?.status ?? (typeof metadata?.status === 'number' ? metadata.status : 200);
  const listed = Array.isArray(errors) && errors.length > 0;
  if (!listed && status < 400) return answer;
  if (!listed && http) throw http;
  const [first] = (listed ? errors : []) as Array<{ code?: unknown; title?: unknown; detail?: unknown }>;
  const text = [first?.code, first?.title, first?.detail].filter(Boolean).join(' ') || `status ${status}`;
  const fault = http?.fault ?? (status === 401 || status === 403 ? 'unauthorized' : 'rejected');
  throw new CarrierError(fault, text, status, answer);
}

const isYes = (value: unknown) => value === true || value === 1 || value === '1';

export function dellinAdapter(deps: CarrierDeps, appKey: string): CarrierAdapter {
  const base = deps.settings.dellin.apiUrl.replace(/\/+$/, '');
  const post = async (path: string, body: object, signal: AbortSignal): Promise<unknown> => {
    const url = `${base}${path}`;
    let answer: unknown;
    try {
      answer = (await deps.http({ method: 'POST', url, json: { appkey: appKey, ...body }, signal })).body;
    } catch (error) {
      if (error instanceof CarrierError && error.body !== undefined) refused(error.body, error);
      throw error;
    }
    return refused(answer);
  };
  const terminalsOf = dellinDirectory({
    http: deps.http,
    apiHost: new URL(base).hostname,
    now: deps.now,
    manifest: (signal) => post(DELLIN_PATHS.directory, {}, signal),
  });

  /** The terminal a city's cargo is handed in at when no terminal was chosen: theirs by default. */
  async function derivalTerminal(code: string, signal: AbortSignal): Promise<string | null> {
    const answer = await post(DELLIN_PATHS.cityTerminals, { code, direction: 'derival' }, signal);
    const { terminals } = checkedAnswer(DellinCityTerminalsAnswer, answer, 'city terminals');
    const terminal = terminals.find((t) => t.default) ?? terminals[0];
    return terminal ? String(terminal.id) : null;
  }

  async function priced(
    input: QuoteInput,
    type: DellinType,
    signal: AbortSignal,
  ): Promise<PricedOffer | null> {
    const body = calculatorBody(input, type);
    if (!body) return null;
    const answer = checkedAnswer(
      DellinCalculationAnswer,
      await post(DELLIN_PATHS.calculator, body, signal),
      'calculator',
    );
    return dellinOffer(answer.data, type, input);
  }

  return {
    slug: DELLIN.slug,
    kinds: ['consolidated'],

    async resolveCity(city, signal): Promise<CarrierCityRef | null> {
      const code = dellinCityCode(city.code);
      const { cities } = checkedAnswer(
        DellinCitiesAnswer,
        await post(DELLIN_PATHS.cities, { code }, signal),
        'cities',
      );
      const found = cities.find((c) => c.code === code);
      if (!found) return null;
      const terminal = isYes(found.isTerminal) ? await derivalTerminal(code, signal) : null;
      return {
        id: code,
        name: (found.searchString || found.aString || city.name).trim(),
        extra: {
          ...(found.cityID !== undefined ? { cityID: Number(found.cityID) } : {}),
          ...(terminal ? { derivalTerminal: terminal } : {}),
        },
      };
    },

    /**
     * Road and express are asked at once, each an offer: express is not sold on every route or
     * for every cargo, so one type's failure only leaves it out; with no offer at all the failure
     * is the search's (a fault before a refusal, so the breaker sees it).
     */
    async quote(input, signal) {
      const { fromMethod, toMethod } = input.request;
      if (!dellinServes(fromMethod) || !dellinServes(toMethod)) return [];
      const types = Object.keys(DELLIN_TYPES) as DellinType[];
      const results = await Promise.allSettled(types.map((type) => priced(input, type, signal)));
      const offers = results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      const refusal = (error: unknown) => error instanceof CarrierError && error.fault === 'rejected';
      if (offers.length > 0) return offers;
      const fault = failures.find((error) => !refusal(error)) ?? failures[0];
      if (fault !== undefined) throw fault;
      return [];
    },

    points: (_city, carrierCity, signal) => terminalsOf(carrierCity.id, signal),
  };
}

export const dellin: CarrierModule = {
  ...DELLIN,
  create(deps) {
    const { appKey } = deps.settings.dellin;
    return appKey ? dellinAdapter(deps, appKey) : null;
  },
};
