import type { Faq, FaqCategory, FaqVoteResult, FaqVoteValue } from '@dostavka/shared-kernel/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { faqCategories, faqs, faqVotes, type FaqRow } from '../../../db/schema';

export interface FaqRepository {
  /** Categories in their order with their questions; `visitor` fills in each question's `vote`. */
  categories(
    page: number,
    limit: number,
    visitor: string | null,
  ): Promise<{ categories: FaqCategory[]; total: number }>;
  findBySlug(
    slug: string,
    visitor: string | null,
  ): Promise<(Faq & { category: NonNullable<Faq['category']> }) | null>;
  /** Records the visitor's vote, replacing an earlier one; null when there is no such question. */
  vote(slug: string, visitor: string, vote: FaqVoteValue): Promise<FaqVoteResult | null>;
  /** Every question's slug, for the sitemap. */
  slugs(): Promise<Array<{ slug: string; updatedAt: Date }>>;
}

interface Tally {
  likes: number;
  dislikes: number;
  vote: FaqVoteValue | null;
}

export function faqRepository(db: Database): FaqRepository {
  /** Counts (derived from the votes, never stored twice) and the visitor's own vote per question. */
  async function tallies(ids: number[], visitor: string | null): Promise<Map<number, Tally>> {
    const result = new Map<number, Tally>(ids.map((id) => [id, { likes: 0, dislikes: 0, vote: null }]));
    if (ids.length === 0) return result;
    const rows = await db
      .select({
        faqId: faqVotes.faqId,
        likes: sql<number>`count(*) filter (where ${faqVotes.vote} = 'like')`.mapWith(Number),
        dislikes: sql<number>`count(*) filter (where ${faqVotes.vote} = 'dislike')`.mapWith(Number),
        own: visitor
          ? sql<string | null>`max(case when ${faqVotes.visitor} = ${visitor} then ${faqVotes.vote} end)`
          : sql<null>`null`,
      })
      .from(faqVotes)
      .where(inArray(faqVotes.faqId, ids))
      .groupBy(faqVotes.faqId);
    for (const row of rows) {
      result.set(row.faqId, {
        likes: row.likes,
        dislikes: row.dislikes,
        vote: (row.own as FaqVoteValue | null) ?? null,
      });
    }
    return result;
  }

  const toFaq = (row: FaqRow, tally: Tally | undefined): Faq => ({
    slug: row.slug,
    question: row.question,
    answer: row.answer,
    en: row.en ?? null,
    likes: tally?.likes ?? 0,
    dislikes: tally?.dislikes ?? 0,
    vote: tally?.vote ?? null,
  });

  return {
    async categories(page, limit, visitor) {
      const [categoryRows, [total]] = await Promise.all([
        db
          .select()
          .from(faqCategories)
          .orderBy(asc(faqCategories.position))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(faqCategories),
      ]);
      const ids = categoryRows.map((category) => category.id);
      const faqRows = ids.length
        ? await db.select().from(faqs).where(inArray(faqs.categoryId, ids)).orderBy(asc(faqs.position))
        : [];
      const counts = await tallies(
        faqRows.map((row) => row.id),
        visitor,
      );
      const categories = categoryRows.map((category) => ({
        slug: category.slug,
        name: category.name,
        en: category.en ?? null,
        faqs: faqRows
          .filter((row) => row.categoryId === category.id)
          .map((row) => toFaq(row, counts.get(row.id))),
      }));
      return { categories, total: total?.n ?? 0 };
    },

    async findBySlug(slug, visitor) {
      const [row] = await db
        .select({ faq: faqs, category: faqCategories })
        .from(faqs)
        .innerJoin(faqCategories, eq(faqs.categoryId, faqCategories.id))
        .where(eq(faqs.slug, slug));
      if (!row) return null;
      const counts = await tallies([row.faq.id], visitor);
      const { category } = row;
      return {
        ...toFaq(row.faq, counts.get(row.faq.id)),
        category: { slug: category.slug, name: category.name, en: category.en ?? null },
      };
    },

    async vote(slug, visitor, vote) {
      const [row] = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.slug, slug));
      if (!row) return null;
      await db
        .insert(faqVotes)
        .values({ faqId: row.id, visitor, vote })
        .onConflictDoUpdate({
          target: [faqVotes.faqId, faqVotes.visitor],
          set: { vote, votedAt: sql`now()` },
          where: and(eq(faqVotes.faqId, row.id), sql`${faqVotes.vote} <> ${vote}`),
        });
      const tally = (await tallies([row.id], visitor)).get(row.id)!;
      return { slug, likes: tally.likes, dislikes: tally.dislikes, vote };
    },

    async slugs() {
      return db.select({ slug: faqs.slug, updatedAt: faqs.updatedAt }).from(faqs).orderBy(asc(faqs.id));
    },
  };
}
