import type {
  RateCard,
  RateCardPreview,
  RateCardVersion,
  RateCardVersionDetail,
  StaffRateCard,
  TariffAnalytics,
  TariffOffer,
  TariffSearchData,
} from '@dostavka/shared-kernel/contract';
import type { HttpClient } from './http-client';
import { required, requiredBodyPost, segment } from './request-helpers';

/** The calculator service (spec 7). Live searches go over the realtime channel; these are the HTTP calls. */
export function createCalculatorApi(http: HttpClient) {
  const post = requiredBodyPost(http);

  return {
    /** Staff figures (MANAGER and above): sent with the signed-in user's token. */
    async analyticsConsolidated(body: TariffSearchData): Promise<TariffAnalytics> {
      return post('analyticsConsolidated', '/analytics/consolidated', body, true);
    },
    async analyticsDedicated(body: TariffSearchData): Promise<TariffAnalytics> {
      return post('analyticsDedicated', '/analytics/dedicated', body, true);
    },
    async consolidated(body: TariffSearchData): Promise<TariffOffer[]> {
      return post('consolidated', '/consolidated', body);
    },
    async dedicated(body: TariffSearchData): Promise<TariffOffer[]> {
      return post('dedicated', '/dedicated', body);
    },
    /** Rate cards (MODERATOR and above): every provider's card, its version and who changed it. */
    async rateCards(): Promise<StaffRateCard[]> {
      return http.request({ method: 'GET', path: '/rate-cards', auth: true });
    },
    /** Replaces a card (a new version); a 400 lists the broken rules by field in its body's `problems`. */
    async saveRateCard(provider: string, card: RateCard): Promise<StaffRateCard> {
      required('saveRateCard', { provider, card });
      return http.request({
        method: 'PUT',
        path: `/rate-cards/${segment(provider)}`,
        body: card,
        auth: true,
      });
    },
    /** The staff console (flag staff-rate-cards): sample routes priced with the draft beside the live card. */
    async previewRateCard(provider: string, card: RateCard): Promise<RateCardPreview> {
      required('previewRateCard', { provider, card });
      return http.request({
        method: 'POST',
        path: `/rate-cards/${segment(provider)}/preview`,
        body: card,
        auth: true,
      });
    },
    async rateCardVersions(provider: string): Promise<RateCardVersion[]> {
      required('rateCardVersions', { provider });
      return http.request({ method: 'GET', path: `/rate-cards/${segment(provider)}/versions`, auth: true });
    },
    async rateCardVersion(provider: string, version: number): Promise<RateCardVersionDetail> {
      required('rateCardVersion', { provider, version });
      return http.request({
        method: 'GET',
        path: `/rate-cards/${segment(provider)}/versions/${segment(version)}`,
        auth: true,
      });
    },
    /** Makes an earlier version live again (as a new version equal to it). */
    async restoreRateCard(provider: string, version: number): Promise<StaffRateCard> {
      required('restoreRateCard', { provider, version });
      return http.request({
        method: 'POST',
        path: `/rate-cards/${segment(provider)}/restore`,
        body: { version },
        auth: true,
      });
    },
    /** The path is spelt this way by the service. */
    async healthcheck(): Promise<{ status: string }> {
      return http.request({ method: 'GET', path: '/helthcheck' });
    },
  };
}

export type CalculatorApi = ReturnType<typeof createCalculatorApi>;
