/** The seeded points' addresses: plausible and never one address for two points. */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { referenceRecords } from './reference-records';
import { generatePickupPoints } from './pickup-points';
import { SEED_PROVIDERS } from './tariffs';

const { cities } = referenceRecords(readFileSync(loadConfig({}).citiesCsv, 'utf8'));
const points = generatePickupPoints(SEED_PROVIDERS, cities);

test('no two seeded points share an address, within a city or across cities', () => {
  const addresses = points.map((point) => point.address);
  expect(points.length).toBeGreaterThan(100);
  expect(new Set(addresses).size).toBe(addresses.length);
});

test('an address is a street and a house', () => {
  for (const point of points)
    expect(point.address).toMatch(/^(ул\.|пр\.|Южное ш\.|Окружная дорога) ?.*, д\. \d+$/);
});
