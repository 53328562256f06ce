import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The policy fits this site: everything from our own origin; inline styles
 * because emotion (MUI) injects style tags; data: fonts and images; blob: images; WebSocket
 * connections for socket.io; blob: workers and WebAssembly for the ALTCHA proof of work (the
 * widget starts its workers from in-bundle code). No upgrade-insecure-requests: the site is also served over plain
 * http (localhost, tests), and where TLS exists the proxy in front redirects to https.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          workerSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
    });
  },
  { name: 'helmet' },
);
