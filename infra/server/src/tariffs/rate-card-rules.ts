/**
 * What a rate card must satisfy beyond its schema, so that prices stay sensible whatever staff
 * enter: bands in order, farther never cheaper, heavier never cheaper, places that exist.
 */
import type { ConsolidatedCard, DedicatedCard, PriceBand, RateCard } from './rate-card';

export interface CardReferences {
  /** KLADR ids of the cities in the database. */
  cityCodes: ReadonlySet<string>;
  /** The fleet's vehicles: slug -> capacity, kg. */
  vehicles: ReadonlyMap<string, number>;
}

const ascending = (values: readonly number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);
const nonDecreasing = (values: readonly number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);

/** Bounds ascending, the last open (null), prices never falling with weight. */
function checkBands(name: string, bands: readonly PriceBand[], problems: string[]) {
  const bounds = bands.map((band) => band.upToKg);
  const closed = bounds.slice(0, -1);
  if (closed.some((b) => b === null) || bounds[bounds.length - 1] !== null)
    problems.push(`${name}: only the last band is open (upToKg null), and it must be`);
  else if (!ascending(closed as number[])) problems.push(`${name}: upToKg must ascend`);
  if (!nonDecreasing(bands.map((band) => band.rub)))
    problems.push(`${name}: a heavier band may not cost less`);
}

function checkConsolidated(card: ConsolidatedCard, refs: CardReferences, problems: string[]) {
  const breaks = card.weightBreaksKg;
  if (breaks[0] !== 0 || !ascending(breaks)) problems.push('weightBreaksKg: must start at 0 and ascend');
  const zones = card.zones;
  if (zones.some((zone) => zone.rubPerKg.length !== breaks.length))
    problems.push('zones: every zone needs one rate per weight break');
  const bounds = zones.map((zone) => zone.upToKm);
  if (bounds.slice(0, -1).some((b) => b === null) || !ascending(bounds.filter((b) => b !== null)))
    problems.push('zones: upToKm must ascend; only the last may be open (null)');
  zones.forEach((zone, i) => {
    const previous = zones[i - 1];
    if (!previous) return;
    const cheaper = zone.rubPerKg.some((rate, j) => rate < (previous.rubPerKg[j] ?? 0));
    if (cheaper || zone.minimumRub < previous.minimumRub)
      problems.push(`zones[${i}]: a farther zone may not cost less than the one before`);
  });
  checkBands('pickup', card.pickup, problems);
  checkBands('delivery', card.delivery, problems);

  const terminals = new Set(card.terminals.map((t) => t.city));
  if (terminals.size !== card.terminals.length) problems.push('terminals: a city is listed twice');
  for (const code of terminals)
    if (!refs.cityCodes.has(code)) problems.push(`terminals: unknown city ${code}`);
  for (const [a, b] of card.lines) {
    if (a === b || !terminals.has(a) || !terminals.has(b))
      problems.push(`lines: ${a}-${b} must join two different terminals`);
  }
}

function checkDedicated(card: DedicatedCard, refs: CardReferences, problems: string[]) {
  for (const code of card.depots)
    if (!refs.cityCodes.has(code)) problems.push(`depots: unknown city ${code}`);
  const slugs = card.vehicles.map((v) => v.vehicle);
  if (new Set(slugs).size !== slugs.length) problems.push('vehicles: a vehicle is listed twice');
  for (const slug of slugs) if (!refs.vehicles.has(slug)) problems.push(`vehicles: unknown vehicle ${slug}`);
  if (card.loadRub.rear === undefined) problems.push('loadRub: rear loading must be priced');
  const bySize = [...card.vehicles].sort(
    (a, b) => (refs.vehicles.get(a.vehicle) ?? 0) - (refs.vehicles.get(b.vehicle) ?? 0),
  );
  bySize.forEach((rate, i) => {
    const smaller = bySize[i - 1];
    if (!smaller) return;
    const bodies = Object.keys(rate.rubPerKm) as Array<keyof typeof rate.rubPerKm>;
    const cheaper = bodies.some((body) => (rate.rubPerKm[body] ?? 0) < (smaller.rubPerKm[body] ?? 0));
    if (cheaper || rate.minimumRub < smaller.minimumRub)
      problems.push(`vehicles: ${rate.vehicle} may not cost less than the smaller ${smaller.vehicle}`);
  });
}

/** Every problem of the card, in words; empty when it can be used. */
export function checkRateCard(card: RateCard, refs: CardReferences): string[] {
  const problems: string[] = [];
  if (!card.consolidated && !card.dedicated) problems.push('a card prices consolidated, dedicated or both');
  if (card.consolidated) checkConsolidated(card.consolidated, refs, problems);
  if (card.dedicated) checkDedicated(card.dedicated, refs, problems);
  return problems;
}
