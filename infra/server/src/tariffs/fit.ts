/** Whether places fit a box (a locker cell, a vehicle body), respecting rotate and stack flags. */
import type { CargoSummary, Place } from './cargo';

/** Inner sizes, cm. */
export interface Box {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** A way to stand a place: its footprint and height. A place that may not rotate keeps its height up. */
interface Orientation {
  a: number;
  b: number;
  h: number;
}

function orientations(place: Place): Orientation[] {
  const { lengthCm: l, widthCm: w, heightCm: h } = place;
  if (!place.rotable) return [{ a: l, b: w, h }];
  return [
    { a: l, b: w, h },
    { a: l, b: h, h: w },
    { a: w, b: h, h: l },
  ];
}

/** One piece fits the box in some allowed orientation (turning on its base is always allowed). */
export function fitsBox(place: Place, box: Box): boolean {
  return orientations(place).some(
    ({ a, b, h }) =>
      h <= box.heightCm &&
      ((a <= box.lengthCm && b <= box.widthCm) || (b <= box.lengthCm && a <= box.widthCm)),
  );
}

/**
 * Floor length one row of the cargo list needs: identical pieces stand in stacks (when
 * stackable, as many layers as the height allows), stacks in rows across the body's width.
 * Each cargo row starts its own rows, so the estimate errs on the safe side.
 */
function floorLengthCm(place: Place, box: Box): number {
  let best = Number.POSITIVE_INFINITY;
  for (const { a, b, h } of orientations(place)) {
    if (h > box.heightCm) continue;
    const layers = place.stackable ? Math.floor(box.heightCm / h) : 1;
    const stacks = Math.ceil(place.quantity / layers);
    for (const [across, along] of [
      [a, b],
      [b, a],
    ] as const) {
      const perRow = Math.floor(box.widthCm / across);
      if (perRow < 1 || along > box.lengthCm) continue;
      best = Math.min(best, Math.ceil(stacks / perRow) * along);
    }
  }
  return best;
}

export interface Hold extends Box {
  capacityKg: number;
}

/** The vehicle takes the whole cargo: weight, volume, every piece's size and the floor. */
export function holdTakes(hold: Hold, cargo: CargoSummary): boolean {
  if (cargo.weightKg > hold.capacityKg) return false;
  const volumeM3 = (hold.lengthCm * hold.widthCm * hold.heightCm) / 1_000_000;
  if (cargo.volumeM3 > volumeM3) return false;
  let length = 0;
  for (const place of cargo.places) {
    if (!fitsBox(place, hold)) return false;
    length += floorLengthCm(place, hold);
    if (length > hold.lengthCm) return false;
  }
  return true;
}
