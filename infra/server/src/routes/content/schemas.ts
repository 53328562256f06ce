/** Schemas the content routes share: list paging, place references, page texts. */
import { Type } from 'typebox';
import { CityRef, Localized, RegionRef } from '@dostavka/shared-kernel/contract';

export { CityRef, Localized, Paged, RegionRef } from '@dostavka/shared-kernel/contract';
import { RequiredText } from '../../schemas/required-parameter';

export const PagingQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1, description: '1-based page' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const SearchPagingQuery = Type.Object({
  search: RequiredText({
    maxLength: 100,
    description: 'Start of a city or region name, or of a later word in it',
  }),
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const DirectionItem = Type.Object({
  id: Type.Integer(),
  url: Type.String({ examples: ['/route/sankt-peterburg/moskva/'] }),
  from: CityRef,
  to: CityRef,
  distanceKm: Type.Integer(),
});

export const RegionCityItem = Type.Object({ url: Type.String(), region: RegionRef, city: CityRef });

export const PageText = Type.Object({
  title: Type.String(),
  description: Type.String(),
  h1: Type.String(),
  body: Type.String({ description: 'HTML' }),
});

export const BothWays = Type.Object({ from: Localized(PageText), to: Localized(PageText) });

export const RouteFacts = {
  distanceKm: Type.Integer({ description: 'Road kilometres' }),
  transitDays: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  priceFrom: Type.Union([Type.Number(), Type.Null()], {
    description: 'Lowest consolidated price for a small box, roubles; null while the calculator cannot say',
  }),
};
