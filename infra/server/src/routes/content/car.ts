import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerTransportRecord } from '@dostavka/shared-kernel/domain';
import { Type } from 'typebox';
import { BODY_TYPES, EXTRA_SERVICES, LOAD_KINDS } from '../../tariffs/catalog';
import type { Vehicle } from '../../tariffs/request';

const Named = Type.Array(Type.Object({ name: Type.String() }));

const TransportRecord = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    objectId: Type.String(),
    name: Type.String({ examples: ['Газель 1,5 т'] }),
    icon: Type.String(),
    width: Type.Integer({ description: 'Inner width, cm' }),
    height: Type.Integer({ description: 'Inner height, cm' }),
    length: Type.Integer({ description: 'Inner length, cm' }),
    weight: Type.Integer({ description: 'Capacity, grams' }),
    types: Type.Array(
      Type.Object({ name: Type.String({ examples: ['Тент'] }), loads: Named, additional: Named }),
      { description: 'Body types with their loading kinds and extra services' },
    ),
  },
  { description: 'A vehicle of the fleet' },
);

const nameOf = <K extends string>(list: ReadonlyArray<{ key: K; name: string }>, key: K) => ({
  name: list.find((entry) => entry.key === key)?.name ?? key,
});

export function transportRecord(vehicle: Vehicle): ServerTransportRecord {
  return {
    uuid: vehicle.uuid,
    objectId: vehicle.objectId,
    name: vehicle.name,
    icon: vehicle.icon,
    width: vehicle.widthCm,
    height: vehicle.heightCm,
    length: vehicle.lengthCm,
    weight: vehicle.capacityKg * 1000,
    types: vehicle.bodies.map((body) => ({
      name: nameOf(BODY_TYPES, body.body).name,
      loads: body.loads.map((load) => nameOf(LOAD_KINDS, load)),
      additional: body.services.map((service) => nameOf(EXTRA_SERVICES, service)),
    })),
  };
}

/** GET /car: the fleet for the dedicated calculator, lightest first. */
const car: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/car',
    {
      schema: {
        operationId: 'getCars',
        tags: ['content'],
        summary: 'The fleet: sizes, capacity, body types, loading kinds and extra services',
        response: { 200: Type.Object({ data: Type.Object({ data: Type.Array(TransportRecord) }) }) },
      },
    },
    async () => ({ data: { data: app.tariffs.fleet.map(transportRecord) } }),
  );
};

export default car;
