import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { City } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';

/** Cities on show (popular or found) and every city met so far, for lookups by code. */
export class CitiesStore {
  /** The spec's temporary list: the cities on show, replaced by every search or load. */
  list: City[] = [];
  /** The spec's permanent list: grows only, by the cities whose code it lacks. */
  known: City[] = [];
  private searchSeq = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CitiesStore, 'root' | 'searchSeq'>(
      this,
      { root: false, searchSeq: false, list: observableRef, known: observableRef },
      { autoBind: true },
    );
  }

  get byCode(): ReadonlyMap<string, City> {
    return new Map(this.known.map((city) => [city.code, city]));
  }

  setCities(cities: City[]): void {
    this.list = cities;
    const codes = new Set(this.known.map((city) => city.code));
    const added: City[] = [];
    for (const city of cities) {
      if (codes.has(city.code)) continue;
      codes.add(city.code);
      added.push(city);
    }
    if (added.length > 0) this.known = [...this.known, ...added];
  }

  /** On failure the list empties and the visitor is told no cities were found. */
  async loadPopular(): Promise<void> {
    try {
      const cities = await this.root.api.content.getPopularCities();
      this.setCities(cities);
    } catch {
      this.root.notifyError(this.root.translate('cities.notFound'));
      this.setCities([]);
    }
  }

  /** Only the answer to the latest search is kept, whatever order the answers arrive in. */
  async search(name: string): Promise<void> {
    const seq = ++this.searchSeq;
    try {
      const cities = await this.root.api.content.searchCities(name);
      if (seq === this.searchSeq) this.setCities(cities);
    } catch {
      runInAction(() => {
        if (seq === this.searchSeq) this.list = [];
      });
    }
  }
}
