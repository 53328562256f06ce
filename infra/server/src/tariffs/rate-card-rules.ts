/**
 * What a rate card must satisfy beyond its schema, so that prices stay sensible whatever staff
 * enter: bands in order, farther never cheaper, heavier never cheaper, places that exist.
 */
import type { RateCardProblem } from '@dostavka/shared-kernel/contract';
import type { ConsolidatedCard, DedicatedCard, PriceBand, RateCard } from './rate-card';

export interface CardReferences {
  /** KLADR ids of the cities in the database. */
  cityCodes: ReadonlySet<string>;
  /** The fleet's vehicles: slug -> capacity, kg. */
  vehicles: ReadonlyMap<string, number>;
}

/** A broken rule: the field (a path in the card), the message, and the words of `checkRateCard`. */
interface Problem extends RateCardProblem {
  text: string;
}
type Report = (path: string, label: string, message: string) => void;

const ascending = (values: readonly number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);
const nonDecreasing = (values: readonly number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);
/** The first index where a list stops ascending (or 0). */
const firstOutOfOrder = (values: readonly number[], strict: boolean) =>
  Math.max(
    0,
    values.findIndex((v, i) => i > 0 && (strict ? v <= values[i - 1]! : v < values[i - 1]!)),
  );

/** Bounds ascending, the last open (null), prices never falling with weight. */
function checkBands(name: 'pickup' | 'delivery', bands: readonly PriceBand[], report: Report) {
  const at = (i: number, field: string) => `consolidated.${name}[${i}].${field}`;
  const bounds = bands.map((band) => band.upToKg);
  const closed = bounds.slice(0, -1);
  if (closed.some((b) => b === null) || bounds[bounds.length - 1] !== null) {
    const wrong = closed.indexOf(null);
    report(
      at(wrong >= 0 ? wrong : bands.length - 1, 'upToKg'),
      name,
      'only the last band is open (upToKg null), and it must be',
    );
  } else if (!ascending(closed as number[]))
    report(at(firstOutOfOrder(closed as number[], true), 'upToKg'), name, 'upToKg must ascend');
  const prices = bands.map((band) => band.rub);
  if (!nonDecreasing(prices))
    report(at(firstOutOfOrder(prices, false), 'rub'), name, 'a heavier band may not cost less');
}

function checkConsolidated(card: ConsolidatedCard, refs: CardReferences, report: Report) {
  const breaks = card.weightBreaksKg;
  if (breaks[0] !== 0 || !ascending(breaks))
    report(
      `consolidated.weightBreaksKg[${breaks[0] !== 0 ? 0 : firstOutOfOrder(breaks, true)}]`,
      'weightBreaksKg',
      'must start at 0 and ascend',
    );
  const zones = card.zones;
  const short = zones.findIndex((zone) => zone.rubPerKg.length !== breaks.length);
  if (short >= 0)
    report(`consolidated.zones[${short}].rubPerKg`, 'zones', 'every zone needs one rate per weight break');
  const bounds = zones.map((zone) => zone.upToKm);
  const openEarly = bounds.slice(0, -1).indexOf(null);
  const closedBounds = bounds.filter((b) => b !== null);
  if (openEarly >= 0 || !ascending(closedBounds))
    report(
      `consolidated.zones[${openEarly >= 0 ? openEarly : firstOutOfOrder(closedBounds, true)}].upToKm`,
      'zones',
      'upToKm must ascend; only the last may be open (null)',
    );
  zones.forEach((zone, i) => {
    const previous = zones[i - 1];
    if (!previous) return;
    const cheaperAt = zone.rubPerKg.findIndex((rate, j) => rate < (previous.rubPerKg[j] ?? 0));
    if (cheaperAt >= 0 || zone.minimumRub < previous.minimumRub)
      report(
        cheaperAt >= 0
          ? `consolidated.zones[${i}].rubPerKg[${cheaperAt}]`
          : `consolidated.zones[${i}].minimumRub`,
        `zones[${i}]`,
        'a farther zone may not cost less than the one before',
      );
  });
  checkBands('pickup', card.pickup, report);
  checkBands('delivery', card.delivery, report);

  const seen = new Set<string>();
  card.terminals.forEach((terminal, i) => {
    const path = `consolidated.terminals[${i}].city`;
    if (seen.has(terminal.city)) report(path, 'terminals', 'a city is listed twice');
    else if (!refs.cityCodes.has(terminal.city)) report(path, 'terminals', `unknown city ${terminal.city}`);
    seen.add(terminal.city);
  });
  card.lines.forEach(([a, b], i) => {
    if (a === b || !seen.has(a) || !seen.has(b))
      report(`consolidated.lines[${i}]`, 'lines', `${a}-${b} must join two different terminals`);
  });
}

function checkDedicated(card: DedicatedCard, refs: CardReferences, report: Report) {
  card.depots.forEach((code, i) => {
    if (!refs.cityCodes.has(code)) report(`dedicated.depots[${i}]`, 'depots', `unknown city ${code}`);
  });
  const seen = new Set<string>();
  card.vehicles.forEach((rate, i) => {
    const path = `dedicated.vehicles[${i}].vehicle`;
    if (seen.has(rate.vehicle)) report(path, 'vehicles', 'a vehicle is listed twice');
    else if (!refs.vehicles.has(rate.vehicle)) report(path, 'vehicles', `unknown vehicle ${rate.vehicle}`);
    seen.add(rate.vehicle);
  });
  if (card.loadRub.rear === undefined)
    report('dedicated.loadRub.rear', 'loadRub', 'rear loading must be priced');
  const bySize = card.vehicles
    .map((rate, index) => ({ rate, index }))
    .sort((a, b) => (refs.vehicles.get(a.rate.vehicle) ?? 0) - (refs.vehicles.get(b.rate.vehicle) ?? 0));
  bySize.forEach(({ rate, index }, i) => {
    const smaller = bySize[i - 1]?.rate;
    if (!smaller) return;
    const bodies = Object.keys(rate.rubPerKm) as Array<keyof typeof rate.rubPerKm>;
    const cheaper = bodies.find((body) => (rate.rubPerKm[body] ?? 0) < (smaller.rubPerKm[body] ?? 0));
    if (cheaper || rate.minimumRub < smaller.minimumRub)
      report(
        cheaper
          ? `dedicated.vehicles[${index}].rubPerKm.${cheaper}`
          : `dedicated.vehicles[${index}].minimumRub`,
        'vehicles',
        `${rate.vehicle} may not cost less than the smaller ${smaller.vehicle}`,
      );
  });
}

/** Every problem of the card with the field it is about (`consolidated.zones[1].minimumRub`); empty when it can be used. */
export function rateCardProblems(card: RateCard, refs: CardReferences): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (path, label, message) =>
    problems.push({ path, message, text: `${label}: ${message}` });
  if (!card.consolidated && !card.dedicated) {
    const message = 'a card prices consolidated, dedicated or both';
    problems.push({ path: '', message, text: message });
  }
  if (card.consolidated) checkConsolidated(card.consolidated, refs, report);
  if (card.dedicated) checkDedicated(card.dedicated, refs, report);
  return problems;
}

/** Every problem of the card, in words; empty when it can be used. */
export function checkRateCard(card: RateCard, refs: CardReferences): string[] {
  return rateCardProblems(card, refs).map((problem) => problem.text);
}
