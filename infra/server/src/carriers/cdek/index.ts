/** СДЭК: on when CDEK_CLIENT_ID and CDEK_CLIENT_SECRET are set. */
import type { CarrierModule } from '../types';
import { CDEK, cdekAdapter } from './adapter';
import { POINT_KINDS } from './mapping';

export const cdek: CarrierModule = {
  ...CDEK,
  pointKinds: POINT_KINDS,
  create({ settings, http, now }) {
    const { clientId, clientSecret, apiUrl } = settings.cdek;
    if (!clientId || !clientSecret) return null;
    return cdekAdapter(http, { apiUrl, clientId, clientSecret }, () => now().getTime());
  },
};
