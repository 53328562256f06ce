// The wire types by the contract's namespace, as in the user client: the kernel's domain re-exports
// the same names, so they are not listed a second time here. The domain's own: the client's Paged
// (its count optional) and DaData's suggestion.
import type * as Wire from '@dostavka/shared-kernel/contract';
import type { Paged, Suggestion } from '@dostavka/shared-kernel/domain';
import type { HttpClient } from './http-client';
import { required, segment, type Query } from './request-helpers';

/** The content service wraps lists twice: `{ data: { data: [...] } }`. */
export interface ListEnvelope<T> {
  data: { data: T[] };
}

/** Content blocks whose fields the pages read by name (texts, SEO meta, related links). */
export type ContentData = Record<string, unknown>;

export interface PageQuery {
  page: number;
  limit: number;
  /** With a search term the call goes to the list's `/search` variant. */
  search?: string;
}

/** DaData's shape, for addresses and companies alike; `@dostavka/shared-kernel/domain` reads them. */
export type AddressSuggestion = Suggestion;

/** The content service (spec 7): vehicles, cities, directions, FAQ, pages, suggestions, regions. */
export function createContentApi(http: HttpClient) {
  const get = <T>(path: string, query?: Query) =>
    http.request<T>({ method: 'GET', path, ...(query ? { query } : {}) });

  const list = <T>(path: string, { page, limit, search }: PageQuery) =>
    search === undefined
      ? get<Paged<T>>(path, { page, limit })
      : get<Paged<T>>(`${path}/search`, { search, page, limit });

  return {
    async getCars(): Promise<ListEnvelope<Wire.ServerTransportRecord>> {
      return get('/car');
    },
    async getContainers(): Promise<ListEnvelope<ContentData>> {
      return get('/container');
    },
    /** `letter`: only the cities whose name starts with it (the city picker's letter panel). */
    async getCities(page?: number, limit?: number, letter?: string): Promise<Paged<Wire.City>> {
      return get('/city', { page, limit, letter });
    },
    async getCity(id: number | string): Promise<Wire.City> {
      required('getCity', { id });
      return get(`/city/${segment(id)}`);
    },
    async getCitiesContent(from: string, to: string): Promise<Wire.DirectionContent> {
      required('getCitiesContent', { from, to });
      return get('/city/content', { from, to });
    },
    /** `id`: the city's id or its slug. */
    async getSingleCityContent(id: number | string): Promise<Wire.CityContent> {
      required('getSingleCityContent', { id });
      return get('/city/singleCityContent', { id });
    },
    async getCityDistance(cities: ReadonlyArray<number | string>): Promise<Wire.CityDistance> {
      required('getCityDistance', { cities });
      return get('/city/distance', { cities });
    },
    async getPopularCities(): Promise<Wire.City[]> {
      return get('/city/popular');
    },
    async searchCities(name: string): Promise<Wire.City[]> {
      required('searchCities', { name });
      return get('/city/search', { name });
    },
    async getDirections(query: PageQuery): Promise<Paged<Wire.DirectionItem>> {
      return list('/content/direction', query);
    },
    async getDirectionCityPages(query: PageQuery): Promise<Paged<Wire.CityPageItem>> {
      return list('/content/direction/cities/page', query);
    },
    async getDirectionRegionsFrom(query: PageQuery): Promise<Paged<Wire.RegionCityItem>> {
      return list('/content/direction/region/from', query);
    },
    async getDirectionRegionPages(query: PageQuery): Promise<Paged<Wire.RegionPageItem>> {
      return list('/content/direction/region/page', query);
    },
    async getDirectionRegionsTo(query: PageQuery): Promise<Paged<Wire.RegionCityItem>> {
      return list('/content/direction/region/to', query);
    },
    async getFaqCategories(page: number, limit: number): Promise<ListEnvelope<Wire.FaqCategory>> {
      return get('/content/faq', { page, limit });
    },
    async getFaq(slug: string): Promise<Wire.Faq & { category: NonNullable<Wire.Faq['category']> }> {
      required('getFaq', { slug });
      return get(`/content/faq/${segment(slug)}`);
    },
    async likeFaq(slug: string): Promise<Wire.FaqVoteResult> {
      required('likeFaq', { slug });
      return http.request({ method: 'POST', path: `/content/faq/like/${segment(slug)}` });
    },
    async dislikeFaq(slug: string): Promise<Wire.FaqVoteResult> {
      required('dislikeFaq', { slug });
      return http.request({ method: 'POST', path: `/content/faq/dislike/${segment(slug)}` });
    },
    async getPage(url: string): Promise<Wire.ContentPage> {
      required('getPage', { url });
      return get('/content/page', { url });
    },
    /** A city's pick-up points: of one carrier, of one kind, or serving one hand-over (`method`), when named. */
    async getPickupPoints(query: Wire.PickupPointQuery): Promise<Wire.PickupPoint[]> {
      required('getPickupPoints', { city: query.city });
      return (await get<{ data: Wire.PickupPoint[] }>('/points', { ...query })).data;
    },
    async suggestAddress(search: string, fias: string): Promise<AddressSuggestion[]> {
      required('suggestAddress', { search, fias });
      return get('/dadata/address', { search, fias });
    },
    async suggestCompany(search: string): Promise<Suggestion[]> {
      required('suggestCompany', { search });
      return get('/dadata/party', { search });
    },
    async getRegionCities(codes: readonly string[]): Promise<Wire.City[]> {
      required('getRegionCities', { codes });
      return get('/region/cities', { codes });
    },
    async getRegionContentPage(slug: string): Promise<Wire.RegionContent> {
      required('getRegionContentPage', { slug });
      return get('/region/content/page', { slug });
    },
    async getRegionContentFrom(regionSlug: string, citySlug: string): Promise<Wire.RegionCityContent> {
      required('getRegionContentFrom', { regionSlug, citySlug });
      return get('/region/content/from', { regionSlug, citySlug });
    },
    async getRegionContentTo(regionSlug: string, citySlug: string): Promise<Wire.RegionCityContent> {
      required('getRegionContentTo', { regionSlug, citySlug });
      return get('/region/content/to', { regionSlug, citySlug });
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
