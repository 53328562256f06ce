import { PagedList, type ListPage } from './paged-list';

interface Filters {
  q: string;
}

/** A fetcher whose answers the test gives, in any order. */
function server() {
  const asked: Array<{
    filters: Filters;
    page: number;
    limit: number;
    answer(page: ListPage<string>): void;
    fail(): void;
  }> = [];
  const fetchPage = (filters: Filters, page: number, limit: number) =>
    new Promise<ListPage<string>>((resolve, reject) => {
      asked.push({ filters, page, limit, answer: resolve, fail: () => reject(new Error('down')) });
    });
  return { asked, fetchPage };
}

test('a new filter starts at the first page; the rows, the total and the pages follow the answer', async () => {
  const { asked, fetchPage } = server();
  const loaded = jest.fn();
  const list = new PagedList<Filters, string>(fetchPage, { q: '' }, 2, loaded);
  const first = list.load();
  expect(list.status).toBe('loading');
  asked[0]!.answer({ data: ['a', 'b'], total: 5 });
  await first;
  expect([list.rows, list.total, list.pages, list.status]).toEqual([['a', 'b'], 5, 3, 'ready']);
  expect(loaded).toHaveBeenCalledTimes(1);

  const third = list.goTo(3);
  asked[1]!.answer({ data: ['e'], total: 5 });
  await third;
  expect(list.page).toBe(3);

  const filtered = list.setFilters({ q: 'x' });
  expect(asked[2]).toMatchObject({ filters: { q: 'x' }, page: 1, limit: 2 });
  asked[2]!.answer({ data: ['x'], total: 1 });
  await filtered;
  expect([list.page, list.rows]).toEqual([1, ['x']]);
});

test('a page past the last or before the first is the last or the first', async () => {
  const { asked, fetchPage } = server();
  const list = new PagedList<Filters, string>(fetchPage, { q: '' }, 10);
  void list.goTo(0);
  expect(asked[0]!.page).toBe(1);
  asked[0]!.answer({ data: ['a'], total: 25 });
  await Promise.resolve();
  void list.goTo(9);
  expect(asked[1]!.page).toBe(3);
});

test('an answer that comes after a newer request is dropped, and so is its failure', async () => {
  const { asked, fetchPage } = server();
  const list = new PagedList<Filters, string>(fetchPage, { q: '' });
  const older = list.setFilters({ q: 'a' });
  const newer = list.setFilters({ q: 'ab' });
  asked[1]!.answer({ data: ['ab'], total: 1 });
  await newer;
  asked[0]!.answer({ data: ['a', 'ab'], total: 2 });
  await older;
  expect(list.rows).toEqual(['ab']);

  const failing = list.load();
  const last = list.load();
  asked[3]!.answer({ data: ['ab'], total: 1 });
  await last;
  asked[2]!.fail();
  await failing;
  expect(list.status).toBe('ready');
});

test('a failed load says so; a changed row takes its place without asking again', async () => {
  const { asked, fetchPage } = server();
  const list = new PagedList<Filters, string>(fetchPage, { q: '' });
  const failing = list.load();
  asked[0]!.fail();
  await failing;
  expect(list.status).toBe('failed');
  const again = list.load();
  asked[1]!.answer({ data: ['a', 'b'], total: 2 });
  await again;
  list.replace((row) => row === 'b', 'B');
  expect(list.rows).toEqual(['a', 'B']);
  expect(asked).toHaveLength(2);
});
