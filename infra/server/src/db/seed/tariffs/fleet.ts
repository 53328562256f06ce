/** The company's fleet as seeded: inner body sizes (cm) and capacities of common Russian trucks. */
import type { BodyKey, LoadKey, ServiceKey } from '../../../tariffs/catalog';
import type { Vehicle } from '../../../tariffs/request';

const ALL_LOADS: LoadKey[] = ['rear', 'rear-side', 'rear-top', 'rear-side-top'];

/** What each body allows: tents and flatbeds open on every side, cold bodies only at the rear. */
function bodies(withTailLift: boolean): Vehicle['bodies'] {
  const lift: ServiceKey[] = withTailLift ? ['tail-lift'] : [];
  const body = (key: BodyKey, loads: LoadKey[], services: ServiceKey[]) => ({ body: key, loads, services });
  return [
    body('tent', ALL_LOADS, ['straps', 'wooden-floor', 'crating', ...lift]),
    body('flatbed', ALL_LOADS, ['straps', 'stakes', 'wooden-floor', 'crating']),
    body('isothermal', ['rear', 'rear-side'], ['straps', 'crating', ...lift]),
    body('refrigerated', ['rear'], ['straps', ...lift]),
  ];
}

const vehicle = (
  slug: string,
  uuid: string,
  name: string,
  icon: string,
  [lengthCm, widthCm, heightCm]: [number, number, number],
  capacityKg: number,
): Vehicle => ({
  slug,
  uuid,
  objectId: slug,
  name,
  icon,
  lengthCm,
  widthCm,
  heightCm,
  capacityKg,
  // A 20 t semi-trailer has no tail-lift.
  bodies: bodies(capacityKg < 20_000),
});

export const SEED_FLEET: Vehicle[] = [
  vehicle(
    'gazelle-1-5',
    '5b1c7a3e-0d1f-4c61-9d4e-1a5e0f6a1501',
    'Газель 1,5 т',
    'gazelle',
    [300, 200, 180],
    1500,
  ),
  vehicle(
    'truck-3',
    '5b1c7a3e-0d1f-4c61-9d4e-1a5e0f6a0003',
    'Грузовик 3 т',
    'truck-3',
    [420, 210, 210],
    3000,
  ),
  vehicle(
    'truck-5',
    '5b1c7a3e-0d1f-4c61-9d4e-1a5e0f6a0005',
    'Грузовик 5 т',
    'truck-5',
    [600, 245, 230],
    5000,
  ),
  vehicle(
    'truck-10',
    '5b1c7a3e-0d1f-4c61-9d4e-1a5e0f6a0010',
    'Грузовик 10 т',
    'truck-10',
    [800, 245, 250],
    10_000,
  ),
  vehicle(
    'truck-20',
    '5b1c7a3e-0d1f-4c61-9d4e-1a5e0f6a0020',
    'Фура 20 т',
    'truck-20',
    [1360, 245, 260],
    20_000,
  ),
];
