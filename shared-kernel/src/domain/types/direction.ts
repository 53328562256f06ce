export type { Address, DeliveryMethod, Direction, Directions } from '@dostavka/shared-kernel/contract';
