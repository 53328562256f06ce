export type { City, Country, Region } from '@dostavka/shared-kernel/contract';
