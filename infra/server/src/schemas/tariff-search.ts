/**
 * A tariff search as the calculator sends it (spec section 7: search data with the cargo as
 * `dimensions`), for the REST calls and the realtime channel alike. Only the shape is checked
 * here; limits, cities and dates are the engine's (tariffs/search-input.ts) and say what is wrong.
 */
import { Type } from 'typebox';
import { DELIVERY_METHOD_SLUGS } from '@dostavka/shared-kernel/domain';

const CargoDimension = Type.Object({
  width: Type.Number({ description: 'cm' }),
  height: Type.Number({ description: 'cm' }),
  length: Type.Number({ description: 'cm' }),
  rotable: Type.Boolean(),
  stackable: Type.Boolean(),
  volume: Type.Optional(Type.Number({ description: 'm3 of one piece (recomputed from the sizes)' })),
  weight: Type.Number({ description: 'Grams of one piece' }),
  quantity: Type.Integer(),
});

const Car = Type.Object({
  length: Type.Number({ description: 'cm' }),
  height: Type.Number({ description: 'cm' }),
  width: Type.Number({ description: 'cm' }),
  weight: Type.Number({ exclusiveMinimum: 0, description: 'Capacity, tonnes' }),
  type: Type.String({ maxLength: 100, description: "Body type name, e.g. 'Тент'" }),
  load: Type.String({ maxLength: 100, description: "Loading ways joined by '/', e.g. 'Задняя/боковая'" }),
  additional: Type.String({ maxLength: 300, description: "Extra services joined by ','" }),
});

const Direction = Type.Object({
  deliveryMethod: Type.Object({ slug: Type.Enum(DELIVERY_METHOD_SLUGS) }),
  city: Type.Union([
    Type.Null(),
    Type.Object({ code: Type.String({ maxLength: 20, description: 'KLADR id' }) }),
  ]),
});

export const TariffSearchBody = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Search id (realtime)' })),
    directions: Type.Object({ from: Direction, to: Direction }),
    delivery: Type.Object({
      declared: Type.Optional(
        Type.Number({ minimum: 0, maximum: 1e12, description: 'Roubles; 3000 when missing' }),
      ),
      description: Type.Optional(Type.String({ maxLength: 500 })),
      date: Type.Optional(
        Type.String({ maxLength: 40, description: 'Loading date YYYY-MM-DD; tomorrow when empty' }),
      ),
      dimensions: Type.Object({
        cargos: Type.Array(CargoDimension, { maxItems: 1000 }),
        commonWeight: Type.Optional(Type.Number()),
        commonVolumeWeight: Type.Optional(Type.Number()),
        car: Type.Optional(Type.Union([Car, Type.Null()])),
      }),
    }),
    tariff: Type.Optional(Type.Unknown()),
  },
  { description: 'Search data: directions, delivery with the cargo dimensions' },
);
