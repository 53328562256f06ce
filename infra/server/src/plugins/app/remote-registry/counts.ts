/**
 * The failure reports and documents served per remote version (issue 37, item 11), kept in the
 * version's own row so that every process behind the balancer adds to and reads the same figures,
 * for as long as the version is registered. A failure report is rare (a tab sends five at most,
 * an address thirty per ten minutes): it is written at once. A document is served on every page
 * view: views are added up in memory and written in one statement per version every few seconds,
 * so a page costs no write; a process's own pending views are written before it lists them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { remoteVersions } from '../../../db/schema';

export interface VersionCounts {
  /** One failure of a registered version. */
  failure(remote: string, version: string): Promise<void>;
  /** One document served with a version (written with the next flush). */
  view(remote: string, version: string): void;
  /** Writes the views counted since the last flush. */
  flush(): Promise<void>;
  /** Stops the periodic flush (after a last one). */
  close(): Promise<void>;
}

const SEPARATOR = '\u0000';

export function versionCounts(
  db: Database,
  options: { flushEveryMs: number; onError: (error: unknown) => void },
): VersionCounts {
  let pending = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();

  const row = (remote: string, version: string) =>
    and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version));

  async function write(batch: Map<string, number>): Promise<void> {
    for (const [key, count] of batch) {
      const [remote, version] = key.split(SEPARATOR) as [string, string];
      await db
        .update(remoteVersions)
        .set({ views: sql`${remoteVersions.views} + ${count}` })
        .where(row(remote, version));
    }
  }

  function flush(): Promise<void> {
    // One flush at a time: the next waits for the one running, so no batch is written twice.
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await write(batch);
      } catch (error) {
        // Kept for the next flush rather than lost (the database may be back by then).
        for (const [key, count] of batch) pending.set(key, (pending.get(key) ?? 0) + count);
        options.onError(error);
      }
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.flushEveryMs);
  timer.unref();

  return {
    async failure(remote, version) {
      await db
        .update(remoteVersions)
        .set({ failures: sql`${remoteVersions.failures} + 1` })
        .where(row(remote, version));
    },
    view(remote, version) {
      const key = `${remote}${SEPARATOR}${version}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
