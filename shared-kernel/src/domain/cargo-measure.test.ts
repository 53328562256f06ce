import { buildDimensions, cargoVolumeCm3, chargeableWeightKg, volumeWeightKg } from './cargo-measure';
import type { Cargo, Transport } from './types/cargo';

const pallet: Cargo = {
  id: 'p',
  size: {
    width: { value: 80, unit: 'cm' },
    height: { value: 1.5, unit: 'm' },
    length: { value: 1200, unit: 'mm' },
  },
  weight: { value: 100, unit: 'kg' },
  quantity: 2,
  slug: 'pallet',
  rotate: false,
  stack: false,
};

describe('volume and chargeable weight', () => {
  it('the volume of a piece multiplies its sizes in cm', () => {
    expect(cargoVolumeCm3(pallet)).toBeCloseTo(80 * 150 * 120);
  });

  it.each([
    [1, 200],
    [0.5, 100],
    [0, 0],
  ])('%d m3 weighs %d kg by volume', (m3, kg) => {
    expect(volumeWeightKg(m3)).toBe(kg);
  });

  it.each([
    ['heavy small cargo is billed by its weight', 500, 1, 500],
    ['light bulky cargo is billed by its volume', 50, 2, 400],
    ['equal weights give that weight', 200, 1, 200],
  ])('%s', (_name, kg, m3, expected) => {
    expect(chargeableWeightKg(kg, m3)).toBe(expected);
  });
});

describe('buildDimensions', () => {
  it('sends each cargo in cm, m3 and grams with the totals over all pieces', () => {
    const dims = buildDimensions([pallet]);
    expect(dims.cargos).toEqual([
      {
        width: 80,
        height: 150,
        length: 120,
        rotable: false,
        stackable: false,
        volume: expect.closeTo(1.44, 6),
        weight: 100_000,
        quantity: 2,
      },
    ]);
    expect(dims.commonWeight).toBe(200_000);
    expect(dims.commonVolumeWeight).toBeCloseTo(576);
    expect(dims.car).toBeUndefined();
  });

  it('adds the car with load joined by / and services joined by ,', () => {
    const truck: Transport = {
      size: { length: 620, height: 240, width: 245 },
      weight: 20,
      type: { name: 'Тент', load: ['задняя', 'боковая'], additional: ['ремни', 'коники'] },
    };
    expect(buildDimensions([], truck).car).toEqual({
      length: 620,
      height: 240,
      width: 245,
      weight: 20,
      type: 'Тент',
      load: 'задняя/боковая',
      additional: 'ремни,коники',
    });
  });
});
