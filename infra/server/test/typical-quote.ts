/**
 * What the calculator's API quotes for one typical shipment of a content page (the request its
 * price table was priced with, `typicalSearch`): tests compare the pages' prices with it.
 */
import type { City, TariffOffer } from '@dostavka/shared-kernel/domain';
import type { App } from '../src/app';
import { shipmentOf, typicalSearch, type TypicalShipment } from '../src/plugins/app/content/route-facts';

export async function quoteTypical(
  app: App,
  /** A typical shipment's key, or the shipment itself (a catalogue topic's lot). */
  asked: string | TypicalShipment,
  from: Pick<City, 'code'>,
  to: Pick<City, 'code'>,
  pricedOn: string,
): Promise<TariffOffer[]> {
  const search = typicalSearch(shipmentOf(asked), from, to, pricedOn, app.tariffs.fleet)!;
  const response = await app.inject({
    method: 'POST',
    url: `/api/calculator/${search.kind}`,
    payload: search.data,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TariffOffer[]>();
}

/** The cheapest total of those offers; undefined when there is none. */
export async function cheapestTypical(...args: Parameters<typeof quoteTypical>): Promise<number | undefined> {
  const totals = (await quoteTypical(...args)).map((offer) => offer.total);
  return totals.length > 0 ? Math.min(...totals) : undefined;
}
