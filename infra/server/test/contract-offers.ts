/** What a search's reply must be: the contract's offers, written by the server's own JSON. */
import { TariffOfferList } from '@dostavka/shared-kernel/contract';
import type { TariffOffer } from '@dostavka/shared-kernel/domain';
import { Value } from 'typebox/value';

/**
 * The offers of a reply's body, checked against the contract as the response schema's serializer
 * would have held them: every field of its type (no error) and no field besides (cleaning removes
 * nothing). The reply is put together from each offer's JSON, not written by that serializer.
 */
export function contractOffers(body: string): TariffOffer[] {
  const offers = JSON.parse(body) as TariffOffer[];
  expect(
    Value.Errors(TariffOfferList, offers).map(({ instancePath, message }) => `${instancePath} ${message}`),
  ).toEqual([]);
  expect(Value.Clean(TariffOfferList, structuredClone(offers))).toEqual(offers);
  return offers;
}
