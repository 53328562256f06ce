import {
  breakpointForUserAgent,
  breakpointForWidth,
  trackViewport,
  viewportCookie,
  viewportFromCookie,
} from './viewport';

describe('viewport', () => {
  it.each([
    [200, 'xs'],
    [320, 'xs'],
    [375, 'xs'],
    [640, 'sm'],
    [768, 'sm'],
    [769, 'md'],
    [1024, 'lg'],
    [1280, 'xl'],
    [1536, '2xl'],
    [2560, '2xl'],
  ] as const)('%i px is %s', (width, name) => {
    expect(breakpointForWidth(width)).toBe(name);
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'sm'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', 'sm'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'md'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/120 Safari/537.36', 'md'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36', 'lg'],
    [undefined, 'lg'],
  ] as const)('device default for %s is %s', (ua, name) => {
    expect(breakpointForUserAgent(ua)).toBe(name);
  });

  it('the cookie lasts 365 days, same-site strict, and reads back', () => {
    expect(viewportCookie('md')).toBe('viewport=md; Max-Age=31536000; Path=/; SameSite=Strict');
    expect(viewportFromCookie('a=1; viewport=md; b=2')).toBe('md');
    expect(viewportFromCookie('viewport=huge')).toBeNull();
  });

  it('re-measures 50 ms after the last resize', () => {
    jest.useFakeTimers();
    const listeners: Array<() => void> = [];
    const win = {
      innerWidth: 1280,
      document: { cookie: '' },
      addEventListener: (_: string, l: () => void) => listeners.push(l),
      removeEventListener: jest.fn(),
    } as unknown as Window;
    const stop = trackViewport(win);
    expect(win.document.cookie).toContain('viewport=xl');
    (win as { innerWidth: number }).innerWidth = 375;
    listeners.forEach((l) => l());
    jest.advanceTimersByTime(49);
    expect(win.document.cookie).toContain('viewport=xl');
    jest.advanceTimersByTime(1);
    expect(win.document.cookie).toContain('viewport=xs');
    stop();
    jest.useRealTimers();
  });
});
