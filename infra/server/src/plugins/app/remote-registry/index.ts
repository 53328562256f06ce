/**
 * The remote registry (issue 14): the version of each remote the site serves, kept in the
 * database and edited through /api/admin/remotes. Every process keeps the registry in memory;
 * a change reaches the others at once through the realtime adapter (Redis) or, with no Redis,
 * by each process comparing the audit's latest id before it answers (at most once a second).
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ActivateRemoteBody, RegistryAnswer, RemoteVersionInfo } from '@dostavka/shared-kernel/contract';
import { KERNEL_VERSION } from '@dostavka/shared-kernel/domain';
import type { Database } from '../../../db/client';
import {
  remoteAudit,
  remotes,
  remoteVersions,
  users,
  type RemoteAuditRow,
  type RemoteRow,
  type RemoteVersionRow,
} from '../../../db/schema';
import { httpError } from '../../../http-error';
import { versionCounts } from './counts';
import { checkManifest, kernelMismatch, shellProvides, shellSingletons } from './manifest-check';

/** The label of the versions seeded from the configuration (REMOTES and the defaults). */
export const SEED_VERSION = 'initial';

/** The remotes this visitor gets: name -> manifest URL, name -> version, and a tag of both. */
export interface VisitorRemotes {
  remotes: Record<string, string>;
  versions: Record<string, string>;
  /** Changes whenever what this visitor gets changes (the ETag of /remotes.json). */
  tag: string;
}

interface Loaded {
  remote: RemoteRow;
  active: RemoteVersionRow;
  canary: RemoteVersionRow | null;
}

export interface RemoteRegistry {
  /** The shell's kernel version, which every remote's kernel range must accept. */
  readonly kernelVersion: string;
  /** What this visitor gets (canary by a stable hash of visitor and remote). */
  forVisitor(visitor: string | null): Promise<VisitorRemotes>;
  /** Some remote has a canary: visitors need an id to stay on their side of it. */
  hasCanary(): Promise<boolean>;
  /** The origins of every registered version (for the Content-Security-Policy), as last loaded. */
  origins(): readonly string[];
  list(): Promise<RegistryAnswer>;
  register(name: string, version: string, manifestUrl: string, by: string): Promise<RemoteVersionInfo>;
  activate(name: string, body: ActivateRemoteBody, by: string): Promise<RegistryAnswer['remotes'][number]>;
  rollback(name: string, by: string): Promise<RegistryAnswer['remotes'][number]>;
  /** Removes a version that is neither active nor canary (and from the rollback history). */
  deleteVersion(name: string, version: string, by: string): Promise<RegistryAnswer['remotes'][number]>;
  /** Reads the registry again (another process announced a change). */
  reload(): Promise<void>;
  /**
   * The server build of a remote's active or canary version, as registered; null for the
   * versions seeded from the configuration (the site's own build on disk) and remotes the server
   * does not render.
   */
  serverBuildOf(name: string, version: string): { url: string; integrity: string } | null;
  /** The registered version served from this manifest URL; 'other' for anything else. */
  versionOf(name: string, manifestUrl: string): string;
  /** A failure of a registered version (shared by every process; nothing for 'other'). */
  countFailure(name: string, version: string): Promise<void>;
  /** A document served with this remote's version (written within a few seconds). */
  countView(name: string, version: string): void;
  /** Writes the pending counts and stops counting (the server is closing). */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    remoteRegistry: RemoteRegistry;
  }
}

export interface RemoteRegistryOptions {
  /** Remote name -> manifest URL: seeds the registry at the first start. */
  seed: Record<string, string>;
  /** Several processes share events (Redis adapter): changes are announced to the others. */
  shared: boolean;
  /** Overrides the kernel's version (tests). */
  kernelVersion?: string;
  /** The shell's build manifest: a version needing a shared module the shell lacks is refused. */
  shellManifest?: string;
  /** Without Redis: how often a process compares the registry's version with the database's. */
  checkEveryMs?: number;
  /** How often a process writes the documents it served per version (default 5 s). */
  viewsEveryMs?: number;
}

const CHANGED_EVENT = 'remotes:changed';

/** 0-99: where a visitor falls for one remote's canary; the same visitor always falls the same way. */
export function canaryBucket(visitor: string, remote: string): number {
  return createHash('sha256').update(`${remote}:${visitor}`).digest().readUInt32BE(0) % 100;
}

const toInfo = (row: RemoteVersionRow, emails: ReadonlyMap<string, string>): RemoteVersionInfo => ({
  version: row.version,
  manifestUrl: row.manifestUrl,
  entryUrl: row.entryUrl,
  manifestIntegrity: row.manifestIntegrity,
  entryIntegrity: row.entryIntegrity,
  kernelRange: row.kernelRange,
  serverUrl: row.serverUrl,
  serverIntegrity: row.serverIntegrity,
  registeredAt: row.registeredAt.toISOString(),
  registeredBy: row.registeredBy,
  registeredByEmail: (row.registeredBy && emails.get(row.registeredBy)) ?? null,
});

const toAudit = (row: RemoteAuditRow, emails: ReadonlyMap<string, string>) => ({
  action: row.action,
  from: row.fromVersion,
  to: row.toVersion,
  canaryPercent: row.canaryPercent,
  by: row.byUser,
  byEmail: (row.byUser && emails.get(row.byUser)) ?? null,
  at: row.at.toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}

export function createRemoteRegistry(
  db: Database,
  options: {
    kernelVersion: string;
    /** The shared modules the shell provides (null: not known, not checked). */
    provides: ReadonlySet<string> | null;
    checkEveryMs: number;
    viewsEveryMs: number;
    announce: (() => void) | null;
    onError: (error: unknown) => void;
  },
): RemoteRegistry & { seed(config: Record<string, string>): Promise<void> } {
  const { kernelVersion } = options;
  const singletons = shellSingletons(kernelVersion);
  let loaded = new Map<string, Loaded>();
  /** remote -> manifest URL -> version, of every registered version. */
  let registered = new Map<string, Map<string, string>>();
  let allOrigins: string[] = [];
  let version = -1;
  let checkedAt = 0;
  const counts = versionCounts(db, { flushEveryMs: options.viewsEveryMs, onError: options.onError });

  const latestAuditId = async () => {
    const [row] = await db.select({ id: sql<number>`coalesce(max(${remoteAudit.id}), 0)` }).from(remoteAudit);
    return Number(row?.id ?? 0);
  };

  async function load(): Promise<void> {
    const auditId = await latestAuditId();
    const [rows, versions] = await Promise.all([db.select().from(remotes), db.select().from(remoteVersions)]);
    const find = (name: string, label: string | null) =>
      versions.find((row) => row.remote === name && row.version === label) ?? null;
    const next = new Map<string, Loaded>();
    for (const remote of rows) {
      const active = find(remote.name, remote.active);
      if (active) next.set(remote.name, { remote, active, canary: find(remote.name, remote.canary) });
    }
    loaded = next;
    registered = new Map();
    for (const row of versions) {
      const byUrl = registered.get(row.remote) ?? new Map<string, string>();
      byUrl.set(row.manifestUrl, row.version);
      registered.set(row.remote, byUrl);
    }
    allOrigins = [...new Set(versions.map((row) => originOf(row.manifestUrl)).filter((o) => o !== null))];
    version = auditId;
    checkedAt = Date.now();
  }

  /** The registry as it is now in the database (re-read when another process changed it). */
  async function current(): Promise<Map<string, Loaded>> {
    if (version < 0) await load();
    else if (!options.announce && Date.now() - checkedAt >= options.checkEveryMs) {
      checkedAt = Date.now();
      if ((await latestAuditId()) !== version) await load();
    }
    return loaded;
  }

  async function changed(): Promise<void> {
    await load();
    options.announce?.();
  }

  /** A change of a remote in its audit log, in the caller's transaction when given. */
  const audit = (
    name: string,
    action: RemoteAuditRow['action'],
    from: string | null,
    to: string | null,
    by: string | null,
    canaryPercent: number | null = null,
    tx: Pick<Database, 'insert'> = db,
  ) =>
    tx.insert(remoteAudit).values({
      remote: name,
      action,
      fromVersion: from,
      toVersion: to,
      byUser: by,
      canaryPercent,
    });

  async function remoteRow(name: string): Promise<RemoteRow> {
    const [row] = await db.select().from(remotes).where(eq(remotes.name, name));
    if (!row) throw httpError(404, `There is no remote ${name}`);
    return row;
  }

  async function versionRow(name: string, label: string): Promise<RemoteVersionRow> {
    const [row] = await db
      .select()
      .from(remoteVersions)
      .where(and(eq(remoteVersions.remote, name), eq(remoteVersions.version, label)));
    if (!row) throw httpError(404, `Version ${label} of ${name} is not registered`);
    return row;
  }

  /** The e-mails of the accounts named (by id) in these rows. */
  async function emailsOf(ids: Array<string | null>): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  async function describe(name: string) {
    const [row, versions, history] = await Promise.all([
      remoteRow(name),
      db
        .select()
        .from(remoteVersions)
        .where(eq(remoteVersions.remote, name))
        .orderBy(desc(remoteVersions.registeredAt)),
      db
        .select()
        .from(remoteAudit)
        .where(eq(remoteAudit.remote, name))
        .orderBy(desc(remoteAudit.id))
        .limit(50),
    ]);
    const canary =
      row.canary && row.canaryPercent ? { version: row.canary, percent: row.canaryPercent } : null;
    const emails = await emailsOf([
      ...versions.map((entry) => entry.registeredBy),
      ...history.map((entry) => entry.byUser),
    ]);
    return {
      name,
      active: row.active,
      canary,
      versions: versions.map((entry) => toInfo(entry, emails)),
      history: history.map((entry) => toAudit(entry, emails)),
      errors: versions.map((entry) => ({
        version: entry.version,
        failures: entry.failures,
        views: entry.views,
      })),
    };
  }

  /** One change of a remote's row, in a transaction that locks it, audited; then every process is told. */
  async function change(
    name: string,
    decide: (
      row: RemoteRow,
      tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    ) => Promise<{
      update: Partial<RemoteRow>;
      action: RemoteAuditRow['action'];
      from: string | null;
      to: string | null;
      canaryPercent?: number | null;
    }>,
    by: string,
  ) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(remotes).where(eq(remotes.name, name)).for('update');
      if (!row) throw httpError(404, `There is no remote ${name}`);
      const { update, action, from, to, canaryPercent = null } = await decide(row, tx);
      await tx.update(remotes).set(update).where(eq(remotes.name, name));
      await audit(name, action, from, to, by, canaryPercent, tx);
    });
    await changed();
    return describe(name);
  }

  return {
    kernelVersion,

    async seed(config) {
      let seeded = false;
      for (const [name, manifestUrl] of Object.entries(config)) {
        const inserted = await db
          .insert(remotes)
          .values({ name, active: SEED_VERSION })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) continue;
        await db
          .insert(remoteVersions)
          .values({ remote: name, version: SEED_VERSION, manifestUrl })
          .onConflictDoNothing();
        await audit(name, 'seed', null, SEED_VERSION, null);
        seeded = true;
      }
      await (seeded ? changed() : load());
    },

    async forVisitor(visitor) {
      const registry = await current();
      const result: VisitorRemotes = { remotes: {}, versions: {}, tag: '' };
      for (const [name, { remote, active, canary }] of registry) {
        const pick =
          canary && visitor && canaryBucket(visitor, name) < (remote.canaryPercent ?? 0) ? canary : active;
        result.remotes[name] = pick.manifestUrl;
        result.versions[name] = pick.version;
      }
      result.tag = createHash('sha256')
        .update(JSON.stringify(result.remotes))
        .digest('base64url')
        .slice(0, 16);
      return result;
    },

    async hasCanary() {
      return [...(await current()).values()].some(({ canary }) => canary !== null);
    },

    origins: () => allOrigins,

    async list() {
      // This process's own documents count at once; the others' within their next flush.
      await counts.flush();
      const rows = await db.select({ name: remotes.name }).from(remotes).orderBy(remotes.name);
      return { kernelVersion, remotes: await Promise.all(rows.map((row) => describe(row.name))) };
    },

    async register(name, label, manifestUrl, by) {
      await remoteRow(name);
      const [existing] = await db
        .select()
        .from(remoteVersions)
        .where(and(eq(remoteVersions.remote, name), eq(remoteVersions.version, label)));
      if (existing) throw httpError(409, `Version ${label} of ${name} is already registered`);
      const checked = await checkManifest(name, manifestUrl, kernelVersion, singletons, options.provides);
      const [row] = await db
        .insert(remoteVersions)
        .values({ remote: name, version: label, manifestUrl, ...checked, registeredBy: by })
        .onConflictDoNothing()
        .returning();
      if (!row) throw httpError(409, `Version ${label} of ${name} is already registered`);
      await audit(name, 'register', null, label, by);
      await changed();
      return toInfo(row, await emailsOf([by]));
    },

    async activate(name, { version: label, canaryPercent }, by) {
      const target = await versionRow(name, label);
      const mismatch = kernelMismatch(target.kernelRange, kernelVersion);
      // The seeded versions are the site's own build: they were built with this kernel.
      if (mismatch && target.version !== SEED_VERSION)
        throw httpError(409, `Version ${label} of ${name} cannot be activated: ${mismatch}`);
      return change(
        name,
        async (row) => {
          const canary = canaryPercent !== undefined && canaryPercent < 100;
          if (label === row.active) {
            if (canary || !row.canary) throw httpError(409, `Version ${label} of ${name} is already active`);
            // Back to everyone on the active version: the canary ends.
            return {
              update: { canary: null, canaryPercent: null },
              action: 'rollback',
              from: row.canary,
              to: label,
            };
          }
          if (canary) {
            return {
              update: { canary: label, canaryPercent },
              action: 'canary',
              from: row.active,
              to: label,
              canaryPercent,
            };
          }
          return {
            update: {
              active: label,
              canary: null,
              canaryPercent: null,
              previous: [...row.previous, row.active],
            },
            action: 'activate',
            from: row.active,
            to: label,
          };
        },
        by,
      );
    },

    rollback(name, by) {
      return change(
        name,
        async (row) => {
          // A canary running: its visitors go back to the active version.
          if (row.canary) {
            return {
              update: { canary: null, canaryPercent: null },
              action: 'rollback',
              from: row.canary,
              to: row.active,
            };
          }
          const previous = row.previous.at(-1);
          if (!previous) throw httpError(409, `${name} has no earlier version to roll back to`);
          return {
            update: { active: previous, previous: row.previous.slice(0, -1) },
            action: 'rollback',
            from: row.active,
            to: previous,
          };
        },
        by,
      );
    },

    deleteVersion(name, label, by) {
      return change(
        name,
        async (row, tx) => {
          if (label === row.active)
            throw httpError(409, `Version ${label} of ${name} is active: activate another one first`);
          if (label === row.canary)
            throw httpError(409, `Version ${label} of ${name} is the canary: end it (rollback) first`);
          const removed = await tx
            .delete(remoteVersions)
            .where(and(eq(remoteVersions.remote, name), eq(remoteVersions.version, label)))
            .returning({ version: remoteVersions.version });
          if (removed.length === 0) throw httpError(404, `Version ${label} of ${name} is not registered`);
          // A rollback never returns to a version that is gone.
          return {
            update: { previous: row.previous.filter((earlier) => earlier !== label) },
            action: 'delete',
            from: label,
            to: null,
          };
        },
        by,
      );
    },

    reload: load,

    serverBuildOf(name, label) {
      const remote = loaded.get(name);
      const row = [remote?.active, remote?.canary].find((candidate) => candidate?.version === label);
      return row?.serverUrl && row.serverIntegrity
        ? { url: row.serverUrl, integrity: row.serverIntegrity }
        : null;
    },

    versionOf(name, manifestUrl) {
      return registered.get(name)?.get(manifestUrl) ?? 'other';
    },

    countFailure: (name, label) => (label === 'other' ? Promise.resolve() : counts.failure(name, label)),
    countView: counts.view,
    close: counts.close,
  };
}

export default fp<RemoteRegistryOptions>(
  async (app, options) => {
    const main = app.io.of('/');
    const registry = createRemoteRegistry(app.db, {
      kernelVersion: options.kernelVersion ?? KERNEL_VERSION,
      provides: options.shellManifest ? shellProvides(options.shellManifest) : null,
      checkEveryMs: options.checkEveryMs ?? 1000,
      viewsEveryMs: options.viewsEveryMs ?? 5000,
      announce: options.shared ? () => main.serverSideEmit(CHANGED_EVENT) : null,
      onError: (error) => app.log.warn({ err: error }, 'remote version views could not be written'),
    });
    // Before the database closes: the views counted since the last write are kept.
    app.addHook('preClose', () => registry.close());
    main.on(CHANGED_EVENT, () => {
      registry
        .reload()
        .catch((error: unknown) => app.log.error({ err: error }, 'remote registry reload failed'));
    });
    await registry.seed(options.seed);
    const { remotes: inUse } = await registry.forVisitor(null);
    for (const [name, url] of Object.entries(options.seed)) {
      if (inUse[name] !== url)
        app.log.info(
          { remote: name, configured: url, registry: inUse[name] },
          'REMOTES differs from the registry, which wins after the first start',
        );
    }
    app.decorate('remoteRegistry', registry);
  },
  { name: 'remote-registry', dependencies: ['db', 'realtime'] },
);
