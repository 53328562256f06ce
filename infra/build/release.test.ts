/**
 * A team's release, end to end (issue 37, item 10; issue 36, item 7): `npm run release` of every
 * remote into a temporary folder, each folder served as a CDN would serve it, each registered on
 * a test server, and mf-content's pages rendered on the server with the released server build.
 * The release writes nothing into the checkout. Four production builds: it runs once, in the
 * embedded-database run of `npm test` (the PostgreSQL run would only build them again).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { h1Of, pageOf, useSsrApp } from '../server/test/ssr-app';

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = {
  'mf-content': 'mf_content',
  'mf-calculator': 'mf_calculator',
  'mf-order': 'mf_order',
  'mf-account': 'mf_account',
};
const VERSION = `ci-${randomBytes(3).toString('hex')}`;
/**
 * The calculator is released as 1.4.2, the version the registry's end-to-end test registers:
 * `npm test` hands this release on to it (KEEP_CALCULATOR_RELEASE here, E2E_CALCULATOR_RELEASE
 * there), which would otherwise build the same release again beside the browsers.
 */
const versionOf = (dir: string) => (dir === 'mf-calculator' ? '1.4.2' : VERSION);
const onPostgres = Boolean(process.env.DATABASE_URL);

/** `node scripts/release.mjs` in a remote's folder, as `npm run release -w <remote>` runs it. */
function release(dir: string, out: string, baseUrl: string): Promise<string> {
  const version = versionOf(dir);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/release.mjs'), '--version', version, '--out', out, '--base-url', baseUrl],
      { cwd: path.join(ROOT, dir), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`release of ${dir} exited ${code}:\n${output}`)),
    );
  });
}

/** Files of the checkout modified after `since` (ms), outside the apps' build outputs and the installed packages. */
function writtenSince(since: number): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const relative = path.relative(ROOT, file);
      // The apps' build outputs are left out: `npm test` builds the site beside this run.
      if (
        relative === '.git' ||
        /^(shell|mf-[a-z]+|infra)\/(dist|@mf-types)/.test(relative) ||
        /\.cache\/jest/.test(relative) ||
        relative.endsWith('.tsbuildinfo')
      )
        continue;
      // Installed packages are left out too: the site's own build, running beside this test in
      // `npm test`, keeps its generated modules under node_modules; the release keeps them in a
      // temporary folder (scripts/release.mjs), which the source tree's check below still covers.
      if (entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(file);
      else if (fs.statSync(file).mtimeMs > since) found.push(relative);
    }
  };
  walk(ROOT);
  return found;
}

(onPostgres ? describe.skip : describe)('a release of every remote', () => {
  // On a busy machine (the builds of other work beside it) the server may take minutes to start.
  const server = useSsrApp(10 * 60_000);
  let out = '';
  let cdn: Server;
  let origin = '';
  const requests = new Set<string>();

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'dostavka-releases-'));
    // The releases' folders as a CDN serves them: <remote>/<version>/...
    cdn = createServer((request, response) => {
      const url = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
      requests.add(url);
      const file = path.join(out, url);
      if (!file.startsWith(out) || !fs.existsSync(file) || !fs.statSync(file).isFile())
        return response.writeHead(404).end();
      response.writeHead(200, { 'access-control-allow-origin': '*' }).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => cdn?.close(resolve));
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });

  test(
    'builds each remote alone, registers, and the server renders with the released server build',
    async () => {
      const started = Date.now();
      const dirs = Object.keys(REMOTES);
      // Two at a time: the machine has two cores.
      for (let i = 0; i < dirs.length; i += 2)
        await Promise.all(
          dirs.slice(i, i + 2).map((dir) => release(dir, path.join(out, dir), `${origin}/${dir}`)),
        );
      expect(writtenSince(started)).toEqual([]);
      const keep = process.env.KEEP_CALCULATOR_RELEASE;
      if (keep)
        fs.cpSync(path.join(out, 'mf-calculator', versionOf('mf-calculator')), keep, { recursive: true });

      for (const [dir, name] of Object.entries(REMOTES)) {
        const version = versionOf(dir);
        const folder = path.join(out, dir, version);
        const integrity = JSON.parse(fs.readFileSync(path.join(folder, 'integrity.json'), 'utf8')) as {
          remote: string;
          version: string;
          files: Record<string, string>;
        };
        expect(integrity).toMatchObject({ remote: name, version });
        // Every file is listed with its SHA-256, the server build too where the remote has one.
        for (const [file, sri] of Object.entries(integrity.files))
          expect(
            `sha256-${createHash('sha256')
              .update(fs.readFileSync(path.join(folder, file)))
              .digest('base64')}`,
          ).toBe(sri);
        expect(Object.keys(integrity.files)).toContain('mf-manifest.json');
        expect(Object.keys(integrity.files).includes('server/server.cjs')).toBe(name === 'mf_content');

        const info = await server.app.remoteRegistry.register(
          name,
          version,
          `${origin}/${dir}/${version}/mf-manifest.json`,
          'release-test',
        );
        expect(info.kernelRange).toMatch(/^\^\d+\.\d+\.\d+$/);
        expect(info.serverUrl).toBe(
          name === 'mf_content' ? `${origin}/${dir}/${version}/server/server.cjs` : null,
        );
      }

      // Server rendering follows the registry onto the released content build.
      requests.clear();
      await server.app.remoteRegistry.activate('mf_content', { version: VERSION }, 'release-test');
      const page = await pageOf(server.app, '/');
      expect(page.statusCode).toBe(200);
      expect(h1Of(page.body)).toBe('Грузоперевозки по всей России');
      expect(page.body).toContain(`${origin}/mf-content/${VERSION}/mf-manifest.json`);
      expect(requests).toContain(`/mf-content/${VERSION}/server/server.cjs`);
      const { remotes } = await server.app.remoteRegistry.list();
      const counts = remotes.find((remote) => remote.name === 'mf_content')?.errors;
      expect(counts?.find((entry) => entry.version === VERSION)).toMatchObject({ failures: 0 });
    },
    30 * 60_000,
  );
});
