import { ApiError } from '@dostavka/shared-kernel/api';
import type { ContentPage, Faq } from '@dostavka/shared-kernel/domain';
import { createTestRoot } from './test-support';

const page: ContentPage = {
  url: '/pereezd/',
  title: 'Переезд',
  description: '',
  h1: 'Переезд',
  body: '<p>…</p>',
  catalogue: 'moving',
  en: null,
  group: null,
};

const faq = (slug: string, question: string, answer: string): Faq => ({
  slug,
  question,
  answer,
  likes: 0,
  dislikes: 0,
  vote: null,
  en: null,
});

describe('ContentStore', () => {
  it('loads a page once and answers later calls from the cache', async () => {
    const { root, api } = createTestRoot();
    api.content.getPage.mockResolvedValue(page);
    await expect(root.content.loadPage('/pereezd/')).resolves.toEqual(page);
    await expect(root.content.loadPage('/pereezd/')).resolves.toEqual(page);
    expect(api.content.getPage).toHaveBeenCalledTimes(1);
  });

  it('a url the service does not know is null, and remembered', async () => {
    const { root, api } = createTestRoot();
    api.content.getPage.mockRejectedValue(new ApiError(404, 'not found', '/x'));
    await expect(root.content.loadPage('/nope/')).resolves.toBeNull();
    await expect(root.content.loadPage('/nope/')).resolves.toBeNull();
    expect(api.content.getPage).toHaveBeenCalledTimes(1);
  });

  it('other failures are rethrown and not cached', async () => {
    const { root, api } = createTestRoot();
    const down = new ApiError(503, 'down', '/x');
    api.content.getPage.mockRejectedValueOnce(down).mockResolvedValueOnce(page);
    await expect(root.content.loadPage('/pereezd/')).rejects.toBe(down);
    await expect(root.content.loadPage('/pereezd/')).resolves.toEqual(page);
  });

  it('lists the FAQ of every category and finds one by slug', async () => {
    const { root, api } = createTestRoot();
    api.content.getFaqCategories.mockResolvedValue({
      data: {
        data: [
          { name: 'Оплата', slug: 'oplata', en: null, faqs: [faq('kak-oplatit', 'Как оплатить?', 'Картой')] },
          {
            name: 'Доставка',
            slug: 'dostavka',
            en: null,
            faqs: [{ ...faq('sroki', 'Сроки?', '1–3 дня'), vote: 'like' }],
          },
        ],
      },
    });
    await root.content.loadFaqCategories();
    expect(root.content.faqs.map((f) => f.slug)).toEqual(['kak-oplatit', 'sroki']);
    expect(root.content.faqBySlug('sroki')?.answer).toBe('1–3 дня');
    expect(root.content.votes.get('sroki')).toBe('like');
  });

  it('one vote per question: the same vote again asks nothing, another replaces it', async () => {
    const { root, api } = createTestRoot();
    root.content.setFaqCategories([
      { name: 'Оплата', slug: 'oplata', en: null, faqs: [faq('a', 'A?', 'A')] },
    ]);
    api.content.likeFaq.mockResolvedValue({ slug: 'a', likes: 5, dislikes: 1, vote: 'like' });
    api.content.dislikeFaq.mockResolvedValue({ slug: 'a', likes: 4, dislikes: 2, vote: 'dislike' });
    await expect(root.content.vote('a', 'like')).resolves.toMatchObject({ likes: 5 });
    await expect(root.content.vote('a', 'like')).resolves.toBeNull();
    expect(api.content.likeFaq).toHaveBeenCalledTimes(1);
    await expect(root.content.vote('a', 'dislike')).resolves.toMatchObject({ dislikes: 2 });
    expect(root.content.votes.get('a')).toBe('dislike');
    expect(root.content.faqBySlug('a')).toMatchObject({ likes: 4, dislikes: 2, vote: 'dislike' });
  });

  it('a failed vote is taken back to the one before', async () => {
    const { root, api } = createTestRoot();
    api.content.likeFaq.mockResolvedValue({ slug: 'a', likes: 1, dislikes: 0, vote: 'like' });
    api.content.dislikeFaq.mockRejectedValue(new ApiError(500, 'down', '/x'));
    await root.content.vote('a', 'like');
    await expect(root.content.vote('a', 'dislike')).resolves.toBeNull();
    expect(root.content.votes.get('a')).toBe('like');
    await expect(root.content.vote('b', 'dislike')).resolves.toBeNull();
    expect(root.content.votes.has('b')).toBe(false);
  });
});
