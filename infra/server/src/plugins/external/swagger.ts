import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI document of every schema'd route, browsable at /api/docs (JSON at /api/docs/json). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Dostavka API',
          description: 'User, content and calculator services of the Dostavka freight website',
          version: '0.1.0',
        },
        tags: [
          { name: 'content', description: 'Cities, regions and content pages' },
          { name: 'calculator', description: 'Tariff calculation' },
          { name: 'user', description: 'Accounts, orders and feedback' },
          { name: 'web', description: 'Site configuration for the browser apps' },
          { name: 'staff', description: 'The staff console: the orders board' },
          { name: 'admin', description: 'The remote registry: versions, canaries, rollbacks' },
        ],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The access token of POST /api/user/auth/code/confirm or /auth/token/refresh',
            },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
