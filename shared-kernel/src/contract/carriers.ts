/**
 * The staff console's carriers module (issue 35): each carrier API's state as the server sees it,
 * and the outcome of a points sync asked for by staff.
 */
import { Type, type Static } from 'typebox';

const Moment = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const CarrierStatus = Type.Object(
  {
    slug: Type.String({ examples: ['cdek'] }),
    name: Type.String({ examples: ['СДЭК'] }),
    on: Type.Boolean({ description: 'Its credentials are configured and it prices searches' }),
    circuit: Type.Union([Type.Enum(['closed', 'open', 'half-open']), Type.Null()], {
      description: 'The circuit breaker: open while the carrier is skipped after repeated failures',
    }),
    calls: Type.Integer({ minimum: 0, description: 'Calls the figures cover (the last 200 at most)' }),
    errorRate: Type.Number({ minimum: 0, maximum: 1 }),
    p95Ms: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: '95th percentile latency, ms',
    }),
    lastSuccessAt: Moment,
    lastFault: Type.Union([
      Type.Object({ at: Type.String({ format: 'date-time' }), fault: Type.String(), message: Type.String() }),
      Type.Null(),
    ]),
    pointsSync: Type.Union([
      Type.Object({
        at: Type.String({ format: 'date-time' }),
        cities: Type.Integer({ minimum: 0 }),
        points: Type.Integer({ minimum: 0 }),
        failingCities: Type.Integer({ minimum: 0 }),
      }),
      Type.Null(),
    ]),
  },
  { description: "A carrier API's state (since this server process started)" },
);

export const CarrierSyncOutcome = Type.Object({
  cities: Type.Integer({ minimum: 0, description: 'Cities whose points were replaced' }),
  points: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({
    minimum: 0,
    description: 'Cities whose points could not be read (kept as they were)',
  }),
});

export const CarrierSlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });

export type CarrierStatus = Static<typeof CarrierStatus>;
export type CarrierSyncOutcome = Static<typeof CarrierSyncOutcome>;
