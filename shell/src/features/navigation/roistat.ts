/** Roistat (ad tracking) keeps the visit id in this cookie; orders and requests carry it. */
export const ROISTAT_COOKIE = 'roistat_visit';

export function readRoistat(cookie: string): string | null {
  for (const pair of cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === ROISTAT_COOKIE) return decodeURIComponent(value.join('=')).slice(0, 64) || null;
  }
  return null;
}
