import { hasHouseNumber, lockerRefusal, lockerWantsSizes, pointKindOf, pointKindsFor } from './points';

describe('which hand-over needs a point', () => {
  test.each([
    ['WAREHOUSE', 'WAREHOUSE'],
    ['OFFICE', 'OFFICE'],
    ['POSTAMAT', 'POSTAMAT'],
    ['COURIER', null],
    ['NOT_SELECTED', null],
  ] as const)('%s -> %s', (method, kind) => {
    expect(pointKindOf(method)).toBe(kind);
  });
});

describe('which of a carrier’s points serve a hand-over', () => {
  // СДЭК has no terminals of its own: its offices take and give out cargo for a terminal's hand-over.
  const cdek = { WAREHOUSE: ['OFFICE'], OFFICE: ['OFFICE'], POSTAMAT: ['POSTAMAT'] } as const;

  test.each([
    ['WAREHOUSE', ['WAREHOUSE']],
    ['OFFICE', ['OFFICE']],
    ['POSTAMAT', ['POSTAMAT']],
    ['COURIER', []],
    ['NOT_SELECTED', []],
  ] as const)('without a declaration (a rate card), %s is served by %j', (method, kinds) => {
    expect(pointKindsFor(method)).toEqual(kinds);
  });

  test.each([
    ['WAREHOUSE', ['OFFICE']],
    ['OFFICE', ['OFFICE']],
    ['POSTAMAT', ['POSTAMAT']],
    ['COURIER', []],
  ] as const)('by СДЭК’s declaration, %s is served by %j', (method, kinds) => {
    expect(pointKindsFor(method, cdek)).toEqual(kinds);
  });

  test('a method the declaration leaves out keeps its own kind; one declared to none has no points', () => {
    expect(pointKindsFor('OFFICE', { WAREHOUSE: ['OFFICE'] })).toEqual(['OFFICE']);
    expect(pointKindsFor('WAREHOUSE', { WAREHOUSE: ['OFFICE'] })).not.toContain('WAREHOUSE');
    expect(pointKindsFor('POSTAMAT', { POSTAMAT: [] })).toEqual([]);
  });
});

describe('a locker takes the cargo', () => {
  const locker = { cellCm: { length: 60, width: 40, height: 20 }, maxKg: 8 };
  const place = (length: number, width: number, height: number, kg: number, rotable = true) => ({
    length,
    width,
    height,
    weight: kg * 1000,
    rotable,
  });

  test('a place within the cell and the weight limit fits', () => {
    expect(lockerRefusal(locker, [place(50, 30, 20, 8)])).toBeNull();
  });

  test('heavier than the limit: weight', () => {
    expect(lockerRefusal(locker, [place(10, 10, 10, 1), place(10, 10, 10, 8.1)])).toBe('weight');
  });

  test('a tall place fits lying down when it may be turned, not when it must stay upright', () => {
    expect(lockerRefusal(locker, [place(20, 30, 50, 1)])).toBeNull();
    expect(lockerRefusal(locker, [place(20, 30, 50, 1, false)])).toBe('size');
  });

  test('larger than the cell every way: size', () => {
    expect(lockerRefusal(locker, [place(61, 41, 21, 1)])).toBe('size');
  });
});

describe('a courier address reaches a house', () => {
  test.each([
    'Москва, ул. Тверская, 1',
    'ул. Тверская, д. 7',
    'Тверская ул., дом 7а',
    'Невский пр., 28/2',
    'ул. Ленина 5',
    'ул. Салова, д. 27, офис 305',
    'Лиговский пр., 50 к. 3',
    'пр. Мира, 10, кв. 4',
  ])('“%s” does', (address) => {
    expect(hasHouseNumber(address)).toBe(true);
  });

  test.each([
    '',
    'Москва',
    'ул. Тверская',
    'Москва, ул. Тверская',
    'ул. 8 Марта',
    '192007, Санкт-Петербург, ул. Салова',
  ])('“%s” does not', (address) => {
    expect(hasHouseNumber(address)).toBe(false);
  });
});

describe('a locker waits for the sizes of the places', () => {
  const search = (from: string, to: string, dimensions: { totals?: unknown }, isDedicated = false) => ({
    directions: {
      from: { deliveryMethod: { slug: from as 'POSTAMAT' } },
      to: { deliveryMethod: { slug: to as 'POSTAMAT' } },
    },
    delivery: { isDedicated, dimensions },
  });
  const totals = { totals: { weight: 12000, volume: 0, quantity: 2 } };

  test('a weight-only shipment to or from a locker: that end, the sender’s first', () => {
    expect(lockerWantsSizes(search('WAREHOUSE', 'POSTAMAT', totals))).toBe('to');
    expect(lockerWantsSizes(search('POSTAMAT', 'POSTAMAT', totals))).toBe('from');
  });

  test('places with sizes, no locker, or a vehicle: nothing to ask', () => {
    expect(lockerWantsSizes(search('POSTAMAT', 'WAREHOUSE', {}))).toBeNull();
    expect(lockerWantsSizes(search('WAREHOUSE', 'COURIER', totals))).toBeNull();
    expect(lockerWantsSizes(search('POSTAMAT', 'WAREHOUSE', totals, true))).toBeNull();
  });
});
