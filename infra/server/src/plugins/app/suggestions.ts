/**
 * Address and company suggestions: DaData when a token is configured; otherwise local answers
 * from the city database (addresses) and the INN/OGRN check digits (companies), so forms work
 * on a machine without the token.
 */
import { companyTypeOf } from '@dostavka/shared-kernel/domain';
import type { Language } from '@dostavka/shared-kernel/i18n';
import fp from 'fastify-plugin';
import { placeEn } from '../../content/names';
import type { City, CityRepository } from './city-repository';
import { documentLanguage } from './web/ssr/language';

export interface Suggestion {
  value: string;
  data: Record<string, unknown>;
}

/** Where suggestions come from: DaData, or the local answers. */
export interface SuggestionSource {
  source: 'dadata' | 'local';
  /**
   * Addresses matching `search`; `fias` is the FIAS id of the city they must be in. In English
   * ('en') they are written in English: DaData's English answer, or the city's English name
   * without the Russian 'г' before what was typed.
   */
  address(search: string, fias: string, lang?: Language): Promise<Suggestion[]>;
  party(search: string): Promise<Suggestion[]>;
}

/** The request headers that say the visitor's language (its cookie, else Accept-Language). */
type LanguageHeaders = { cookie?: string; 'accept-language'?: string };

/** `app.suggestions`: the source, with addresses in the language of the request's headers. */
export interface Suggestions extends Omit<SuggestionSource, 'address'> {
  address(search: string, fias: string, headers?: LanguageHeaders): Promise<Suggestion[]>;
}

/** The source as the routes use it: the language is the site's for this visitor, as the orders' mails take it. */
function inVisitorLanguage(source: SuggestionSource): Suggestions {
  return {
    source: source.source,
    party: (search) => source.party(search),
    address: (search, fias, headers = {}) =>
      source.address(search, fias, documentLanguage('/', new URLSearchParams(), headers)),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    suggestions: Suggestions;
  }
}

const DADATA_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest';
const COUNT = 10;
const TIMEOUT_MS = 5_000;

export function dadataSuggestions(token: string, fetchFn: typeof fetch = fetch): SuggestionSource {
  async function suggest(kind: 'address' | 'party', body: Record<string, unknown>): Promise<Suggestion[]> {
    const response = await fetchFn(`${DADATA_URL}/${kind}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Token ${token}`,
      },
      body: JSON.stringify({ count: COUNT, ...body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`DaData ${kind} answered ${response.status}`);
    const json = (await response.json()) as { suggestions?: Suggestion[] };
    return json.suggestions ?? [];
  }
  return {
    source: 'dadata',
    address: (search, fias, lang = 'ru') =>
      suggest('address', {
        query: search,
        locations: [{ city_fias_id: fias }],
        restrict_value: true,
        language: lang,
      }),
    party: (search) => suggest('party', { query: search }),
  };
}

export function localSuggestions(cities: CityRepository): SuggestionSource {
  return {
    source: 'local',
    async address(search, fias, lang = 'ru') {
      // 'г Москва' as DaData writes a city in Russian; 'Moscow' in English.
      const cityName = (found: City) => (lang === 'en' ? placeEn(found.name) : `г ${found.name}`);
      const city = await cities.findByFias(fias);
      // Without DaData the street cannot be checked: the typed text is offered in the city as it is.
      if (city) return [cityAddress(city, `${cityName(city)}, ${search.trim()}`, '-1')];
      return (await cities.search(search, COUNT)).map((found) => cityAddress(found, cityName(found), '4'));
    },
    async party(search) {
      const value = search.replace(/\s/g, '');
      const type = companyTypeOf(value);
      if (!type) return [];
      const field = value.length === 10 || value.length === 12 ? 'inn' : 'ogrn';
      return [{ value, data: { [field]: value, type, name: null, state: null, verified: false } }];
    },
  };
}

function cityAddress(city: City, value: string, level: string): Suggestion {
  return {
    value,
    data: {
      city: city.name,
      city_fias_id: city.fias,
      city_kladr_id: city.code,
      fias_id: level === '4' ? city.fias : null,
      fias_level: level,
      postal_code: city.postcode,
      region: city.region.name,
      geo_lat: String(city.coordinates.lat),
      geo_lon: String(city.coordinates.lon),
    },
  };
}

export default fp<{ dadataApiKey: string | undefined }>(
  async (app, { dadataApiKey }) => {
    app.decorate(
      'suggestions',
      inVisitorLanguage(
        dadataApiKey ? dadataSuggestions(dadataApiKey) : localSuggestions(app.cityRepository),
      ),
    );
  },
  { name: 'suggestions', dependencies: ['city-repository'] },
);
