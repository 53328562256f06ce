import { Type } from 'typebox';

const Total = Type.Union([Type.Integer(), Type.Null()], { description: 'Roubles; null without offers' });

export const TariffAnalytics = Type.Object(
  {
    distanceKm: Type.Integer({ description: 'Road km between the two cities' }),
    providers: Type.Array(
      Type.Object({
        provider: Type.String(),
        name: Type.String(),
        count: Type.Integer({ minimum: 0 }),
        min: Total,
        median: Total,
        max: Total,
        distanceKm: Type.Union([Type.Integer(), Type.Null()], {
          description: "Median km of the provider's loaded route (through its hubs)",
        }),
      }),
    ),
  },
  { description: 'Per provider: how many offers, their totals and route length' },
);

export const ProviderParams = Type.Object({
  provider: Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'Provider slug' }),
});
