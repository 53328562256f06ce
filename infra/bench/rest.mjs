// REST quotes: closed-loop load over keep-alive connections for a fixed time.
import http from 'node:http';

export async function restThroughput(base, path, bodies, { connections = 32, seconds = 10 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, base);
  const payloads = bodies.map((body) => Buffer.from(JSON.stringify(body)));
  let requests = 0;
  let offers = 0;
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;

  const once = (payload) =>
    new Promise((resolve) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': payload.length },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode === 200) {
              requests += 1;
              offers += JSON.parse(Buffer.concat(chunks).toString()).length;
            } else failures += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures += 1;
        resolve();
      });
      request.end(payload);
    });

  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let i = worker; Date.now() < deadline; i += connections) await once(payloads[i % payloads.length]);
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return { requests, requestsPerSecond: requests / elapsed, offersPerSecond: offers / elapsed, failures };
}
