/** СДЭК: on when CDEK_CLIENT_ID and CDEK_CLIENT_SECRET are set. */
import type { CarrierModule } from '../types';
import { CDEK, cdekAdapter } from './adapter';

export const cdek: CarrierModule = {
  ...CDEK,
  create({ settings, http, now }) {
    const { clientId, clientSecret, apiUrl } = settings.cdek;
    if (!clientId || !clientSecret) return null;
    return cdekAdapter(http, { apiUrl, clientId, clientSecret }, () => now().getTime());
  },
};
