import { makeAutoObservable } from 'mobx';
import { FIRST_PAGE } from '@dostavka/shared-kernel/domain';

/** What the city picker pairs: city to city, a region to a city, or a city to a region. */
export type RouteKind = 'city-city' | 'region-city' | 'city-region';
export type PickerPanel =
  'city' | 'from-region' | 'to-region' | 'region-city' | 'city-region' | 'from-city' | 'to-city';

export interface RouteType {
  /** The picker panel on show. */
  name: PickerPanel;
  type: RouteKind;
  /** Which end of the route is being picked. */
  status: 'from' | 'to';
}

const DEFAULT_ROUTE_TYPE: RouteType = { name: 'city', type: 'city-city', status: 'from' };

/** UI state of the city picker and the paged lists under it. */
export class SwitcherStore {
  routeType: RouteType = { ...DEFAULT_ROUTE_TYPE };
  page = FIRST_PAGE;
  letter: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setRouteType(patch: Partial<RouteType>): void {
    Object.assign(this.routeType, patch);
  }

  setPage(page: number): void {
    this.page = page;
  }

  /** Choosing the selected letter again clears it. */
  selectLetter(letter: string | null): void {
    this.letter = letter === this.letter ? null : letter;
  }

  reset(): void {
    this.routeType = { ...DEFAULT_ROUTE_TYPE };
    this.page = FIRST_PAGE;
    this.letter = null;
  }
}
