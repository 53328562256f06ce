import { makeAutoObservable, runInAction } from 'mobx';

/** One page of a list as the server answers it: its rows and how many there are in all. */
export interface ListPage<Row> {
  data: Row[];
  total: number;
}

/** Asks the server for a page of the filtered list. */
export type PageFetcher<Filters, Row> = (
  filters: Filters,
  page: number,
  limit: number,
) => Promise<ListPage<Row>>;

export type PagedListStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * A list the server filters, pages and counts (the staff inbox, the orders board): the filters,
 * the page shown and its rows. A new filter starts at the first page; an answer that arrives
 * after a newer request is dropped; the rows shown stay while the next page loads.
 */
export class PagedList<Filters, Row> {
  filters: Filters;
  page = 1;
  rows: Row[] = [];
  total = 0;
  status: PagedListStatus = 'idle';
  private request = 0;

  constructor(
    private readonly fetchPage: PageFetcher<Filters, Row>,
    empty: Filters,
    readonly pageSize = 20,
    /** Told after each answer that is shown. */
    private readonly onLoaded: () => void = () => undefined,
  ) {
    this.filters = empty;
    makeAutoObservable<PagedList<Filters, Row>, 'fetchPage' | 'request' | 'onLoaded'>(
      this,
      { fetchPage: false, request: false, onLoaded: false, pageSize: false },
      { autoBind: true },
    );
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  setFilters(filters: Filters): Promise<void> {
    this.filters = filters;
    this.page = 1;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    this.page = Math.min(Math.max(1, page), this.pages);
    return this.load();
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    try {
      const answer = await this.fetchPage(this.filters, this.page, this.pageSize);
      if (request !== this.request) return;
      runInAction(() => {
        this.rows = answer.data;
        this.total = answer.total;
        this.status = 'ready';
      });
      this.onLoaded();
    } catch {
      if (request === this.request) runInAction(() => (this.status = 'failed'));
    }
  }

  /** Puts a changed row in the place of the one it matches (the list is not asked again). */
  replace(matches: (row: Row) => boolean, row: Row): void {
    this.rows = this.rows.map((old) => (matches(old) ? row : old));
  }
}
