// The yardstick of the per-request bench: a bare Fastify (no plugins, logger off) answering
// {status:'ok'} on PORT, in a process of its own as the site's server is.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
