/**
 * A route's two ends as the sender and the recipient meet them: where the load is handed in and
 * collected, what the clocks say at both ends, the towns on the way and the neighbouring routes.
 */
import { pluralRu, type Localized, type RouteFacts, type TransitDays } from '@dostavka/shared-kernel/domain';
import type { NearTown, Place, RouteSurroundings } from './place';
import { enTerm, h2, p, ruTerm } from './words';
import { ruTo } from './ru-cases';
import { bearingText, terminalsAround, townsBetween } from './vicinity';

/**
 * On a way only whole vehicles serve, their own term (the fastest offer's), not an estimate for
 * groupage; null where groupage goes too (or nothing is priced).
 */
export function vehiclesOnlyTerm(facts: RouteFacts): TransitDays | null {
  if (facts.prices.length === 0 || facts.prices.some((row) => row.kind !== 'dedicated')) return null;
  return (
    facts.prices
      .flatMap((row) => row.offers.map((offer) => offer.term))
      .sort((x, y) => x.min - y.min || x.max - y.max)[0] ?? facts.transitDays
  );
}

const clock = (hour: number) => `${String(((hour % 24) + 24) % 24).padStart(2, '0')}:00`;

/**
 * What the sender in `a` and the recipient in `b` do on this way: where the load is handed in and
 * collected (the carriers' terminals of each city), what the clocks say at both ends, and the
 * neighbouring routes (towns of the destination's region from `a`, towns around `a` into `b`).
 */
export function sidesOf(
  a: Place,
  b: Place,
  facts: RouteFacts,
  hours: number,
  around: RouteSurroundings,
  vehicleTerm: TransitDays | null,
): Localized<string[]> {
  const ru: string[] = [];
  const en: string[] = [];
  const departure = facts.terminals.from;
  const arrival = facts.terminals.to;
  const providers = (points: typeof departure) => new Set(points.map((point) => point.provider)).size;
  const carriersRu = (points: typeof departure) =>
    `${providers(points)} ${pluralRu(providers(points), ['перевозчик', 'перевозчика', 'перевозчиков'])}`;
  const carriersEn = (points: typeof departure) =>
    `${providers(points)} carrier${providers(points) === 1 ? '' : 's'}`;
  const vehiclesOnly = vehicleTerm !== null;
  ru.push(h2(`Отправителю в г. ${a.name}`));
  en.push(h2(`For the sender in ${a.en}`));
  ru.push(
    p(
      (vehiclesOnly
        ? `Сборный груз в г. ${b.name} перевозчики не берут: машину подают под погрузку по адресу отправителя в г. ${a.name}, и она идёт до г. ${b.name} без перегрузок.`
        : departure.length > 0
          ? `Груз в г. ${b.name} сдают в г. ${a.name} на ${departure.length} ${pluralRu(departure.length, ['терминал', 'терминала', 'терминалов'])} (${carriersRu(departure)}).`
          : `Своих терминалов у перевозчиков в г. ${a.name} нет: груз в ${ruTo(b.name)} забирают от двери отправителя.`) +
        ` ${a.name} — ${a.timezone}` +
        (hours === 0
          ? `, как и ${b.name}: ${clock(10)} в г. ${a.name} — это ${clock(10)} и в г. ${b.name}.`
          : `; когда отправитель сдаёт груз в ${clock(10)}, в г. ${b.name} уже ${clock(10 + hours)}.`),
    ),
  );
  en.push(
    p(
      (vehiclesOnly
        ? `No carrier takes groupage for ${b.en}: the vehicle is sent to the sender's address in ${a.en} and drives to ${b.en} without reloading.`
        : departure.length > 0
          ? `In ${a.en}, ${departure.length} terminal${departure.length === 1 ? '' : 's'} of ${carriersEn(departure)} take loads for ${b.en}.`
          : `No carrier keeps a terminal in ${a.en}: loads for ${b.en} are collected at the sender's door.`) +
        ` ${a.en} keeps ${a.timezone}` +
        (hours === 0
          ? `, as ${b.en} does: ${clock(10)} in ${a.en} is ${clock(10)} in ${b.en}.`
          : `; when the sender hands in at ${clock(10)}, the clock in ${b.en} shows ${clock(10 + hours)}.`),
    ),
  );
  const nearFrom = terminalsAround(a, vehiclesOnly ? [] : (around.terminals?.from ?? []), 'send');
  if (nearFrom.ru) {
    ru.push(p(nearFrom.ru));
    en.push(p(nearFrom.en));
  }
  ru.push(h2(`Получателю в г. ${b.name}`));
  en.push(h2(`For the recipient in ${b.en}`));
  ru.push(
    p(
      vehiclesOnly
        ? `Машина из г. ${a.name} разгружается у получателя в г. ${b.name}; в пути ${ruTerm(vehicleTerm)}.`
        : arrival.length > 0
          ? `Из г. ${a.name} груз приходит на ${arrival.length} ${pluralRu(arrival.length, ['терминал', 'терминала', 'терминалов'])} г. ${b.name} (${carriersRu(arrival)}) и ждёт получателя через ${ruTerm(facts.transitDays)} после сдачи.`
          : `Терминалов в г. ${b.name} у перевозчиков нет: груз из г. ${a.name} везут до двери получателя, срок ${ruTerm(facts.transitDays)}.`,
    ),
  );
  en.push(
    p(
      vehiclesOnly
        ? `The vehicle from ${a.en} unloads at the recipient's address in ${b.en}, ${enTerm(vehicleTerm)} on the road.`
        : arrival.length > 0
          ? `From ${a.en} the load arrives at ${arrival.length} terminal${arrival.length === 1 ? '' : 's'} of ${b.en} (${carriersEn(arrival)}), ready for collection ${enTerm(facts.transitDays)} after hand-in.`
          : `No carrier keeps a terminal in ${b.en}: loads from ${a.en} go to the recipient's door, ${enTerm(facts.transitDays)}.`,
    ),
  );
  const nearTo = terminalsAround(b, vehiclesOnly ? [] : (around.terminals?.to ?? []), 'receive');
  if (nearTo.ru) {
    ru.push(p(nearTo.ru));
    en.push(p(nearTo.en));
  }
  const between = around.along ? townsBetween(a, b, around.along) : { ru: '', en: '' };
  if (between.ru) {
    ru.push(h2('По пути'), p(between.ru));
    en.push(h2('Along the way'), p(between.en));
  }
  // A town near an end: its km on this way, and where it lies from that end.
  // The sentence names the end once; each town gives its km on this way and where it lies from that end.
  const listRu = (towns: NearTown[]) =>
    towns
      .map((town) => `${town.name} (${town.km} км${town.off ? `; ${bearingText(town.off).ru}` : ''})`)
      .join(', ');
  const listEn = (towns: NearTown[]) =>
    towns
      .map((town) => `${town.en} (${town.km} km${town.off ? `; ${bearingText(town.off).en}` : ''})`)
      .join(', ');
  // Into a town only whole vehicles reach, a load from a neighbour of the origin is a vehicle of its
  // own, not the same run: those neighbours are named where groupage goes.
  const fromRegion = vehiclesOnly ? [] : around.fromRegion;
  if (around.toRegion.length > 0 || fromRegion.length > 0) {
    ru.push(h2('Соседние маршруты'));
    en.push(h2('Neighbouring routes'));
  }
  if (around.toRegion.length > 0) {
    ru.push(
      p(
        around.outside?.to
          ? `Из г. ${a.name} возим и в города рядом с г. ${b.name} (км от г. ${a.name}; где лежит от г. ${b.name}): ${listRu(around.toRegion)}.`
          : `Из г. ${a.name} возим и в другие города региона «${b.region}» (км от г. ${a.name}; где лежит от г. ${b.name}): ${listRu(around.toRegion)}.`,
      ),
    );
    en.push(
      p(
        around.outside?.to
          ? `From ${a.en} we also carry to the towns around ${b.en} (km from ${a.en}; where each lies from ${b.en}): ${listEn(around.toRegion)}.`
          : `From ${a.en} we also carry to other towns of ${b.regionEn} (km from ${a.en}; where each lies from ${b.en}): ${listEn(around.toRegion)}.`,
      ),
    );
  }
  if (fromRegion.length > 0) {
    ru.push(
      p(
        `В г. ${b.name} тем же путём едут грузы из соседей г. ${a.name} (км до г. ${b.name}; где лежит от г. ${a.name}): ${listRu(fromRegion)}.`,
      ),
    );
    en.push(
      p(
        `Into ${b.en} the same way come loads from ${a.en}'s neighbours (km to ${b.en}; where each lies from ${a.en}): ${listEn(fromRegion)}.`,
      ),
    );
  }
  return { ru, en };
}
