export type {
  LockerLimits,
  PickupPoint,
  PickupPointList,
  PickupPointQuery,
  PointKind,
} from '@dostavka/shared-kernel/contract';
