import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { contentPages, type ContentPageRow } from '../../db/schema';

export type ContentPage = ContentPageRow;

export interface ContentPageRepository {
  /** The page at a URL ('/gruzoperevozki/'), or null. */
  findByUrl(url: string): Promise<ContentPage | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentPageRepository: ContentPageRepository;
  }
}

export function contentPageRepository(db: Database): ContentPageRepository {
  return {
    async findByUrl(url) {
      const [page] = await db.select().from(contentPages).where(eq(contentPages.url, url)).limit(1);
      return page ?? null;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('contentPageRepository', contentPageRepository(app.db));
  },
  { name: 'content-page-repository', dependencies: ['db'] },
);
