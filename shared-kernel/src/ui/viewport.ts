import { BREAKPOINTS } from './theme';

export type BreakpointName = keyof typeof BREAKPOINTS;
export type Device = 'desktop' | 'tablet' | 'mobile';

/** Spec 9: the breakpoint chosen for a page is kept in this cookie for 365 days, same-site strict. */
export const VIEWPORT_COOKIE = 'viewport';
export const VIEWPORT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Re-measured this long after the last resize event. */
export const VIEWPORT_RESIZE_DELAY_MS = 50;
export const DEVICE_BREAKPOINTS: Record<Device, BreakpointName> = {
  desktop: 'lg',
  tablet: 'md',
  mobile: 'sm',
};
export const FALLBACK_BREAKPOINT: BreakpointName = 'lg';

const NAMES = Object.keys(BREAKPOINTS) as BreakpointName[];

/** The largest breakpoint whose minimum width the window reaches (below xs still counts as xs). */
export function breakpointForWidth(width: number): BreakpointName {
  let found: BreakpointName = 'xs';
  for (const name of NAMES) if (width >= BREAKPOINTS[name]) found = name;
  return found;
}

/** Before anything is measured (the server, a first visit): a guess from the user agent. */
export function breakpointForUserAgent(userAgent: string | undefined): BreakpointName {
  if (!userAgent) return FALLBACK_BREAKPOINT;
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return DEVICE_BREAKPOINTS.tablet;
  if (/Mobi|iPhone|iPod|Android.*Mobile|Opera Mini|IEMobile/i.test(userAgent))
    return DEVICE_BREAKPOINTS.mobile;
  return DEVICE_BREAKPOINTS.desktop;
}

export function viewportCookie(name: BreakpointName): string {
  return `${VIEWPORT_COOKIE}=${name}; Max-Age=${VIEWPORT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Strict`;
}

export function viewportFromCookie(cookie: string | null | undefined): BreakpointName | null {
  for (const pair of (cookie ?? '').split(';')) {
    const [key, value] = pair.split('=').map((part) => part.trim());
    if (key === VIEWPORT_COOKIE && value && (NAMES as string[]).includes(value))
      return value as BreakpointName;
  }
  return null;
}

/** Keeps the cookie in step with the window, measuring again 50 ms after resizing stops. */
export function trackViewport(win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const measure = () => {
    const name = breakpointForWidth(win.innerWidth);
    if (viewportFromCookie(win.document.cookie) !== name) win.document.cookie = viewportCookie(name);
  };
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(measure, VIEWPORT_RESIZE_DELAY_MS);
  };
  measure();
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}
