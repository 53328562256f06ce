// Closed-loop GET load over keep-alive connections: each connection asks for the next path as
// soon as its previous answer is in, for a fixed time or until the paths run out (once: true).
import http from 'node:http';

export async function getLoad(
  base,
  paths,
  { connections = 16, seconds = 5, once = false, headers = {} } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let requests = 0;
  let failures = 0;
  let bytes = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;

  const get = (path) =>
    new Promise((resolve) => {
      const request = http.get(new URL(path, base), { agent, headers }, (response) => {
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          if (response.statusCode === 200) requests += 1;
          else failures += 1;
          resolve();
        });
      });
      request.on('error', () => {
        failures += 1;
        resolve();
      });
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline && (!once || next < paths.length)) await get(paths[next++ % paths.length]);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests, failures, perSecond: requests / elapsed, bytesPerAnswer: bytes / Math.max(requests, 1) };
}
