import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { cityLetters, regionsOf, type City, type RegionSummary } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';

/** Every city, for the letter and region panels: 'unavailable' when the content service cannot list them. */
export type CatalogueStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

/** Cities per page when the whole list is read (the content service's largest page). */
export const CATALOGUE_PAGE_SIZE = 100;
const MAX_CATALOGUE_PAGES = 50;

/** Cities on show (popular or found), every city met so far, and the whole list for the picker's panels. */
export class CitiesStore {
  /** The spec's temporary list: the cities on show, replaced by every search or load. */
  list: City[] = [];
  /** The spec's permanent list: grows only, by the cities whose code it lacks. */
  known: City[] = [];
  popular: City[] = [];
  /** A city search is waiting for its answer. */
  searching = false;
  catalogue: City[] = [];
  catalogueStatus: CatalogueStatus = 'idle';
  private searchSeq = 0;
  private popularLoad: Promise<void> | null = null;
  private catalogueLoad: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CitiesStore, 'root' | 'searchSeq' | 'popularLoad' | 'catalogueLoad'>(
      this,
      {
        root: false,
        searchSeq: false,
        popularLoad: false,
        catalogueLoad: false,
        list: observableRef,
        known: observableRef,
        popular: observableRef,
        catalogue: observableRef,
      },
      { autoBind: true },
    );
  }

  get byCode(): ReadonlyMap<string, City> {
    return new Map(this.known.map((city) => [city.code, city]));
  }

  get regions(): RegionSummary[] {
    return regionsOf(this.catalogue);
  }

  get letters(): string[] {
    return cityLetters(this.catalogue);
  }

  setCities(cities: City[]): void {
    this.list = cities;
    this.remember(cities);
  }

  /** On failure the list empties and the visitor is told no cities were found. */
  async loadPopular(): Promise<void> {
    try {
      const cities = await this.root.api.content.getPopularCities();
      runInAction(() => {
        this.popular = cities;
      });
      this.setCities(cities);
    } catch {
      this.root.notifyError(this.root.translate('cities.notFound'));
      this.setCities([]);
    }
  }

  /** The popular cities on show again, loaded once per page (a failed load is tried again). */
  async showPopular(): Promise<void> {
    this.searchSeq += 1;
    this.searching = false;
    if (this.popular.length > 0) {
      this.list = this.popular;
      return;
    }
    this.popularLoad ??= this.loadPopular().finally(() => {
      this.popularLoad = null;
    });
    await this.popularLoad;
  }

  /** Only the answer to the latest search is kept, whatever order the answers arrive in. */
  async search(name: string): Promise<void> {
    const seq = ++this.searchSeq;
    this.searching = true;
    try {
      const cities = await this.root.api.content.searchCities(name);
      if (seq === this.searchSeq) this.setCities(cities);
    } catch {
      runInAction(() => {
        if (seq === this.searchSeq) this.list = [];
      });
    } finally {
      runInAction(() => {
        if (seq === this.searchSeq) this.searching = false;
      });
    }
  }

  /**
   * Reads every city once (GET /city, page by page) for the letter and region panels. When the
   * content service cannot list them the status says so and the panels point to the search.
   */
  loadCatalogue(): Promise<void> {
    if (this.catalogueStatus === 'ready') return Promise.resolve();
    this.catalogueLoad ??= this.readCatalogue().finally(() => {
      this.catalogueLoad = null;
    });
    return this.catalogueLoad;
  }

  /**
   * The city a shared link names by slug: one met already, a popular one, one of the whole list,
   * or the one the content service finds (GET /city/singleCityContent takes a slug). Null when none has it.
   */
  async resolve(slug: string): Promise<City | null> {
    const local = () => [...this.known, ...this.catalogue].find((city) => city.slug === slug) ?? null;
    if (local()) return local();
    await this.showPopular().catch(() => undefined);
    if (local()) return local();
    try {
      const { city } = await this.root.api.content.getSingleCityContent(slug);
      if (city.slug !== slug) return null;
      this.remember([city]);
      return city;
    } catch {
      return null;
    }
  }

  private async readCatalogue(): Promise<void> {
    this.catalogueStatus = 'loading';
    const { content } = this.root.api;
    try {
      const first = await content.getCities(1, CATALOGUE_PAGE_SIZE);
      const cities = [...first.data];
      const pages = Math.min(Math.ceil((first.total ?? 0) / CATALOGUE_PAGE_SIZE), MAX_CATALOGUE_PAGES);
      if (pages > 1) {
        const rest = await Promise.all(
          Array.from({ length: pages - 1 }, (_, i) => content.getCities(i + 2, CATALOGUE_PAGE_SIZE)),
        );
        for (const page of rest) cities.push(...page.data);
      } else {
        // Without a total, follow the pages one by one.
        let next = first.next?.page;
        for (let n = 1; next && n < MAX_CATALOGUE_PAGES; n += 1) {
          const page = await content.getCities(next, CATALOGUE_PAGE_SIZE);
          cities.push(...page.data);
          next = page.next?.page;
        }
      }
      runInAction(() => {
        this.catalogue = cities;
        this.catalogueStatus = 'ready';
        this.remember(cities);
      });
    } catch {
      runInAction(() => {
        this.catalogueStatus = 'unavailable';
      });
    }
  }

  private remember(cities: readonly City[]): void {
    const codes = new Set(this.known.map((city) => city.code));
    const added: City[] = [];
    for (const city of cities) {
      if (codes.has(city.code)) continue;
      codes.add(city.code);
      added.push(city);
    }
    if (added.length > 0) this.known = [...this.known, ...added];
  }
}
