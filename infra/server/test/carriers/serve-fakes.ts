/**
 * Every carrier's fake API in one process, for the e2e run and the bench: prints one JSON line
 * with the server environment that points the adapters at the fakes and the address of a small
 * control server (GET /counts: requests per carrier and route; POST /hang?carrier=x: that
 * carrier stops answering). Options: --latency=300,800 (ms per answer). Ends on SIGTERM.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CARRIER_FAKES } from './index';

const latency = process.argv
  .find((arg) => arg.startsWith('--latency='))
  ?.slice('--latency='.length)
  .split(',')
  .map(Number) as [number, number] | undefined;

async function main() {
  const running = await Promise.all(
    CARRIER_FAKES.map(async (module) => ({
      module,
      fake: await module.start(latency ? { latencyMs: latency } : {}),
    })),
  );
  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    if (url.pathname === '/counts') {
      const counts = Object.fromEntries(
        running.map(({ module, fake }) => [
          module.slug,
          fake.requests.reduce<Record<string, number>>((all, r) => {
            const key = `${r.method} ${r.path}`;
            all[key] = (all[key] ?? 0) + 1;
            return all;
          }, {}),
        ]),
      );
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(counts));
    }
    if (url.pathname === '/hang' && request.method === 'POST') {
      const target = running.find(({ module }) => module.slug === url.searchParams.get('carrier'));
      if (!target) return void response.writeHead(404).end();
      // Every route the carrier was asked so far hangs from now on (token, cities, tariffs...).
      for (const key of new Set(target.fake.requests.map((r) => `${r.method} ${r.path}`)))
        target.fake.route(key, { hang: true });
      return void response.writeHead(204).end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const env = Object.assign({}, ...running.map(({ module, fake }) => module.env(fake))) as Record<
    string,
    string
  >;
  console.log(
    JSON.stringify({ env, control: `http://127.0.0.1:${(control.address() as AddressInfo).port}` }),
  );
  process.once('SIGTERM', () => {
    control.close();
    void Promise.all(running.map(({ fake }) => fake.close())).then(() => process.exit(0));
  });
}

void main();
