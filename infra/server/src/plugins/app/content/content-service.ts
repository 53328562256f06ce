/**
 * The content of the city, region, direction and catalogue pages: the database's cities and
 * directions with distances, transit times, the calculator's prices and texts from the templates.
 * Each kind of page is built in its own file from the shared kit (content-kit.ts); how much of a
 * place's surroundings they name is content-tuning.ts.
 */
import type { City, ContentPage } from '@dostavka/shared-kernel/domain';
import type { Paging } from '../../../content/refs';
import { contentKit, type ContentServiceDeps } from './content-kit';
import { directionPage } from './direction-page';
import { cityPage } from './city-page';
import { regionCityItems, regionPage } from './region-page';
import { regionCityPage } from './region-city-page';
import { cataloguePage } from './catalogue-page';

export type ContentService = ReturnType<typeof contentService>;

export function contentService(deps: ContentServiceDeps) {
  const kit = contentKit(deps);
  return {
    /** Null when either slug names no city or both name the same one. */
    direction: (fromSlug: string, toSlug: string) => directionPage(kit, fromSlug, toSlug),
    city: (city: City) => cityPage(kit, city),
    region: (slug: string) => regionPage(kit, slug),
    /** From a region to a city ('from') or from a city to a region ('to'); null when unknown. */
    regionCity: (way: 'from' | 'to', regionSlug: string, citySlug: string) =>
      regionCityPage(kit, way, regionSlug, citySlug),
    regionCityItems: (way: 'from' | 'to', paging: Paging, search?: string) =>
      regionCityItems(kit, way, paging, search),
    cataloguePage: (page: ContentPage) => cataloguePage(kit, page),
  };
}
