/**
 * The remote registry end to end (issue 14), on a server of its own (so that the other specs'
 * calculator is never the one under test), with no restart between the steps: a changed release
 * of mf-calculator is built with the release command, served from a second local origin,
 * registered and activated through the API; a 50 % canary, a rollback, an incompatible kernel
 * range, a new mf-content version rendered on the server by that same version, and the second
 * origin going down.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../server/test/faults';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { OutboxMails } from '../server/src/schemas/outbox-mail';
import { STAFF } from './accounts';
import { hydrationErrors } from './hydration-errors';

const STAFF_EMAIL = STAFF.registry;

const ROOT = path.resolve(__dirname, '../..');
const ORIGINAL = 'Стоимость и дата';
const CHANGED = 'Стоимость и дата · 1.4.2';
const CONTENT_ORIGINAL = 'Грузоперевозки по всей России';
const CONTENT_CHANGED = 'Грузоперевозки по всей России · 3.1.0';

test.describe.configure({ mode: 'serial' });

let work = '';
let site: ChildProcess | null = null;
let siteUrl = '';
let cdn: Server | null = null;
let cdnUrl = '';
let token = '';

/** A CDN: the release folder, with the CORS headers docs/deploying.md asks for. */
function serveFolder(root: string, port = 0): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile())
      return response.writeHead(404, headers).end();
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.json')
        ? 'application/json'
        : 'text/css';
    response.writeHead(200, { ...headers, 'content-type': type }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Every file of a folder whose text contains `from`, with it replaced (and no stale compressed copies). */
function replaceIn(folder: string, from: string, to: string) {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile()) continue;
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (/\.(c?js|json)$/.test(file)) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(from)) writeFileSync(file, text.split(from).join(to));
    }
  }
}

const api = async (method: 'GET' | 'POST', url: string, data?: unknown) => {
  const response = await fetch(`${siteUrl}${url}`, {
    method,
    // An empty body with a JSON content type is a 400: the type goes only with a body.
    headers: {
      authorization: `Bearer ${token}`,
      ...(data === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(data === undefined ? {} : { body: JSON.stringify(data) }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
};

async function signInAdmin(): Promise<string> {
  await fetch(`${siteUrl}/api/user/auth/signup/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_EMAIL }),
  });
  const outbox = (await (
    await fetch(`${siteUrl}/api/user/outbox?to=${encodeURIComponent(STAFF_EMAIL)}&limit=1`)
  ).json()) as OutboxMails;
  const code = outbox.mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const confirmed = await fetch(`${siteUrl}/api/user/auth/code/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_EMAIL, code }),
  });
  return ((await confirmed.json()) as { accessToken: string }).accessToken;
}

/** The calculator's details section as a fresh visitor (a context of their own) sees it. */
async function freshVisitor(browser: Browser): Promise<{ page: Page; text: () => Promise<string> }> {
  const context = await browser.newContext({ baseURL: siteUrl, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/calculator/');
  const heading = page.getByText(/^Стоимость и дата/);
  await expect(heading).toBeVisible({ timeout: 30_000 });
  return { page, text: async () => (await heading.textContent()) ?? '' };
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'dostavka-registry-e2e-'));
  // The release command, as a team would run it (E2E_CALCULATOR_RELEASE: a folder it already
  // wrote for version 1.4.2; `npm test` hands over the one its release test made).
  const prebuilt = process.env.E2E_CALCULATOR_RELEASE;
  if (prebuilt) cpSync(prebuilt, path.join(work, 'cdn', 'calc', '1.4.2'), { recursive: true });
  else {
    const release = spawnSync(
      'npm',
      [
        'run',
        'release',
        '-w',
        'mf-calculator',
        '--',
        '--version',
        '1.4.2',
        '--out',
        path.join(work, 'cdn', 'calc'),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(release.status, release.stderr).toBe(0);
    expect(release.stdout).toContain('/api/admin/remotes/mf_calculator/versions');
  }
  const released = path.join(work, 'cdn', 'calc', '1.4.2');
  expect(JSON.parse(readFileSync(path.join(released, 'integrity.json'), 'utf8'))).toMatchObject({
    remote: 'mf_calculator',
    version: '1.4.2',
  });
  replaceIn(released, ORIGINAL, CHANGED);
  // A release built against another kernel: its manifest names a range the site's kernel is outside of.
  const incompatible = path.join(work, 'cdn', 'calc', '9.0.0');
  cpSync(released, incompatible, { recursive: true });
  const manifest = path.join(incompatible, 'mf-manifest.json');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"kernel": "[^"]+"/, '"kernel": "^9.0.0"'));

  cdn = await serveFolder(path.join(work, 'cdn'));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;

  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'infra/dist/server.cjs')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'warn',
      LIKENESS_INDEX: 'false',
      OUTBOX_HTTP: 'true',
      ADMIN_EMAILS: STAFF_EMAIL,
      SIGN_IN_CODES_PER_IP: '1000',
    },
  });
  await expect
    .poll(async () => (await fetch(`${siteUrl}/api/calculator/helthcheck`).catch(() => null))?.status, {
      timeout: 600_000,
      intervals: [1000],
    })
    .toBe(200);
  token = await signInAdmin();
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await new Promise<void>((resolve) => (cdn?.listening ? cdn.close(() => resolve()) : resolve()));
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a release from another origin is registered, activated and shown, also to a tab opened before', async ({
  browser,
}) => {
  const registered = await api('POST', '/api/admin/remotes/mf_calculator/versions', {
    version: '1.4.2',
    manifestUrl: `${cdnUrl}/calc/1.4.2/mf-manifest.json`,
  });
  expect(registered.status).toBe(201);
  expect(registered.body.entryIntegrity).toMatch(/^sha256-/);

  // A tab open on another area of the single-page app before the activation (its policy already
  // allows the registered origin). Content pages are islands without the app's router: not there.
  const context = await browser.newContext({ baseURL: siteUrl, locale: 'ru-RU' });
  const openTab = await context.newPage();
  await openTab.goto('/tracking/');
  await expect(openTab.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 });

  expect((await api('POST', '/api/admin/remotes/mf_calculator/activate', { version: '1.4.2' })).status).toBe(
    200,
  );

  const visitor = await freshVisitor(browser);
  expect(await visitor.text()).toBe(CHANGED);
  await visitor.page.context().close();

  // The open tab follows at its next navigation to the area, without a reload of its own.
  await openTab.evaluate(() => {
    window.history.pushState({}, '', '/calculator/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(openTab.getByText(CHANGED)).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('rollback in one call returns everyone to the previous version', async ({ browser }) => {
  const back = await api('POST', '/api/admin/remotes/mf_calculator/rollback');
  expect(back.status).toBe(200);
  expect(back.body).toMatchObject({ active: 'initial', canary: null });
  const visitor = await freshVisitor(browser);
  expect(await visitor.text()).toBe(ORIGINAL);
  await visitor.page.context().close();
});

test('a 50 % canary gives both versions across fresh visitors, and each keeps theirs', async ({
  browser,
}) => {
  const canary = await api('POST', '/api/admin/remotes/mf_calculator/activate', {
    version: '1.4.2',
    canaryPercent: 50,
  });
  expect(canary.status).toBe(200);
  const seen = new Map<string, number>();
  for (let i = 0; i < 10 && seen.size < 2; i += 1) {
    const visitor = await freshVisitor(browser);
    const first = await visitor.text();
    seen.set(first, (seen.get(first) ?? 0) + 1);
    await visitor.page.reload();
    await expect(visitor.page.getByText(/^Стоимость и дата/)).toHaveText(first, { timeout: 30_000 });
    await visitor.page.context().close();
  }
  expect([...seen.keys()].sort()).toEqual([ORIGINAL, CHANGED].sort());
  expect((await api('POST', '/api/admin/remotes/mf_calculator/rollback')).body).toMatchObject({
    canary: null,
  });
});

test('an incompatible kernel range is refused by the registry and by the shell', async ({ browser }) => {
  const refused = await api('POST', '/api/admin/remotes/mf_calculator/versions', {
    version: '9.0.0',
    manifestUrl: `${cdnUrl}/calc/9.0.0/mf-manifest.json`,
  });
  expect(refused.status).toBe(422);
  expect(String(refused.body.message)).toMatch(/built for kernel \^9\.0\.0/);

  // The CDN's files replaced behind the registry's back: the shell refuses before running them.
  const manifest = path.join(work, 'cdn', 'calc', '1.4.2', 'mf-manifest.json');
  const good = readFileSync(manifest, 'utf8');
  writeFileSync(manifest, good.replace(/"kernel": "[^"]+"/, '"kernel": "^9.0.0"'));
  try {
    expect(
      (await api('POST', '/api/admin/remotes/mf_calculator/activate', { version: '1.4.2' })).status,
    ).toBe(200);
    const context = await browser.newContext({ baseURL: siteUrl, locale: 'ru-RU' });
    const page = await context.newPage();
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/remote-failures')) reports.push(request.postData() ?? '');
    });
    await page.goto('/calculator/');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('header')).toBeVisible();
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    expect(JSON.parse(reports[0] ?? '{}')).toMatchObject({ remote: 'mf_calculator', kind: 'load' });
    await context.close();
  } finally {
    writeFileSync(manifest, good);
  }
  // The report is counted for the version that failed.
  await expect
    .poll(async () => {
      const { remotes } = (await api('GET', '/api/admin/remotes')).body as {
        remotes: Array<{ name: string; errors: Array<{ version: string; failures: number }> }>;
      };
      return remotes.find((remote) => remote.name === 'mf_calculator')?.errors[0];
    })
    .toMatchObject({ version: '1.4.2', failures: 1 });
});

test('a new mf-content version is rendered on the server by that version and hydrates without error', async ({
  browser,
}) => {
  // A release of mf-content as the release command lays it out: the browser build, and the
  // server build in server/ beside the manifest (copied from the site's build, with a changed text).
  const release = path.join(work, 'cdn', 'content', '3.1.0');
  cpSync(path.join(ROOT, 'mf-content', 'dist'), release, { recursive: true });
  cpSync(path.join(ROOT, 'mf-content', 'dist-server'), path.join(release, 'server'), { recursive: true });
  replaceIn(release, CONTENT_ORIGINAL, CONTENT_CHANGED);
  const registered = await api('POST', '/api/admin/remotes/mf_content/versions', {
    version: '3.1.0',
    manifestUrl: `${cdnUrl}/content/3.1.0/mf-manifest.json`,
  });
  expect(registered.status).toBe(201);
  expect(registered.body.serverIntegrity).toMatch(/^sha256-/);
  expect((await api('POST', '/api/admin/remotes/mf_content/activate', { version: '3.1.0' })).status).toBe(
    200,
  );
  try {
    // The server's document, before any script runs, is the new version's page.
    const html = await (await fetch(`${siteUrl}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<h1[^>]*>Грузоперевозки по всей России · 3\.1\.0<\/h1>/);
    // The browser runs the same version: it hydrates the page without a mismatch.
    const context = await browser.newContext({ baseURL: siteUrl, locale: 'ru-RU' });
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    await page.goto('/');
    await expect(page.locator('[data-remote="mf_content"][data-page="home"]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTENT_CHANGED);
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    expect((await api('POST', '/api/admin/remotes/mf_content/rollback')).status).toBe(200);
  }
});

test('the second origin down: only its area falls back', async ({ browser }) => {
  await new Promise<void>((resolve) => {
    cdn!.close(() => resolve());
    cdn!.closeAllConnections();
  });
  const context = await browser.newContext({ baseURL: siteUrl, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/calculator/');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('header')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_content"][data-page="home"]')).toBeVisible({ timeout: 30_000 });
  await context.close();
});
