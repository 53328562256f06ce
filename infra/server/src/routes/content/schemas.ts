/** Schemas the content routes share: list paging, place references, page texts. */
import { Type, type TSchema } from 'typebox';
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

/** A page of a list: `next` is the following page, null on the last. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Type.Integer(),
    next: Type.Union([Type.Object({ page: Type.Integer() }), Type.Null()]),
  });

export const RegionRef = Type.Object({
  code: Type.String({ examples: ['47'] }),
  name: Type.String({ examples: ['Ленинградская область'] }),
  slug: Type.String(),
});

export const CityRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  code: Type.String(),
  fias: Type.String(),
  region: RegionRef,
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

export const Localized = <T extends TSchema>(item: T) => Type.Object({ ru: item, en: item });
export const BothWays = Type.Object({ from: Localized(PageText), to: Localized(PageText) });

export const RouteFacts = {
  distanceKm: Type.Integer({ description: 'Road kilometres' }),
  transitDays: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  priceFrom: Type.Union([Type.Number(), Type.Null()], {
    description: 'Lowest consolidated price for a small box, roubles; null while the calculator cannot say',
  }),
};
