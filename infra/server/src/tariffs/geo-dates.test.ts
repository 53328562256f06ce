import { addDays, termText, transitTerm } from './dates';
import { greatCircleKm, roadDistances } from './geo';
import { city } from './test-support';

describe('distance', () => {
  it('Saint Petersburg - Moscow: 634 km on the great circle, 793 by road at 1.25', () => {
    expect(Math.round(greatCircleKm(city('spb'), city('moscow')))).toBe(634);
    expect(roadDistances(1.25).km(city('spb'), city('moscow'))).toBe(793);
  });

  it('a measured road distance wins over the factor, either way round', () => {
    const roads = roadDistances(1.25, new Map([['7700000000000:7800000000000', 705]]));
    expect(roads.km(city('moscow'), city('spb'))).toBe(705);
    expect(roads.km(city('spb'), city('moscow'))).toBe(705);
  });

  it('a city is 0 km from itself', () => {
    expect(roadDistances(1.25).km(city('spb'), city('spb'))).toBe(0);
  });
});

describe('dates', () => {
  it.each([
    [{ kmPerDay: 800, handlingDays: 1, spreadDays: 1 }, 793, 0, '2-3 дня'],
    [{ kmPerDay: 800, handlingDays: 0, spreadDays: 1 }, 0, 0, '1-2 дня'],
    [{ kmPerDay: 550, handlingDays: 2, spreadDays: 2 }, 3500, 4, '13-15 дней'],
    [{ kmPerDay: 1000, handlingDays: 0, spreadDays: 0 }, 900, 0, '1 день'],
    [{ kmPerDay: 800, handlingDays: 0, spreadDays: 1 }, 3300, 0, '5-6 дней'],
  ])('%o over %i km with %i extra days: %s', (speed, km, extra, text) => {
    expect(termText(transitTerm(speed, km, extra))).toBe(text);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
