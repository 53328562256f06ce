import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Paging } from '../../../content/refs';
import { paged, cityRef, regionRef } from '../../../content/refs';
import { ErrorResponse } from '../../../schemas/error-response';
import { requiredParameterErrors } from '../../../schemas/required-parameter';
import {
  CityPageItem,
  DirectionItem,
  Paged,
  RegionCityItem,
  RegionPageItem,
} from '@dostavka/shared-kernel/contract';
import { PagingQuery, SearchPagingQuery } from '../schemas';

type Loader = (paging: Paging, search?: string) => Promise<{ items: unknown[]; total: number }>;

/** The lists of /route/, each with page and limit and a /search variant (spec section 7). */
const direction: FastifyPluginAsyncTypebox = async (app) => {
  const lists: Array<[path: string, operation: string, summary: string, item: TSchema, load: Loader]> = [
    [
      '',
      'getDirections',
      'City-to-city directions, most popular first',
      DirectionItem,
      async (paging, search) => {
        const { items, total } = await app.directionRepository.list(paging, search);
        return { items, total };
      },
    ],
    [
      '/cities/page',
      'getDirectionCityPages',
      'City pages, most popular city first',
      CityPageItem,
      async (paging, search) => {
        const { cities, total } = await app.cityRepository.ranked(paging.page, paging.limit, search);
        return { items: cities.map((city) => ({ url: `/route/${city.slug}/`, city: cityRef(city) })), total };
      },
    ],
    [
      '/region/page',
      'getDirectionRegionPages',
      'Region pages by name',
      RegionPageItem,
      async (paging, search) => {
        const { regions, total } = await app.regionRepository.list(paging, search);
        const items = regions.map((region) => ({
          url: `/route/from/${region.slug}/`,
          toUrl: `/route/to/any/${region.slug}/`,
          region: regionRef(region),
          cities: region.cities,
        }));
        return { items, total };
      },
    ],
    [
      '/region/from',
      'getDirectionRegionsFrom',
      'From a region to Saint Petersburg or Moscow',
      RegionCityItem,
      (paging, search) => app.contentService.regionCityItems('from', paging, search),
    ],
    [
      '/region/to',
      'getDirectionRegionsTo',
      'From Saint Petersburg or Moscow to a region',
      RegionCityItem,
      (paging, search) => app.contentService.regionCityItems('to', paging, search),
    ],
  ];

  for (const [path, operationId, summary, item, load] of lists) {
    app.get(
      path || '/',
      {
        schema: {
          operationId,
          tags: ['content'],
          summary,
          querystring: PagingQuery,
          response: { 200: Paged(item), 400: ErrorResponse },
        },
      },
      async ({ query }) => {
        const { items, total } = await load(query);
        return paged(items, total, query);
      },
    );
    const searchOperation = `search${operationId.slice(3)}`;
    app.get(
      `${path}/search`,
      {
        schema: {
          operationId: searchOperation,
          tags: ['content'],
          summary: `${summary}: those matching a search`,
          querystring: SearchPagingQuery,
          response: { 200: Paged(item), 400: ErrorResponse },
        },
        schemaErrorFormatter: requiredParameterErrors(searchOperation),
      },
      async ({ query }) => {
        const { items, total } = await load(query, query.search);
        return paged(items, total, query);
      },
    );
  }
};

export default direction;
