/** What the service runs for a search: providers from rate cards, or any other (a remote API). */
import type { PointKindsByMethod } from '@dostavka/shared-kernel/domain';
import { priceConsolidated } from '../../../tariffs/consolidated';
import { priceDedicated } from '../../../tariffs/dedicated';
import type { PricedOffer } from '../../../tariffs/offer';
import type { Provider } from '../../../tariffs/rate-card';
import type { EngineContext, TariffRequest } from '../../../tariffs/request';
import type { SearchKind } from '../../../tariffs/search-input';

export interface TariffProvider {
  /** The offers' company.slug. */
  slug: string;
  /** The company name analytics report. */
  name: string;
  kinds: readonly SearchKind[];
  /**
   * Which kinds of its points serve each hand-over at a point (the kernel's `pointKindsFor`): the
   * points API lists, the search prices and an order accepts only those. Left out, a rate card's
   * way: each method at points of its own kind.
   */
  pointKinds?: PointKindsByMethod;
  /** May be slow or fail: the service bounds it by a timeout and leaves it out on failure. */
  quote(
    kind: SearchKind,
    request: TariffRequest,
    context: EngineContext,
    signal: AbortSignal,
  ): PricedOffer[] | Promise<PricedOffer[]>;
}

export function rateCardProvider(provider: Provider): TariffProvider {
  const { card } = provider;
  const kinds: SearchKind[] = [];
  if (card.consolidated) kinds.push('consolidated');
  if (card.dedicated) kinds.push('dedicated');
  return {
    slug: provider.slug,
    name: card.name,
    kinds,
    quote(kind, request, context) {
      const offer =
        kind === 'consolidated'
          ? priceConsolidated(provider, request, context)
          : priceDedicated(provider, request, context);
      return offer ? [offer] : [];
    },
  };
}
