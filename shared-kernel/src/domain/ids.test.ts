import { createId } from './ids';

describe('createId', () => {
  it('sets the version and variant bits of a v4 UUID', () => {
    expect(createId((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(createId((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('gives different ids from the real random source', () => {
    const a = createId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createId()).not.toBe(a);
  });
});
