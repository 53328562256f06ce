/**
 * Every carrier's fake API, one line each: the e2e run and the bench start them all and point the
 * server at them (`env`), so the site prices with every carrier offline.
 */
import type { CarrierFake } from '../carrier-fake';
import { cdekFake } from './cdek-fake';
import { dellinFake } from './dellin-fake';
import { pecFake } from './pec-fake';

export interface FakeOptions {
  /** Each answer waits a random time in this range (ms): the bench's 300-800 ms carriers. */
  latencyMs?: readonly [number, number];
}

export interface CarrierFakeModule {
  slug: string;
  /** A fake answering its documentation's examples for any city and shipment. */
  start(options?: FakeOptions): Promise<CarrierFake>;
  /** The server's environment that points the adapter at the fake, credentials included. */
  env(fake: CarrierFake): Record<string, string>;
}

export const CARRIER_FAKES: readonly CarrierFakeModule[] = [cdekFake, dellinFake, pecFake];
