/**
 * CARRIERS_LIVE=1: a carrier's contract tests run against its real (or test) API instead of the
 * fake. Whether that API can be reached is asked once, before the tests are declared, so the
 * ones that need it are skipped with the reason printed rather than failed by a firewall.
 */
import { spawnSync } from 'node:child_process';

export interface LiveMode {
  /** CARRIERS_LIVE=1 was asked for. */
  on: boolean;
  /** Why the live tests do not run (no credentials, no route to the API); null: they run. */
  skip: string | null;
}

const PROBE = `fetch(process.argv[1], { method: 'HEAD', signal: AbortSignal.timeout(5000) })
  .then(() => process.exit(0), () => process.exit(1))`;

export function liveMode(carrier: string, url: string, credentials: readonly string[]): LiveMode {
  if (process.env.CARRIERS_LIVE !== '1') return { on: false, skip: null };
  const missing = credentials.filter((name) => !process.env[name]);
  let skip: string | null = null;
  if (missing.length > 0) skip = `${missing.join(', ')} not set`;
  else if (spawnSync(process.execPath, ['-e', PROBE, url], { timeout: 8000 }).status !== 0)
    skip = `${url} cannot be reached from this machine`;
  if (skip) console.warn(`CARRIERS_LIVE: ${carrier} contract tests skipped: ${skip}`);
  return { on: true, skip };
}
