import fp from 'fastify-plugin';
import type { OrderDetail } from '@dostavka/shared-kernel/domain';
import { renderWaybill } from './render-waybill';
import { createWaybillLinks, type WaybillLinks } from './waybill-links';

export interface Waybills extends WaybillLinks {
  /** The order's waybill as a PDF. */
  /** The waybill PDF in a language (Russian unless told). */
  render(order: OrderDetail, lang?: 'ru' | 'en'): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    waybills: Waybills;
  }
}

/** `app.waybills`: the waybill PDF and the signed links that download it. */
export default fp(
  async (app) => {
    app.decorate('waybills', { ...createWaybillLinks(app.serverSecret), render: renderWaybill });
  },
  { name: 'waybills', dependencies: ['auth'] },
);
