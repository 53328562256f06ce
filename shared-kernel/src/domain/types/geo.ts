export interface Country {
  name: string;
  code: string;
}

export interface Region {
  name: string;
  /** KLADR region code. */
  code: string;
  slug: string;
  /** UTC offset as the city data gives it, e.g. 'UTC+3'. */
  timezone: string;
  warning: string | null;
  country: Country;
}

export interface City {
  id: number;
  popularity: number;
  slug: string;
  /** KLADR code: the key cities are compared by. */
  code: string;
  fias: string;
  name: string;
  warning: string | null;
  postcode: string | null;
  region: Region;
  coordinates: { lat: number; lon: number };
}
