/**
 * What the registry checks before it records a remote's version: the manifest answers, is a
 * Module Federation manifest of that remote, exposes what the shell mounts (`./pages`), names a
 * kernel range that accepts the shell's kernel, requires the shell's major of every checked
 * singleton (React, MobX, the router, the kernel), needs no shared module the shell does not
 * provide (a production remote has no copies of its own), and its entry answers; a remote whose pages the
 * server renders also publishes its server build beside the manifest. The integrity of the files
 * is recorded as SRI strings (`sha256-<base64>`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  CHECKED_SINGLETONS,
  KERNEL_SHARE_PREFIX,
  satisfiesRange,
  sharedRefusal,
} from '@dostavka/shared-kernel/domain';
import { httpError } from '../../../http-error';

/** The kernel's shared entry: every app shares the kernel by entry point under this prefix. */
export const KERNEL_SHARE = KERNEL_SHARE_PREFIX;
/** What the shell mounts from every remote. */
export const EXPOSED_PAGES = 'pages';
/** The remote whose pages the server renders: each of its versions publishes its server build. */
export const CONTENT_REMOTE = 'mf_content';
/** Where a release puts the server build: beside the manifest (scripts/release.mjs). */
export const SERVER_BUILD_PATH = 'server/server.cjs';

const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

/** The parts of an mf-manifest.json the registry reads. */
export interface Manifest {
  name?: string;
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    /** Written by the build (infra/build/webpack.mjs): the kernel range the remote was built against. */
    dostavka?: { kernel?: string };
  };
  exposes?: Array<{ name?: string; path?: string }>;
  shared?: Array<{ name?: string; requiredVersion?: string | false }>;
}

export interface CheckedManifest {
  entryUrl: string;
  manifestIntegrity: string;
  entryIntegrity: string;
  kernelRange: string;
  /** Null for remotes the server does not render. */
  serverUrl: string | null;
  serverIntegrity: string | null;
}

export const integrityOf = (bytes: Uint8Array) =>
  `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

const refuse = (message: string) => httpError(422, message);

/** The bytes at `url`; a 422 saying what failed. */
export async function download(url: string, what: string): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    throw refuse(`The ${what} at ${url} could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) throw refuse(`The ${what} at ${url} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw refuse(`The ${what} at ${url} is larger than ${MAX_BYTES} bytes`);
  return bytes;
}

/** The kernel range a manifest declares: the build's own field, else the kernel share's requiredVersion. */
export function kernelRangeOf(manifest: Manifest): string | null {
  const declared = manifest.metaData?.dostavka?.kernel;
  if (typeof declared === 'string' && declared.trim()) return declared.trim();
  const shared = manifest.shared?.find((entry) => entry.name === KERNEL_SHARE)?.requiredVersion;
  return typeof shared === 'string' && shared.trim() ? shared.trim() : null;
}

/** Why a remote built against `range` cannot run in the shell with `kernelVersion`; null when it can. */
export function kernelMismatch(range: string | null, kernelVersion: string): string | null {
  if (range === null) return `it names no kernel range (metaData.dostavka.kernel)`;
  const accepted = satisfiesRange(kernelVersion, range);
  if (accepted === null) return `its kernel range "${range}" cannot be read`;
  return accepted ? null : `it was built for kernel ${range}, the site runs kernel ${kernelVersion}`;
}

const requireHere = createRequire(__filename);

/**
 * The versions of the singletons the shell provides: the packages installed beside the server,
 * which the shell was built from (the root package.json pins each once), and the kernel's own.
 */
export function shellSingletons(kernelVersion: string): Record<string, string> {
  const versions: Record<string, string> = { [KERNEL_SHARE_PREFIX]: kernelVersion };
  for (const pkg of CHECKED_SINGLETONS)
    versions[pkg] = (requireHere(`${pkg}/package.json`) as { version: string }).version;
  return versions;
}

/**
 * The shared modules the shell's build provides, from its manifest (`shell/dist/mf-manifest.json`);
 * null when there is none to read (a server started without the shell's build checks nothing).
 */
export function shellProvides(manifestFile: string): ReadonlySet<string> | null {
  let text: string;
  try {
    text = readFileSync(manifestFile, 'utf8');
  } catch {
    return null;
  }
  const shared = (JSON.parse(text) as Manifest).shared ?? [];
  return new Set(shared.flatMap((entry) => (typeof entry.name === 'string' ? [entry.name] : [])));
}

/** The shared modules a remote's manifest names that the shell does not provide; null when none. */
export function unprovided(manifest: Manifest, provides: ReadonlySet<string> | null): string | null {
  if (provides === null) return null;
  const missing = (manifest.shared ?? [])
    .map((entry) => entry.name)
    .filter((name): name is string => typeof name === 'string' && !provides.has(name));
  return missing.length > 0 ? [...new Set(missing)].sort().join(', ') : null;
}

/** The URL the entry is loaded from: publicPath `auto` means beside the manifest. */
export function entryUrlOf(manifest: Manifest, manifestUrl: string): string | null {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return null;
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const folder = (entry.path ?? '').replace(/^\/+/, '');
  return new URL(`${folder ? `${folder.replace(/\/?$/, '/')}` : ''}${entry.name}`, base).href;
}

/** Fetches and checks one version of `remote`; throws a 422 saying what is wrong. */
export async function checkManifest(
  remote: string,
  manifestUrl: string,
  kernelVersion: string,
  singletons: Readonly<Record<string, string>>,
  provides: ReadonlySet<string> | null = null,
): Promise<CheckedManifest> {
  const manifestBytes = await download(manifestUrl, 'manifest');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as Manifest;
  } catch {
    throw refuse(`The manifest at ${manifestUrl} is not JSON`);
  }
  if (typeof manifest !== 'object' || manifest === null || !manifest.metaData)
    throw refuse(`The file at ${manifestUrl} is not a Module Federation manifest (no metaData)`);
  if (manifest.name !== remote)
    throw refuse(`The manifest is of remote "${String(manifest.name)}", not of ${remote}`);
  const exposes = manifest.exposes ?? [];
  if (!exposes.some((expose) => expose.name === EXPOSED_PAGES || expose.path === `./${EXPOSED_PAGES}`))
    throw refuse(`The manifest does not expose ./${EXPOSED_PAGES}, which the shell mounts`);
  const kernelRange = kernelRangeOf(manifest);
  const mismatch = kernelMismatch(kernelRange, kernelVersion);
  if (mismatch) throw refuse(`The remote cannot run in this shell: ${mismatch}`);
  const shared = sharedRefusal(manifest.shared, singletons);
  if (shared) throw refuse(`The remote's shared packages do not match the site's: ${shared}`);
  const missing = unprovided(manifest, provides);
  if (missing)
    throw refuse(
      `The remote needs shared modules the site's shell does not provide: ${missing}; deploy a shell built with them first`,
    );
  const entryUrl = entryUrlOf(manifest, manifestUrl);
  if (!entryUrl) throw refuse('The manifest names no remote entry (metaData.remoteEntry.name)');
  const entryBytes = await download(entryUrl, 'remote entry');
  const serverUrl = remote === CONTENT_REMOTE ? new URL(SERVER_BUILD_PATH, manifestUrl).href : null;
  // The server renders this remote's pages with the same version the browser runs.
  const serverBytes = serverUrl ? await download(serverUrl, 'server build') : null;
  return {
    entryUrl,
    manifestIntegrity: integrityOf(manifestBytes),
    entryIntegrity: integrityOf(entryBytes),
    kernelRange: kernelRange as string,
    serverUrl,
    serverIntegrity: serverBytes && integrityOf(serverBytes),
  };
}
