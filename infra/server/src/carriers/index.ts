/**
 * The carriers the site can price with, one line each (see types.ts for adding one). Each is off
 * until its credentials are configured; the order here is the order their offers are asked in.
 */
import { cdek } from './cdek';
import { dellin } from './dellin';
import { pec } from './pec';
import type { CarrierModule } from './types';

export const CARRIERS: readonly CarrierModule[] = [cdek, dellin, pec];
