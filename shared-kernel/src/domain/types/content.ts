import type { Paged as ContractPaged, RouteFacts } from '@dostavka/shared-kernel/contract';

export type {
  BothWays,
  CatalogueGroupLinks,
  CatalogueLot,
  CataloguePrice,
  CityContent,
  CityDistance,
  CityPageItem,
  CityRef,
  ContentPage,
  DirectionContent,
  DirectionItem,
  Faq,
  FaqCategory,
  FaqVoteResult,
  FaqVoteValue,
  Localized,
  PageText,
  RegionCityContent,
  RegionCityItem,
  RegionContent,
  RegionPageItem,
  RegionRef,
  RouteFacts,
  RoutePriceOffer,
  RoutePriceRow,
  RouteQa,
  TypicalShipmentKey,
} from '@dostavka/shared-kernel/contract';

export type TransitDays = RouteFacts['transitDays'];

/**
 * A page of a list as the client reads it: the contract's `Paged`, with `total` and `next`
 * optional because the client also follows a list whose service does not count it (spec 7).
 */
export type Paged<T> = Omit<ContractPaged<T>, 'total' | 'next'> &
  Partial<Pick<ContractPaged<T>, 'total' | 'next'>>;
