/**
 * ПЭК's divisions as our points (POST /branches/all/, https://kabinet.pecom.ru/api/v1/help/branches):
 * a branch serves several towns, each division is in one of them and has one warehouse, whose id
 * is what the calculator takes. Pick-up points (ПВЗ) are offices of ours, the rest terminals.
 */
import { clockTime, weekHours } from '../hours';
import type { CarrierPoint, OurCity } from '../types';
import type { PecBranch, PecDivision } from './answers';

/** Their town names against ours: case, 'ё' and a 'г.' prefix aside. */
const sameTown = (a: string | null | undefined, b: string) => {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/ё/g, 'е')
      .replace(/^г\.?\s+/, '')
      .trim();
  return plain(a ?? '') === plain(b);
};

function coordinatesOf(warehouse: NonNullable<PecDivision['warehouses']>[number]): [number, number] | null {
  const object = warehouse.coordinatesobj;
  const [lat, lon] = object
    ? [Number(object.latitude), Number(object.longitude)]
    : (warehouse.coordinates ?? '').split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lon) && !(lat === 0 && lon === 0) ? [lat!, lon!] : null;
}

function hoursOf(warehouse: NonNullable<PecDivision['warehouses']>[number]): string {
  const week: Array<string | null> = Array.from({ length: 7 }, () => null);
  for (const day of warehouse.divisionTimeOfWork ?? []) {
    const index = Number(day.dayOfWeek) - 1;
    if (index >= 0 && index < 7 && day.workTo)
      week[index] = `${clockTime(day.workFrom)}-${clockTime(day.workTo)}`;
  }
  return weekHours(week);
}

/** The divisions of the branch that are in our town, open and on the map. */
export function pecPoints(branches: readonly PecBranch[], city: OurCity): CarrierPoint[] {
  return branches.flatMap((branch) => {
    const towns = new Set(
      (branch.cities ?? []).filter((town) => sameTown(town.title, city.name)).map((t) => t.cityId),
    );
    return (branch.divisions ?? [])
      .filter((division) => division.cityId && towns.has(division.cityId))
      .flatMap((division) =>
        (division.warehouses ?? []).flatMap((warehouse): CarrierPoint[] => {
          const at = coordinatesOf(warehouse);
          if (!at || warehouse.departmentClosingDate) return [];
          return [
            {
              code: warehouse.id,
              kind: division.departmentTypeId === 1 ? 'OFFICE' : 'WAREHOUSE',
              name: (division.name || warehouse.name || 'ПЭК').trim(),
              address: (warehouse.addressDivision || warehouse.address || '').trim(),
              hours: hoursOf(warehouse),
              lat: at[0],
              lon: at[1],
              locker: null,
            },
          ];
        }),
      );
  });
}
