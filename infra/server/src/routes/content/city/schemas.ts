import { Type } from 'typebox';

const NullableString = () => Type.Union([Type.String(), Type.Null()]);

/** A city (spec section 3, City). */
export const CitySchema = Type.Object(
  {
    id: Type.Integer(),
    popularity: Type.Integer({ description: 'Higher is more popular' }),
    slug: Type.String({ description: 'Latin URL name, unique among cities', examples: ['sankt-peterburg'] }),
    code: Type.String({ description: 'KLADR id', examples: ['7800000000000'] }),
    fias: Type.String({ format: 'uuid', description: 'FIAS id' }),
    name: Type.String({ examples: ['Санкт-Петербург'] }),
    warning: NullableString(),
    postcode: NullableString(),
    region: Type.Object({
      name: Type.String({ examples: ['Алтайский край'] }),
      code: Type.String({ description: 'Two-digit KLADR region code', examples: ['22'] }),
      slug: Type.String(),
      timezone: Type.String({ examples: ['UTC+7'] }),
      warning: NullableString(),
      country: Type.Object({
        name: Type.String({ examples: ['Россия'] }),
        code: Type.String({ examples: ['RU'] }),
      }),
    }),
    coordinates: Type.Object({ lat: Type.Number(), lon: Type.Number() }),
  },
  { description: 'A city' },
);

export const CityList = Type.Array(CitySchema);
