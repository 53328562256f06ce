import { CALCULATOR_PATH, calculatorHref, type CataloguePrice } from '@dostavka/shared-kernel/domain';

/** The calculator of vans (its lightest vehicle first) and of trucks (its heaviest). */
export const VANS_CALCULATOR_PATH = '/calculator/gazelles/';
export const TRUCKS_CALCULATOR_PATH = '/calculator/truck/';

/** Catalogue pages about vans, by the last part of their address. */
const VAN_TOPICS = new Set(['gazel']);
/** Catalogue pages about a truck of one's own (a dedicated vehicle), by the last part of their address. */
const TRUCK_TOPICS = new Set([
  'fura',
  '5-tonn',
  '10-tonn',
  'otdelnoj-mashinoj',
  'tentovannye',
  'bortovye',
  'izotermicheskie',
  'refrizheratornye',
  's-gidrobortom',
]);

/**
 * The calculator a catalogue page opens: the van calculator on the van pages, the truck
 * calculator on the truck pages (and their city pages below them), the standard one elsewhere.
 */
export function calculatorForPage(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts.some((part) => VAN_TOPICS.has(part))) return VANS_CALCULATOR_PATH;
  if (parts.some((part) => TRUCK_TOPICS.has(part))) return TRUCKS_CALCULATOR_PATH;
  return CALCULATOR_PATH;
}

/**
 * The calculator of a catalogue page's priced shipment, on its route: a whole van opens the van
 * calculator, a whole truck the truck calculator (each starts with that vehicle), a consolidated
 * load the standard calculator with its weight; the calculator searches and lands on the offers.
 */
export function calculatorForShipment(price: CataloguePrice): string {
  const route = { from: price.from.slug, to: price.to.slug };
  if (price.row.kind === 'consolidated') return calculatorHref({ ...route, weight: price.row.weightKg });
  const path = price.row.key === 'van' ? VANS_CALCULATOR_PATH : TRUCKS_CALCULATOR_PATH;
  return `${path}?${new URLSearchParams(route).toString()}`;
}
