/**
 * A point's opening hours in the one form the site shows for every carrier:
 * 'Пн-Пт 09:00-20:00, Сб 10:00-16:00' (closed days left out), built from the hours of each
 * weekday as the carrier lists them.
 */
const DAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

/** `week[0]` is Monday; null or '' is a day off. Runs of days with the same hours are joined. */
export function weekHours(week: ReadonlyArray<string | null | undefined>): string {
  const runs: Array<{ from: number; to: number; hours: string }> = [];
  DAYS.forEach((_, day) => {
    const hours = week[day]?.trim();
    if (!hours) return;
    const last = runs.at(-1);
    if (last && last.to === day - 1 && last.hours === hours) last.to = day;
    else runs.push({ from: day, to: day, hours });
  });
  return runs
    .map(({ from, to, hours }) => `${from === to ? DAYS[from] : `${DAYS[from]}-${DAYS[to]}`} ${hours}`)
    .join(', ');
}

/** 'HH:MM' from the forms carriers write times in: '9:00', '09:00:00', a date and time, '' (midnight). */
export function clockTime(text: string | null | undefined): string {
  const match = /(\d{1,2}):(\d{2})/.exec(text ?? '');
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '00:00';
}
