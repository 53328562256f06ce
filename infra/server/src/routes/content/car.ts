import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ServerTransportRecord } from '@dostavka/shared-kernel/contract';
import { Type } from 'typebox';
import { BODY_TYPES, EXTRA_SERVICES, LOAD_KINDS } from '../../tariffs/catalog';
import type { Vehicle } from '../../tariffs/request';

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
        response: { 200: Type.Object({ data: Type.Object({ data: Type.Array(ServerTransportRecord) }) }) },
      },
    },
    async () => ({ data: { data: app.tariffs.fleet.map(transportRecord) } }),
  );
};

export default car;
