import { PACKAGING_PRESETS } from './packaging';
import type { Measure, Transport, TransportBodyType, WeightUnit } from './types/cargo';
import type {
  CombinedTransportType,
  DedicatedOption,
  DedicatedTransportType,
  ServerTransportRecord,
  TransportOption,
  TransportType,
} from './types/transport';
import { gramsToTonnes, toGrams } from './units';

/** The packaging options by weight ascending (spec 3), as the tiles and the packaging choice show them. */
export const COMBINED_TRANSPORT_TYPE: CombinedTransportType = sortTransportType({
  name: 'transport.combined.name',
  slug: 'combined',
  subtitle: 'transport.combined.subtitle',
  icon: 'box',
  options: [...PACKAGING_PRESETS],
});

/** Body types named in tonnes are capacity labels, not body types: the calculator drops them. */
const TONNES = /тонн/i;

export function toDedicatedOption(record: ServerTransportRecord): DedicatedOption {
  const { width, height, length } = record;
  return {
    uuid: record.uuid,
    objectId: record.objectId,
    name: record.name,
    icon: record.icon,
    size: { width, height, length },
    volume: width * height * length,
    weight: gramsToTonnes(record.weight),
    types: record.types
      .filter((type) => !TONNES.test(type.name))
      .map((type) => ({
        name: type.name,
        loads: type.loads.map((load) => load.name),
        additional: type.additional.map((service) => service.name),
      })),
  };
}

export function buildDedicatedTransportType(
  records: readonly ServerTransportRecord[],
): DedicatedTransportType {
  return {
    name: 'transport.dedicated.name',
    slug: 'dedicated',
    subtitle: 'transport.dedicated.subtitle',
    icon: 'gazelle',
    options: records.map(toDedicatedOption),
  };
}

/** A weight as options carry it: a list of measures (summed in grams) or a plain number. */
export type WeightValue = number | readonly Measure<WeightUnit>[] | null | undefined;

function weightValue(weight: WeightValue): number | null {
  if (typeof weight === 'number') return weight;
  if (!weight || weight.length === 0) return null;
  return weight.reduce((sum, measure) => sum + toGrams(measure), 0);
}

/**
 * Ascending by weight. Kept as the product has always done it: when either side has no weight
 * the first counts as larger (so the result is not symmetric, and where weightless options end
 * up depends on the sort's comparisons).
 */
export function compareByWeight(a: WeightValue, b: WeightValue): number {
  const x = weightValue(a);
  const y = weightValue(b);
  if (x === null || y === null) return 1;
  return x - y;
}

export function optionWeight(option: TransportOption): WeightValue {
  return 'weights' in option ? option.weights : option.weight;
}

export function sortTransportType<T extends TransportType>(type: T): T {
  const options = [...type.options].sort((a: TransportOption, b: TransportOption) =>
    compareByWeight(optionWeight(a), optionWeight(b)),
  );
  return { ...type, options } as T;
}

/** The vehicle as first chosen: its first body type with that type's first loading way. */
export function transportFromOption(option: DedicatedOption): Transport {
  const body = option.types[0];
  return {
    size: { ...option.size },
    weight: option.weight,
    type: { name: body?.name ?? '', load: body?.loads.slice(0, 1) ?? [], additional: [] },
  };
}

/**
 * Switching the body type keeps the chosen loading way if the new type allows it (else takes
 * its first one) and keeps only the extra services the new type offers.
 */
export function changeBodyType(transport: Transport, body: TransportBodyType): Transport {
  const { load, additional } = transport.type;
  const loadAllowed = load.length > 0 && load.every((l) => body.loads.includes(l));
  return {
    ...transport,
    type: {
      name: body.name,
      load: loadAllowed ? [...load] : body.loads.slice(0, 1),
      additional: additional.filter((service) => body.additional.includes(service)),
    },
  };
}
