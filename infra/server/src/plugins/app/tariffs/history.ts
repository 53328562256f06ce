/**
 * Rate cards' versions (the staff console, issue 19): every change stores the new version whole in
 * `rate_card_history` and writes the audit log (entity `rate-card`) with the fields that changed,
 * before and after; a restore is a new version equal to an old one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RateCardVersion, RateCardVersionDetail, StaffRateCard } from '@dostavka/shared-kernel/contract';
import type { Database } from '../../../db/client';
import { rateCardHistory, rateCards, users } from '../../../db/schema';
import type { RateCard } from '../../../tariffs/rate-card';
import type { AuditLog } from '../audit';
import type { RequestUser } from '../auth';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Actor = Pick<RequestUser, 'id' | 'role'> | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A user's id, or null for what is not one (the seed's, a test's 'moderator-1'). */
const userId = (id: string | null | undefined) => (id && UUID.test(id) ? id : null);

/** How many changed fields a version lists (the audit log keeps them all). */
const LISTED_CHANGES = 50;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The leaves that differ between two cards, by path as a form names its fields
 * (`consolidated.zones[1].minimumRub`), each with its value before and after (null: absent).
 */
export function cardChanges(
  before: unknown,
  after: unknown,
): Map<string, { before: unknown; after: unknown }> {
  const changes = new Map<string, { before: unknown; after: unknown }>();
  const walk = (a: unknown, b: unknown, path: string) => {
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) walk(a[i], b[i], `${path}[${i}]`);
      return;
    }
    if (isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk(a[key], b[key], path ? `${path}.${key}` : key);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.set(path, { before: a ?? null, after: b ?? null });
  };
  walk(before, after, '');
  return changes;
}

/** A card's live row with who changed it last; undefined when there is no such provider. */
export async function liveCard(db: Database, provider: string): Promise<StaffRateCard | undefined> {
  return (await liveCards(db, provider))[0];
}

/** Every card (or one provider's) as staff see it, in the offers' order. */
export async function liveCards(db: Database, provider?: string): Promise<StaffRateCard[]> {
  const rows = await db
    .select({ row: rateCards, email: users.email })
    .from(rateCards)
    .leftJoin(users, sql`${users.id}::text = ${rateCards.updatedBy}`)
    .where(provider === undefined ? undefined : eq(rateCards.provider, provider))
    .orderBy(rateCards.position);
  return rows.map(({ row, email }) => ({
    provider: row.provider,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy && email ? { id: row.updatedBy, email } : null,
    card: row.card,
  }));
}

/** Writes the live version into the history if it is not there yet (cards older than the history). */
async function keepLive(tx: Transaction, live: typeof rateCards.$inferSelect): Promise<void> {
  await tx
    .insert(rateCardHistory)
    .values({
      provider: live.provider,
      version: live.version,
      card: live.card,
      at: live.updatedAt,
      by: userId(live.updatedBy),
    })
    .onConflictDoNothing();
}

export interface CardChange {
  provider: string;
  card: RateCard;
  actor: Actor;
  at: Date;
  /** A restore: the version copied. */
  restoredFrom?: number;
}

/**
 * Replaces a provider's card, raises its version, keeps the version and writes the audit record,
 * all in one transaction; the new version, or null when there is no such provider.
 */
export async function saveCardVersion(
  db: Database,
  audit: AuditLog,
  change: CardChange,
): Promise<number | null> {
  const { provider, card, actor, at, restoredFrom } = change;
  return db.transaction(async (tx) => {
    const [live] = await tx.select().from(rateCards).where(eq(rateCards.provider, provider)).for('update');
    if (!live) return null;
    await keepLive(tx, live);
    const version = live.version + 1;
    await tx
      .update(rateCards)
      .set({ card, updatedAt: at, updatedBy: actor?.id ?? null, version })
      .where(eq(rateCards.provider, provider));
    await tx.insert(rateCardHistory).values({
      provider,
      version,
      card,
      at,
      by: userId(actor?.id),
      restoredFrom: restoredFrom ?? null,
    });
    const changes = [...cardChanges(live.card, card)];
    await audit.record(
      {
        actor: actor && userId(actor.id) ? actor : null,
        action: restoredFrom === undefined ? 'rate-card.update' : 'rate-card.restore',
        entity: 'rate-card',
        entityId: provider,
        before: {
          version: live.version,
          fields: Object.fromEntries(changes.map(([path, c]) => [path, c.before])),
        },
        after: { version, fields: Object.fromEntries(changes.map(([path, c]) => [path, c.after])) },
        comment: restoredFrom === undefined ? null : `restored version ${restoredFrom}`,
        at,
      },
      tx,
    );
    return version;
  });
}

type HistoryRow = typeof rateCardHistory.$inferSelect & { email: string | null };

const versionOf = (row: HistoryRow, previous: RateCard | undefined): RateCardVersion => ({
  version: row.version,
  at: row.at.toISOString(),
  by: row.by && row.email ? { id: row.by, email: row.email } : null,
  restoredFrom: row.restoredFrom,
  changed: previous ? [...cardChanges(previous, row.card).keys()].slice(0, LISTED_CHANGES) : [],
});

async function historyRows(db: Database, provider: string, version?: number): Promise<HistoryRow[]> {
  const rows = await db
    .select({ row: rateCardHistory, email: users.email })
    .from(rateCardHistory)
    .leftJoin(users, eq(users.id, rateCardHistory.by))
    .where(
      and(
        eq(rateCardHistory.provider, provider),
        version === undefined ? undefined : sql`${rateCardHistory.version} in (${version}, ${version - 1})`,
      ),
    )
    .orderBy(desc(rateCardHistory.version));
  return rows.map(({ row, email }) => ({ ...row, email }));
}

/** A provider's versions, newest first, each with the fields it changed; the live one always among them. */
export async function cardVersions(db: Database, live: StaffRateCard): Promise<RateCardVersion[]> {
  const rows = await historyRows(db, live.provider);
  if (rows[0]?.version !== live.version)
    rows.unshift({
      provider: live.provider,
      version: live.version,
      card: live.card,
      at: new Date(live.updatedAt),
      by: live.updatedBy?.id ?? null,
      restoredFrom: null,
      email: live.updatedBy?.email ?? null,
    });
  return rows.map((row, i) => versionOf(row, rows[i + 1]?.card));
}

/** One stored version whole; undefined when it is not kept. */
export async function cardVersion(
  db: Database,
  live: StaffRateCard,
  version: number,
): Promise<RateCardVersionDetail | undefined> {
  if (version === live.version) {
    const [current] = (await cardVersions(db, live)).filter((v) => v.version === version);
    return current && { ...current, card: live.card };
  }
  const [row, previous] = await historyRows(db, live.provider, version);
  if (!row || row.version !== version) return undefined;
  return { ...versionOf(row, previous?.card), card: row.card };
}
