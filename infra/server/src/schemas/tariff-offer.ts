/** A tariff offer (spec section 3, Tariff offer) as the calculator answers and streams it. */
import { Type } from 'typebox';
import { PATH_MARKS, RESPONSE_MARKS } from '@dostavka/shared-kernel/domain';

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const TariffOfferSchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    name: Type.String({ minLength: 1 }),
    preliminarily: Type.Boolean(),
    description: Type.String(),
    company: Type.Object({ name: Type.String({ minLength: 1 }), slug: Type.String({ minLength: 1 }) }),
    photo: Type.Object({ url: Type.String({ minLength: 1 }) }),
    dates: Type.Object({
      plannedDateLoadingCargo: Type.Object({ date: IsoDate }),
      plannedDateShipmentCargo: Type.Object({ date: IsoDate, text: Type.String({ minLength: 1 }) }),
    }),
    prices: Type.Array(
      Type.Object({ name: Type.String({ minLength: 1 }), value: Type.Integer({ minimum: 0 }) }),
      {
        minItems: 1,
      },
    ),
    total: Type.Integer({ minimum: 1, description: 'Whole roubles, the sum of the prices' }),
    codes: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    metadata: Type.Object({
      mark: Type.Enum(RESPONSE_MARKS),
      path: Type.Array(
        Type.Object({
          mark: Type.Enum(PATH_MARKS),
          from: Type.String(),
          to: Type.String(),
          km: Type.Integer({ minimum: 0 }),
        }),
        { minItems: 1 },
      ),
    }),
    required: Type.Object({ passport: Type.Boolean() }),
    documents: Type.Array(Type.Object({ name: Type.String(), url: Type.Optional(Type.String()) })),
    quote: Type.String({ minLength: 1, description: 'Signed reference to this price, valid 30 minutes' }),
    expiresAt: Type.String({ format: 'date-time', description: 'When the quote stops backing an order' }),
  },
  { description: 'A tariff offer' },
);

export const TariffOfferList = Type.Array(TariffOfferSchema);
