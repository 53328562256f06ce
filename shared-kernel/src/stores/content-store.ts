import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiError } from '@dostavka/shared-kernel/api';
import type { ContentPage, Faq, FaqCategory } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';

export type FaqVote = 'like' | 'dislike';

/** FAQ and pages of the content service, cached for the life of the page. */
export class ContentStore {
  faqCategories: FaqCategory[] = [];
  /** url -> page, or null when the service does not know the url (a 404 page). */
  pages = new Map<string, ContentPage | null>();
  votes = new Map<string, FaqVote>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ContentStore, 'root'>(
      this,
      { root: false, faqCategories: observableRef, pages: observableRef, votes: observableRef },
      { autoBind: true },
    );
  }

  get faqs(): Faq[] {
    return this.faqCategories.flatMap((category) => category.faqs);
  }

  faqBySlug(slug: string): Faq | undefined {
    return this.faqs.find((faq) => faq.slug === slug);
  }

  async loadFaqCategories(page = 1, limit = 100): Promise<void> {
    try {
      const result = await this.root.api.content.getFaqCategories(page, limit);
      runInAction(() => {
        this.faqCategories = result.data.data;
      });
    } catch {
      // Logged by the API client; the section stays empty.
    }
  }

  /** The page for a url; null when it does not exist. Other failures are rethrown for the error page. */
  async loadPage(url: string): Promise<ContentPage | null> {
    const cached = this.pages.get(url);
    if (cached !== undefined) return cached;
    try {
      const page = await this.root.api.content.getPage(url);
      this.remember(url, page);
      return page;
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
      this.remember(url, null);
      return null;
    }
  }

  /** One vote per question per page life. */
  async vote(slug: string, vote: FaqVote): Promise<boolean> {
    if (this.votes.has(slug)) return false;
    this.votes = new Map(this.votes).set(slug, vote);
    try {
      await (vote === 'like' ? this.root.api.content.likeFaq(slug) : this.root.api.content.dislikeFaq(slug));
      return true;
    } catch {
      runInAction(() => {
        const votes = new Map(this.votes);
        votes.delete(slug);
        this.votes = votes;
      });
      return false;
    }
  }

  private remember(url: string, page: ContentPage | null): void {
    this.pages = new Map(this.pages).set(url, page);
  }
}
