import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiError } from '@dostavka/shared-kernel/api';
import type {
  ContentPage,
  Faq,
  FaqCategory,
  FaqVoteResult,
  FaqVoteValue,
} from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';

export type FaqVote = FaqVoteValue;

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
      this.setFaqCategories(result.data.data);
    } catch {
      // Logged by the API client; the section stays empty.
    }
  }

  /** Categories a page already has (from the server render): their votes become the visitor's. */
  setFaqCategories(categories: FaqCategory[]): void {
    this.faqCategories = categories;
    const votes = new Map(this.votes);
    for (const faq of this.faqs) if (faq.vote) votes.set(faq.slug, faq.vote);
    this.votes = votes;
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

  /**
   * The visitor's like or dislike: one vote per question, which a new vote replaces (the server
   * keeps it per visitor). The vote shows at once; a failed one is taken back. Resolves to the
   * question's new counts, or null when nothing changed or the vote failed.
   */
  async vote(slug: string, vote: FaqVote): Promise<FaqVoteResult | null> {
    const previous = this.votes.get(slug);
    if (previous === vote) return null;
    this.votes = new Map(this.votes).set(slug, vote);
    try {
      const api = this.root.api.content;
      const result = await (vote === 'like' ? api.likeFaq(slug) : api.dislikeFaq(slug));
      runInAction(() => this.applyVote(result));
      return result;
    } catch {
      runInAction(() => {
        const votes = new Map(this.votes);
        if (previous) votes.set(slug, previous);
        else votes.delete(slug);
        this.votes = votes;
      });
      return null;
    }
  }

  private applyVote({ slug, likes, dislikes, vote }: FaqVoteResult): void {
    const update = (faq: Faq) => (faq.slug === slug ? { ...faq, likes, dislikes, vote } : faq);
    if (this.faqBySlug(slug)) {
      this.faqCategories = this.faqCategories.map((category) => ({
        ...category,
        faqs: category.faqs.map(update),
      }));
    }
  }

  private remember(url: string, page: ContentPage | null): void {
    this.pages = new Map(this.pages).set(url, page);
  }
}
