/** Cities and regions (spec section 3, City). */
import { Type, type Static } from 'typebox';
import { Id } from './common';

const NullableString = () => Type.Union([Type.String(), Type.Null()]);

export const Country = Type.Object({
  name: Type.String({ examples: ['Россия'] }),
  code: Type.String({ examples: ['RU'] }),
});

export const Region = Type.Object({
  name: Type.String({ examples: ['Алтайский край'] }),
  code: Type.String({ description: 'Two-digit KLADR region code', examples: ['22'] }),
  slug: Type.String(),
  timezone: Type.String({ description: 'UTC offset as the city data gives it', examples: ['UTC+7'] }),
  warning: NullableString(),
  country: Country,
});

export const City = Type.Object(
  {
    id: Id(),
    popularity: Type.Integer({ description: 'Higher is more popular' }),
    slug: Type.String({ description: 'Latin URL name, unique among cities', examples: ['sankt-peterburg'] }),
    code: Type.String({
      description: 'KLADR id: the key cities are compared by',
      examples: ['7800000000000'],
    }),
    fias: Type.String({ format: 'uuid', description: 'FIAS id' }),
    name: Type.String({ examples: ['Санкт-Петербург'] }),
    warning: NullableString(),
    postcode: NullableString(),
    region: Region,
    coordinates: Type.Object({ lat: Type.Number(), lon: Type.Number() }),
  },
  { description: 'A city' },
);

export const CityList = Type.Array(City);

export const RegionRef = Type.Object({
  code: Type.String({ examples: ['47'] }),
  name: Type.String({ examples: ['Ленинградская область'] }),
  slug: Type.String(),
});

/** A city as lists name it. */
export const CityRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  code: Type.String(),
  fias: Type.String(),
  region: RegionRef,
});

export type Country = Static<typeof Country>;
export type Region = Static<typeof Region>;
export type City = Static<typeof City>;
export type RegionRef = Static<typeof RegionRef>;
export type CityRef = Static<typeof CityRef>;
