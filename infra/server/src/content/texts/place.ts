/** The shapes the route, city and region texts are written from. */
import type { AlongTheWay, Bearing, NearTerminal } from './vicinity';

/** One end of a route as the text names it. */
export interface Place {
  name: string;
  en: string;
  region: string;
  regionEn: string;
  population: number;
  /** 'UTC+3' */
  timezone: string;
  lat: number;
  lon: number;
}

export interface Qa {
  question: string;
  answer: string;
}

/** A town near one end of a route and its road km to (or from) the other end. */
export interface NearTown {
  name: string;
  en: string;
  km: number;
  /** Where it lies from the end it is near. */
  off?: Bearing;
}

/** The towns around a route: of the destination's region from the origin, of the origin's region to the destination. */
export interface RouteSurroundings {
  toRegion: NearTown[];
  fromRegion: NearTown[];
  /** The towns are not of the end's region (a region of one city: Moscow) but around the end. */
  outside?: { to: boolean; from: boolean };
  /** The nearest terminals of other towns to an end without one of its own. */
  terminals?: { from: NearTerminal[]; to: NearTerminal[] };
  /** The towns between the two ends. */
  along?: AlongTheWay;
}

export interface RouteStory {
  body: string;
  faq: Qa[];
}
