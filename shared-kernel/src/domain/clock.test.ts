import { execFileSync } from 'node:child_process';
import path from 'node:path';
import dayjs from 'dayjs';
import {
  addCalendarDays,
  COMPANY_TIME_ZONE,
  companyTime,
  companyToday,
  formatLocalDate,
  isCalendarDate,
  localDate,
} from './clock';

const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
const BROWSER_SCRIPT = `
import { companyToday, defaultDeliveryDate } from ${JSON.stringify(path.resolve(__dirname, 'index.ts'))};
const now = new Date(2025, 2, 10, 1, 0);
console.log(JSON.stringify({ localDay: now.getDate(), instant: now.toISOString(), today: companyToday(now), tomorrow: defaultDeliveryDate(now) }));
`;

describe('the company clock (Europe/Moscow)', () => {
  it('a browser in Vladivostok at 01:00 on the 10th is on the 9th, as the server is', () => {
    // A process of its own: the time zone of a running process cannot be changed from jest.
    const browser = JSON.parse(
      execFileSync(TSX, ['-e', BROWSER_SCRIPT], {
        env: { ...process.env, TZ: 'Asia/Vladivostok' },
        encoding: 'utf8',
      }),
    ) as { localDay: number; instant: string; today: string; tomorrow: string };
    expect(browser.localDay).toBe(10);
    expect(browser.today).toBe('2025-03-09');
    expect(browser.tomorrow).toBe('2025-03-10');
    expect(companyToday(new Date(browser.instant))).toBe(browser.today);
  });

  it("keeps the zone's offset from UTC, as the time-zone database has it, from 2014 to years ahead", () => {
    // The clock uses a fixed offset (no ICU in the browser's start); were Moscow's rules to
    // change, the database Node carries would disagree here first.
    const offsetOf = (instant: Date) => {
      const name = new Intl.DateTimeFormat('en-US', {
        timeZone: COMPANY_TIME_ZONE,
        timeZoneName: 'longOffset',
      })
        .formatToParts(instant)
        .find((part) => part.type === 'timeZoneName')!.value;
      const [, sign, hours, minutes] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name)!;
      return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
    };
    const from = Date.parse('2014-10-26T00:00:00Z');
    const to = Date.now() + 5 * 365 * 86_400_000;
    for (let instant = from; instant < to; instant += 7 * 86_400_000 + 3_600_000) {
      const moment = new Date(instant);
      expect(companyTime(moment).utcOffset()).toBe(offsetOf(moment));
    }
  });

  it.each([
    ['21:00 UTC is midnight in Moscow', '2025-03-09T21:00:00Z', '2025-03-10'],
    ['20:59 UTC is still the day before', '2025-03-09T20:59:59Z', '2025-03-09'],
    ['the last evening of the year', '2025-12-31T20:30:00Z', '2025-12-31'],
    ['the new year in Moscow', '2025-12-31T21:30:00Z', '2026-01-01'],
  ])('%s', (_case, instant, today) => {
    expect(companyToday(new Date(instant))).toBe(today);
  });

  it('asked again and again across midnight, each moment gets its own date (the per-minute memo)', () => {
    const last = Date.parse('2025-03-09T20:59:59.999Z');
    expect(companyToday(last - 59_999)).toBe('2025-03-09');
    expect(companyToday(last)).toBe('2025-03-09');
    expect(companyToday(last + 1)).toBe('2025-03-10');
    expect(companyToday(last)).toBe('2025-03-09');
    expect(companyToday('not a date')).toBe('Invalid Date');
  });

  it.each([
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-09', 0, '2025-03-09'],
  ])('%s plus %i day(s) is %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it.each([
    ['2025-02-28', true],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-3-9', false],
    ['09.03.2025', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('dates in the active language', () => {
  it('the same date reads in Russian and in English', () => {
    expect(formatLocalDate('2025-03-07', 'ru')).toBe('07.03.2025');
    expect(formatLocalDate('2025-03-07', 'en')).toBe('7 Mar 2025');
    expect(formatLocalDate('2025-03-07T09:05:00', 'ru', 'dateTime')).toBe('07.03.2025 9:05');
    expect(formatLocalDate('2025-03-07T09:05:00', 'en-GB', 'dateTime')).toBe('7 Mar 2025, 9:05');
    expect(formatLocalDate('2025-03-07', 'en', 'input')).toBe('07/03/2025');
  });

  it("month and weekday names follow the language, and the global locale stays dayjs's own", () => {
    expect(localDate('2025-03-07', 'ru').format('MMMM, dd')).toBe('март, пт');
    expect(localDate('2025-03-07', 'en').format('MMMM, dd')).toBe('March, Fr');
    expect(localDate('2025-03-09', 'ru').startOf('week').format('YYYY-MM-DD')).toBe('2025-03-03');
    expect(dayjs.locale()).toBe('en');
  });

  it('what is not a date says so in either language', () => {
    expect(formatLocalDate('not a date', 'ru')).toBe('Invalid date');
    expect(formatLocalDate('not a date', 'en')).toBe('Invalid date');
  });
});
