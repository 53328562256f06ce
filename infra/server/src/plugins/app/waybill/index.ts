import fp from 'fastify-plugin';
import { createWaybillLinks, type WaybillLinks } from './waybill-links';

declare module 'fastify' {
  interface FastifyInstance {
    waybillLinks: WaybillLinks;
  }
}

/** `app.waybillLinks`: signed download links for waybill PDFs. */
export default fp(
  async (app) => {
    app.decorate('waybillLinks', createWaybillLinks(app.serverSecret));
  },
  { name: 'waybill-links', dependencies: ['auth'] },
);
