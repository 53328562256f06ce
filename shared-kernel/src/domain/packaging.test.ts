import { Value } from 'typebox/value';
import { PackagingPreset } from '../contract/packaging';
import { PACKAGING_SLUGS } from '../contract/vocabulary';
import { PACKAGING_PRESETS, packagingSubtitle } from './packaging';

const bySlug = (slug: string) => {
  const found = PACKAGING_PRESETS.find((p) => p.slug === slug);
  if (!found) throw new Error(`no preset ${slug}`);
  return found;
};

describe('packaging presets', () => {
  it('lists box, bag, pallet, envelope, small box and custom', () => {
    expect(PACKAGING_PRESETS.map((p) => p.slug)).toEqual([
      'big_box',
      'bag',
      'pallet',
      'mail',
      'box',
      'custom',
    ]);
  });

  it("are the contract's presets: its slugs, in its order, each as its schema has it", () => {
    expect(PACKAGING_PRESETS.map((p) => p.slug)).toEqual([...PACKAGING_SLUGS]);
    for (const preset of PACKAGING_PRESETS) expect(Value.Check(PackagingPreset, preset)).toBe(true);
  });

  it('boxes are cubes of 50 to 90 cm that neither rotate nor stack', () => {
    const box = bySlug('big_box');
    expect(box.sizes.map((s) => [s.length, s.width, s.height])).toEqual(
      [50, 60, 70, 80, 90].map((n) => [n, n, n]),
    );
    expect(box.can).toEqual({ rotate: false, stack: false });
  });

  it.each([
    ['bag', { from: 4, to: 7 }],
    ['pallet', { from: 50, to: 500 }],
    ['mail', { from: 0.1, to: 3 }],
    ['box', { from: 2, to: 20 }],
    ['big_box', { from: 25, to: 75 }],
  ])('%s subtitle reads from its first to its last weight in kg', (slug, values) => {
    expect(packagingSubtitle(bySlug(slug))).toEqual({ key: 'packaging.subtitle.range', values });
  });

  it('custom has no sizes or weights and asks for everything by hand', () => {
    const custom = bySlug('custom');
    expect(custom.sizes).toEqual([]);
    expect(custom.weights).toEqual([]);
    expect(packagingSubtitle(custom)).toEqual({ key: 'packaging.subtitle.custom' });
  });

  it('the pallet sizes are L×W×H 120×80×150, 100×100×150, 120×120×150', () => {
    expect(bySlug('pallet').sizes).toEqual([
      { length: 120, width: 80, height: 150 },
      { length: 100, width: 100, height: 150 },
      { length: 120, width: 120, height: 150 },
    ]);
  });
});
