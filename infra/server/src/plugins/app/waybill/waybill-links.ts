import { createHmac, timingSafeEqual } from 'node:crypto';

/** A waybill link works this long: enough to open it, too short to be worth forwarding. */
export const WAYBILL_LINK_TTL_S = 10 * 60;

export interface WaybillLinks {
  /** A token for one order's waybill, for the user who asked. */
  sign(orderId: string, userId: string, now: Date): { token: string; expiresAt: Date };
  /** The user a token was made for, or null when it is forged, for another order or expired. */
  verify(token: string, orderId: string, now: Date): string | null;
}

/**
 * Browsers open a download link without the bearer token, so the link carries its own proof:
 * order, user and expiry under an HMAC keyed from the server secret.
 */
export function createWaybillLinks(serverSecret: Uint8Array): WaybillLinks {
  const key = createHmac('sha256', serverSecret).update('dostavka waybill links v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(orderId, userId, now) {
      const expires = Math.floor(now.getTime() / 1000) + WAYBILL_LINK_TTL_S;
      const body = `${expires}.${userId}`;
      return {
        token: `${body}.${mac(`${orderId}.${body}`).toString('base64url')}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    verify(token, orderId, now) {
      const [expires, userId, signature, extra] = token.split('.');
      if (!expires || !userId || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const wanted = mac(`${orderId}.${expires}.${userId}`);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
      return Number(expires) * 1000 > now.getTime() ? userId : null;
    },
  };
}
