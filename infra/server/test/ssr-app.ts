/**
 * The server with the apps' real server entries (shell and content, from their sources; jest
 * compiles them) over a stand-in of the built files: the set-up of the server-rendering suites.
 * `useSsrApp()` builds one app before the file's tests and closes it, its database and its files
 * after them; `build()` makes another on the same database and files (other settings).
 */
import path from 'node:path';
import type { RemoteServerEntry, ShellServerEntry } from '@dostavka/shared-kernel/ssr';
import type { App, BuildOptions } from '../src/app';
import { buildTestApp, createTestDatabase, type TestDatabase } from './test-app';
import { createWebFixture, type WebFixture } from './web-fixture';

// Loaded by path so that the server's type check stays out of the apps' own (the shell's needs
// the remotes' built types).
const ROOT = path.resolve(__dirname, '../../..');
const entry = <T>(app: string) =>
  jest.requireActual<{ serverEntry: T }>(path.join(ROOT, app, 'src/server')).serverEntry;

export interface SsrApp {
  /** The app built before the tests (replace it with `use`). */
  readonly app: App;
  /** Another app on the same database and built files, with these settings added. */
  build(env?: Record<string, string>, options?: SsrAppOptions): Promise<App>;
  /** Makes `app` this one (the caller closes the one it replaces). */
  use(next: App): void;
}

/** Build options a test may add (the apps' entries and files are the helper's). */
export type SsrAppOptions = Pick<BuildOptions, 'likenessUrls'>;

/** `first`: the settings of the app built before the tests. */
export function useSsrApp(
  startTimeoutMs = 180_000,
  first: { env?: Record<string, string>; options?: SsrAppOptions } = {},
): SsrApp {
  const serverEntries = {
    shell: entry<ShellServerEntry>('shell'),
    content: entry<RemoteServerEntry>('mf-content'),
  };
  let database: TestDatabase | undefined;
  let web: WebFixture | undefined;
  let current: App | undefined;
  const build = (env: Record<string, string> = {}, options: SsrAppOptions = {}) =>
    buildTestApp(database!, {
      ...options,
      webRoot: web!.root,
      indexTemplate: web!.template,
      serverEntries: () => serverEntries,
      env: { SITE_URL: 'https://dostavka.example', ...env },
    });

  beforeAll(async () => {
    [database, web] = await Promise.all([createTestDatabase(), createWebFixture()]);
    current = await build(first.env, first.options);
  }, startTimeoutMs);
  afterAll(async () => {
    await current?.close();
    await Promise.all([database?.drop(), web?.remove()]);
  });

  return {
    get app() {
      return current!;
    },
    build,
    use(next) {
      current = next;
    },
  };
}

/** A page as a browser asks for it. */
export const pageOf = (on: App, url: string, headers: Record<string, string> = {}) =>
  on.inject({ url, headers: { accept: 'text/html', ...headers } });

/** The text of a document's first h1. */
export const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
