import fc from 'fast-check';
import { detourKm, greatCircleKm, onTheWay, roadDistanceKm, transitDays, type Point } from './geo';

const SPB = { lat: 59.9391313, lon: 30.3159004 };
const MSK = { lat: 55.7540471, lon: 37.620405 };

describe('distances', () => {
  test('Saint Petersburg to Moscow is about 635 km as the crow flies, 760 by road', () => {
    expect(greatCircleKm(SPB, MSK)).toBeCloseTo(634, -1);
    expect(roadDistanceKm(SPB, MSK)).toBe(Math.round(greatCircleKm(SPB, MSK) * 1.2));
  });

  test('a place is 0 km from itself, and distance does not depend on the direction', () => {
    expect(roadDistanceKm(SPB, SPB)).toBe(0);
    expect(roadDistanceKm(MSK, SPB)).toBe(roadDistanceKm(SPB, MSK));
  });
});

test('a town on the way adds little to the straight line, one off it much', () => {
  const tver = { lat: 56.8587, lon: 35.9176 };
  const kazan = { lat: 55.7964, lon: 49.1089 };
  expect(detourKm(SPB, MSK, tver)).toBeGreaterThan(0);
  expect(detourKm(SPB, MSK, tver)).toBeLessThan(10);
  expect(detourKm(SPB, MSK, kazan)).toBeGreaterThan(1000);
  expect(detourKm(SPB, MSK, MSK)).toBeCloseTo(0, 6);
});

test('on the way: far from both ends and a small detour; the angle shortcut never changes the answer', () => {
  // Russia's cities lie between about 41 and 73 degrees north, 19 and 190 degrees east.
  const point = fc.record({
    lat: fc.double({ min: 41, max: 73, noNaN: true }),
    lon: fc.double({ min: 19, max: 190, noNaN: true }),
  });
  const slow = (a: Point, b: Point, via: Point, limit: number) =>
    greatCircleKm(a, via) > limit && greatCircleKm(via, b) > limit && detourKm(a, b, via) <= limit;
  fc.assert(
    fc.property(point, point, point, fc.integer({ min: 10, max: 60 }), (a, b, via, limit) => {
      expect(onTheWay(a, b, limit)(via)).toBe(slow(a, b, via, limit));
    }),
    { numRuns: 20_000 },
  );
  // Places between the ends and a little off the line, where both answers come up.
  const between = fc.tuple(
    point,
    point,
    fc.double({ min: -0.1, max: 1.1, noNaN: true }),
    fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  );
  fc.assert(
    fc.property(between, fc.integer({ min: 10, max: 60 }), ([a, b, share, off], limit) => {
      const via = { lat: a.lat + (b.lat - a.lat) * share + off, lon: a.lon + (b.lon - a.lon) * share - off };
      expect(onTheWay(a, b, limit)(via)).toBe(slow(a, b, via, limit));
    }),
    { numRuns: 20_000 },
  );
  expect(onTheWay(SPB, MSK, 30)({ lat: 56.8587, lon: 35.9176 })).toBe(true);
  expect(onTheWay(SPB, MSK, 60)({ lat: 55.7964, lon: 49.1089 })).toBe(false);
});

describe('transit days', () => {
  test.each([
    [0, 1, 2],
    [300, 1, 2],
    [700, 1, 2],
    [761, 2, 3],
    [1438, 3, 4],
    [3726, 6, 9],
  ])('%i km: %i to %i days', (km, min, max) => {
    expect(transitDays(km)).toEqual({ min, max });
  });
});
