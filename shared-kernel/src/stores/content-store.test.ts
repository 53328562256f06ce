import { ApiError } from '@dostavka/shared-kernel/api';
import type { ContentPage } from '@dostavka/shared-kernel/domain';
import { createTestRoot } from './test-support';

const page: ContentPage = {
  url: '/pereezd/',
  title: 'Переезд',
  description: '',
  h1: 'Переезд',
  body: '<p>…</p>',
};

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
          { name: 'Оплата', faqs: [{ slug: 'kak-oplatit', question: 'Как оплатить?', answer: 'Картой' }] },
          { name: 'Доставка', faqs: [{ slug: 'sroki', question: 'Сроки?', answer: '1–3 дня' }] },
        ],
      },
    });
    await root.content.loadFaqCategories();
    expect(root.content.faqs.map((f) => f.slug)).toEqual(['kak-oplatit', 'sroki']);
    expect(root.content.faqBySlug('sroki')?.answer).toBe('1–3 дня');
  });

  it('votes once per question and forgets a vote that failed', async () => {
    const { root, api } = createTestRoot();
    api.content.likeFaq.mockResolvedValue(undefined);
    api.content.dislikeFaq.mockRejectedValue(new ApiError(500, 'down', '/x'));
    await expect(root.content.vote('a', 'like')).resolves.toBe(true);
    await expect(root.content.vote('a', 'dislike')).resolves.toBe(false);
    expect(api.content.dislikeFaq).not.toHaveBeenCalled();
    await expect(root.content.vote('b', 'dislike')).resolves.toBe(false);
    expect(root.content.votes.has('b')).toBe(false);
    expect(root.content.votes.get('a')).toBe('like');
  });
});
