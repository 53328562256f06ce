/**
 * The framework around an adapter: identical searches share one call, answers are kept for the
 * cache's time, a failing carrier opens its breaker and is tried again later, faults are empty
 * answers logged once per burst, and a slow carrier is cut at its timeout.
 */
import { context, request } from '../tariffs/test-support';
import type { PricedOffer } from '../tariffs/offer';
import { CarrierRuntime, type CarrierCall, type CityLookup } from './carrier-runtime';
import { CarrierError } from './http';
import type { CarrierAdapter, CarrierCityRef, OurCity } from './types';

const never = new AbortController().signal;
const offer = { total: 100 } as PricedOffer;

function cityLookup(): CityLookup {
  const kept = new Map<string, CarrierCityRef | null>();
  return {
    ourCity: async (code) => ({ code, name: code }) as OurCity,
    kept: (carrier, code) => kept.get(`${carrier}:${code}`),
    keep: async (carrier, code, ref) => void kept.set(`${carrier}:${code}`, ref),
  };
}

function setup(quote: () => Promise<PricedOffer[]>, options: { cacheMs?: number; timeoutMs?: number } = {}) {
  let now = 1_000_000;
  const calls: Array<[CarrierCall, string | null]> = [];
  const warnings: object[] = [];
  const adapter: CarrierAdapter = {
    slug: 'test',
    kinds: ['consolidated'],
    resolveCity: jest.fn(async (city: OurCity) => ({ id: `c-${city.code}`, name: city.name })),
    quote: jest.fn(quote),
    points: jest.fn(async () => []),
  };
  const runtime = new CarrierRuntime(
    { slug: 'test', name: 'Test', logo: '/x.svg', create: () => adapter },
    adapter,
    {
      timeoutMs: options.timeoutMs ?? 1000,
      cacheMs: options.cacheMs ?? 60_000,
      breaker: { threshold: 3, openMs: 10_000 },
      cities: cityLookup(),
      observer: { call: (_carrier, call, _ms, fault) => calls.push([call, fault]) },
      log: { warn: (details) => warnings.push(details), info: () => undefined },
      now: () => now,
    },
  );
  const provider = runtime.provider();
  const search = (over = {}) =>
    Promise.resolve(provider.quote('consolidated', request(over), context(), never));
  return { runtime, adapter, calls, warnings, search, tick: (ms: number) => (now += ms) };
}

test('200 concurrent identical searches make one call, and each gets the answer', async () => {
  const { adapter, search } = setup(() => new Promise((resolve) => setTimeout(() => resolve([offer]), 30)));
  const answers = await Promise.all(Array.from({ length: 200 }, () => search()));
  expect(adapter.quote).toHaveBeenCalledTimes(1);
  expect(adapter.resolveCity).toHaveBeenCalledTimes(2);
  expect(answers.every((a) => a.length === 1)).toBe(true);
});

test('an answer is kept for the cache time, then asked again; another shipment is asked apart', async () => {
  const { adapter, search, tick } = setup(async () => [offer], { cacheMs: 5 * 60_000 });
  await search();
  await search();
  expect(adapter.quote).toHaveBeenCalledTimes(1);
  await search({ loadingDate: '2025-03-11' });
  expect(adapter.quote).toHaveBeenCalledTimes(2);
  tick(5 * 60_000 + 1);
  await search();
  expect(adapter.quote).toHaveBeenCalledTimes(3);
});

test('a fault is an empty answer, not kept; logged once per burst and counted each time', async () => {
  let fail = true;
  const { adapter, search, warnings, calls } = setup(async () => {
    if (fail) throw new CarrierError('server', 'status 500');
    return [offer];
  });
  expect(await search()).toEqual([]);
  expect(await search()).toEqual([]);
  expect(adapter.quote).toHaveBeenCalledTimes(2);
  expect(warnings).toHaveLength(1);
  expect(calls.filter(([call, fault]) => call === 'quote' && fault === 'server')).toHaveLength(2);
  fail = false;
  expect(await search()).toEqual([offer]);
});

test('after repeated failures the breaker opens, no call is made, and one is tried after a while', async () => {
  let fail = true;
  const { runtime, adapter, search, tick, calls } = setup(async () => {
    if (fail) throw new CarrierError('timeout', 'no answer');
    return [offer];
  });
  for (let i = 0; i < 3; i += 1) await search({ loadingDate: `2025-03-1${i}` });
  expect(runtime.breaker.state).toBe('open');
  await search({ loadingDate: '2025-03-15' });
  expect(adapter.quote).toHaveBeenCalledTimes(3);
  expect(calls.at(-1)).toEqual(['quote', 'open']);
  tick(10_000);
  expect(runtime.breaker.state).toBe('half-open');
  fail = false;
  expect(await search({ loadingDate: '2025-03-16' })).toEqual([offer]);
  expect(runtime.breaker.state).toBe('closed');
});

test('a carrier slower than its timeout is cut at the timeout', async () => {
  const { search, calls } = setup(() => new Promise(() => undefined), { timeoutMs: 100 });
  const started = Date.now();
  expect(await search()).toEqual([]);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(calls.at(-1)).toEqual(['quote', 'timeout']);
});

test('another carrier’s chosen point means no offer and no call', async () => {
  const { adapter, search } = setup(async () => [offer]);
  const point = { id: 'x-1', provider: 'other', kind: 'OFFICE', city: { code: '1' }, locker: null } as const;
  expect(await search({ fromPoint: point })).toEqual([]);
  expect(adapter.quote).not.toHaveBeenCalled();
});
