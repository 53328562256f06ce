import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { MAP_TILES_URL } from '@dostavka/shared-kernel/domain';

/** The order page's map shows OpenStreetMap tiles (images). */
const MAP_TILES_ORIGIN = new URL(MAP_TILES_URL.replace(/[{}]/g, '')).origin;

export interface HelmetOptions {
  /**
   * Origins of the remotes' files on other origins (the remote registry's): their scripts,
   * manifests, styles, fonts and images are allowed. Asked on every answer, so a registry change
   * shows in the next document's policy.
   */
  remoteOrigins?: () => readonly string[];
}

/**
 * Security headers. The policy fits this site: everything from our own origin; inline styles
 * because emotion (MUI) injects style tags; data: fonts and images; blob: images; WebSocket
 * connections for socket.io; OpenStreetMap's tile images for the pick-up points' map; blob: workers and WebAssembly for the ALTCHA proof of work (the
 * widget starts its workers from in-bundle code). No upgrade-insecure-requests: the site is also served over plain
 * http (localhost, tests), and where TLS exists the proxy in front redirects to https.
 */
export default fp<HelmetOptions>(
  async (app, { remoteOrigins = () => [] }) => {
    // One more entry per directive that lists the origins (nothing when there are none).
    const remotes = [() => remoteOrigins().join(' ')];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...remotes],
          workerSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          fontSrc: ["'self'", 'data:', ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', MAP_TILES_ORIGIN, ...remotes],
          connectSrc: ["'self'", 'ws:', 'wss:', ...remotes],
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
