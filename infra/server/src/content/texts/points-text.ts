/** The carriers' offices and parcel lockers of a city, as its origin and destination pages tell them. */
import { pluralRu, type Localized, type PickupPoint } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../names';
import { hoursEn, pointEn } from './words';

/** A pick-up point's name, address and hours as a page in `lang` writes them. */
export const pointIn = (point: PickupPoint, lang: 'ru' | 'en') =>
  lang === 'ru'
    ? { name: point.name, address: point.address, hours: point.hours }
    : { name: pointEn(point), address: placeEn(point.address), hours: hoursEn(point.hours) };

/**
 * The city's offices and parcel lockers. The destination page (a recipient choosing where to
 * collect) lists each with its address, the hours once when they are the same for all, a locker's
 * largest cell by weight; the origin page counts them with their hours and links to that list (the
 * two pages of a city would otherwise repeat it word for word). Empty when the city has none.
 */
export function officesAndLockers(
  city: { name: string; en: string; slug: string },
  offices: PickupPoint[],
  lockers: PickupPoint[],
  role: 'send' | 'receive',
): Localized<string> {
  if (offices.length === 0 && lockers.length === 0) return { ru: '', en: '' };
  const hoursOf = (points: PickupPoint[], lang: 'ru' | 'en') => {
    const all = [...new Set(points.map((point) => pointIn(point, lang).hours))];
    return all.length === 1 ? all[0]! : null;
  };
  const list = (points: PickupPoint[], lang: 'ru' | 'en') => {
    const common = hoursOf(points, lang);
    const items = points
      .map((point) => {
        const { name, address, hours } = pointIn(point, lang);
        const cell = point.locker
          ? `, ${lang === 'ru' ? 'до' : 'up to'} ${point.locker.maxKg} ${lang === 'ru' ? 'кг' : 'kg'}`
          : '';
        return `${name} — ${address}${cell}${common ? '' : `, ${hours}`}`;
      })
      .join('; ');
    return common ? `${items} (${common})` : items;
  };
  const largest = Math.max(0, ...lockers.map((point) => point.locker?.maxKg ?? 0));
  if (role === 'send') {
    const link = `/route/any/${city.slug}/`;
    const officeHours = (lang: 'ru' | 'en') => {
      const hours = hoursOf(offices, lang);
      return hours ? ` (${hours})` : '';
    };
    const ru = [
      offices.length > 0
        ? `в ${offices.length} ${pluralRu(offices.length, ['пункте', 'пунктах', 'пунктах'])} приёма перевозчиков${officeHours('ru')}`
        : '',
      lockers.length > 0
        ? `посылку до ${largest} кг — в ${lockers.length} ${pluralRu(lockers.length, ['постамате', 'постаматах', 'постаматах'])}`
        : '',
    ].filter(Boolean);
    const en = [
      offices.length > 0
        ? `at ${offices.length} carrier office${offices.length === 1 ? '' : 's'}${officeHours('en')}`
        : '',
      lockers.length > 0
        ? `a parcel up to ${largest} kg at ${lockers.length} parcel locker${lockers.length === 1 ? '' : 's'}`
        : '',
    ].filter(Boolean);
    return {
      ru: `Сдать груз в г. ${city.name} можно и ${ru.join(', ')}; их адреса — на странице <a href="${link}">доставки в г. ${city.name}</a>.`,
      en: `In ${city.en} loads are also taken ${en.join(', ')}; their addresses are on the <a href="${link}">delivery to ${city.en}</a> page.`,
    };
  }
  const ru: string[] = [];
  const en: string[] = [];
  if (offices.length > 0) {
    ru.push(
      // Receiving is «выдача», sending «приём» (issue 38, item 7): the same words as the order page's.
      `Забрать груз в г. ${city.name} можно и в ${offices.length} ${pluralRu(offices.length, ['пункте', 'пунктах', 'пунктах'])} выдачи перевозчиков: ${list(offices, 'ru')}.`,
    );
    en.push(
      `In ${city.en} loads are also handed over at ${offices.length} carrier office${offices.length === 1 ? '' : 's'}: ${list(offices, 'en')}.`,
    );
  }
  if (lockers.length > 0) {
    ru.push(
      `Посылку, которая помещается в ячейку (до ${largest} кг), выдают ${lockers.length} ${pluralRu(lockers.length, ['постамат', 'постамата', 'постаматов'])}: ${list(lockers, 'ru')}.`,
    );
    en.push(
      `A parcel that fits a cell (up to ${largest} kg) is handed over by ${lockers.length} parcel locker${lockers.length === 1 ? '' : 's'}: ${list(lockers, 'en')}.`,
    );
  }
  return { ru: ru.join(' '), en: en.join(' ') };
}
