import { problemsOf, statusChangeSchema } from '@dostavka/shared-kernel/rules';

const keys = (values: object, from: string) =>
  problemsOf(statusChangeSchema, values, { from }).map(({ path, key }) => `${path}:${key}`);

describe('statusChangeSchema', () => {
  it('a forward move with a comment is fine', () => {
    expect(keys({ status: 'picked_up', comment: 'Забрали со склада' }, 'confirmed')).toEqual([]);
  });

  it.each([
    ['backwards', { status: 'created', comment: 'x' }, 'confirmed', ['status:validation.statusTransition']],
    [
      'from a final status',
      { status: 'cancelled', comment: 'x' },
      'delivered',
      ['status:validation.statusTransition'],
    ],
    ['not a status', { status: 'lost', comment: 'x' }, 'created', ['status:validation.statusTransition']],
    ['no status', { status: '', comment: 'x' }, 'created', ['status:validation.statusRequired']],
    ['a blank comment', { status: 'confirmed', comment: '   ' }, 'created', ['comment:validation.comment']],
    [
      'a long comment',
      { status: 'confirmed', comment: 'я'.repeat(1001) },
      'created',
      ['comment:validation.commentLong'],
    ],
  ])('%s', (_case, values, from, expected) => {
    expect(keys(values, from)).toEqual(expected);
  });
});
