/**
 * Деловые Линии's terminals as our points. Their directory is one file of every city and
 * terminal (https://dev.dellin.ru/api/en_terminals/terminals-directory/): the method answers its
 * URL and a hash, the file is megabytes. A daily sync asks for city after city, so the file is
 * read once, kept for an hour, and read again only when its hash has changed.
 */
import { checkedAnswer } from '../answer';
import { clockTime, weekHours } from '../hours';
import { CarrierError, type CarrierHttp } from '../http';
import type { CarrierPoint } from '../types';
import { DellinDirectoryAnswer, DellinDirectoryFile, type DellinDirectoryTerminal } from './answers';

const KEEP_MS = 60 * 60 * 1000;
/** The whole country's file: far above a quote's cap, and slower. */
const FILE = { maxBytes: 64 * 1024 * 1024, timeoutMs: 60_000 };

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** The department whose hours are the terminal's for a customer with cargo, best first. */
const DEPARTMENTS = ['Прием и выдача груза', 'Приём и выдача груза', 'Приём груза', 'Выдача груза'];

/** '09:00-18:00' from their day's text ('9:00-18:00', '09:00 - 18:00'); '-' or '' is closed. */
function dayHours(text: string | null | undefined): string | null {
  const match = /(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/.exec(text ?? '');
  return match ? `${clockTime(match[1])}-${clockTime(match[2])}` : null;
}

function hoursOf(terminal: DellinDirectoryTerminal): string {
  const tables = terminal.worktables?.worktable ?? [];
  const table =
    DEPARTMENTS.map((name) => tables.find((t) => t.department?.trim() === name)).find(Boolean) ?? tables[0];
  if (!table) return '';
  const week = weekHours(WEEK.map((day) => dayHours(table[day])));
  return week || (table.timetable?.trim() ?? '');
}

/** A terminal that takes or gives out cargo, with a place on the map; offices are left out. */
function dellinPoint(terminal: DellinDirectoryTerminal): CarrierPoint | null {
  const lat = Number(terminal.latitude);
  const lon = Number(terminal.longitude);
  if (terminal.isOffice === true) return null;
  if (terminal.receiveCargo === false && terminal.giveoutCargo === false) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) return null;
  return {
    code: String(terminal.id),
    kind: 'WAREHOUSE',
    name: terminal.name,
    address: (terminal.fullAddress || terminal.address || terminal.name).trim(),
    hours: hoursOf(terminal),
    lat,
    lon,
    locker: null,
  };
}

interface Directory {
  hash: string;
  readAt: number;
  byCity: Map<string, DellinDirectoryTerminal[]>;
}

interface DellinDirectoryDeps {
  http: CarrierHttp;
  /** The API's host name (DELLIN_API_URL's), the only one the file is fetched from. */
  apiHost: string;
  now: () => Date;
  /** POSTs {appkey} to a method of theirs. */
  manifest: (signal: AbortSignal) => Promise<unknown>;
}

/** Their terminals of a city by its 25-digit code, from the directory file kept as said above. */
export function dellinDirectory(deps: DellinDirectoryDeps) {
  let kept: Directory | null = null;
  let reading: Promise<Directory> | null = null;

  async function read(signal: AbortSignal): Promise<Directory> {
    const { hash, url } = checkedAnswer(DellinDirectoryAnswer, await deps.manifest(signal), 'terminals');
    const readAt = deps.now().getTime();
    if (kept && kept.hash === hash) return (kept = { ...kept, readAt });
    // Only their own host is fetched: an answer must not send the server elsewhere.
    if (!/^https?:\/\//.test(url) || new URL(url).hostname !== deps.apiHost)
      throw new CarrierError('bad-answer', `terminals: the file is not on ${deps.apiHost}: ${url}`);
    const { body } = await deps.http({ method: 'GET', url, signal, ...FILE });
    const file = checkedAnswer(DellinDirectoryFile, body, 'terminals file');
    const byCity = new Map(file.city.map((city) => [city.code, city.terminals?.terminal ?? []]));
    return (kept = { hash, readAt, byCity });
  }

  return async function terminalsOf(cityCode: string, signal: AbortSignal): Promise<CarrierPoint[]> {
    if (!kept || deps.now().getTime() - kept.readAt > KEEP_MS) {
      // One read for every city a sync asks about at once.
      reading ??= read(signal).finally(() => (reading = null));
      await reading;
    }
    const terminals = kept?.byCity.get(cityCode) ?? [];
    return terminals.map(dellinPoint).filter((point): point is CarrierPoint => point !== null);
  };
}
