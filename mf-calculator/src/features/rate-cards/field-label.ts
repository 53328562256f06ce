import type { TFunction } from 'i18next';

type Label = (match: RegExpExecArray, t: TFunction) => string;

/** A position in a list, counted from 1 as the form counts its rows. */
const nth = (index: string | undefined) => Number(index) + 1;

/**
 * How the form labels each field of a card, by the field's path (`consolidated.zones[0].rubPerKg[2]`
 * reads 'Зона 1: ₽/кг от порога 3'). A whole row added or removed names its first field; the
 * section names whatever else changed inside it.
 */
const LABELS: ReadonlyArray<[RegExp, Label]> = [
  [
    /^consolidated\.terminals\[(\d+)\](?:\.(city|hub|doorFactor))?$/,
    (m, t) => t(`rateCards.terminal.${m[2] ?? 'city'}`, { n: nth(m[1]) }),
  ],
  [/^consolidated\.weightBreaksKg\[(\d+)\]$/, (m, t) => t('rateCards.break', { n: nth(m[1]) })],
  [
    /^consolidated\.zones\[(\d+)\]\.rubPerKg\[(\d+)\]$/,
    (m, t) => t('rateCards.zone.rate', { n: nth(m[1]), k: nth(m[2]) }),
  ],
  [
    /^consolidated\.zones\[(\d+)\](?:\.(upToKm|minimumRub))?$/,
    (m, t) => t(`rateCards.zone.${m[2] ?? 'upToKm'}`, { n: nth(m[1]) }),
  ],
  [/^consolidated\.maxShipmentKg$/, (_m, t) => t('rateCards.maxShipmentKg')],
  [
    /^consolidated\.(pickup|delivery)\[(\d+)\](?:\.(upToKg|rub))?$/,
    (m, t) => t(`rateCards.band.${m[3] ?? 'upToKg'}`, { what: t(`rateCards.${m[1]}`), n: nth(m[2]) }),
  ],
  [
    /^dedicated\.vehicles\[(\d+)\]\.rubPerKm\.([\w-]+)$/,
    (m, t) => t('rateCards.vehicle.body', { n: nth(m[1]), body: t(`rateCards.bodies.${m[2]}`) }),
  ],
  [
    /^dedicated\.vehicles\[(\d+)\](?:\.(vehicle|minimumRub))?$/,
    (m, t) =>
      t(m[2] === 'minimumRub' ? 'rateCards.vehicle.minimumRub' : 'rateCards.vehicle.slug', { n: nth(m[1]) }),
  ],
  [
    /^dedicated\.loadRub\.([\w-]+)$/,
    (m, t) => t('rateCards.loadPrice', { load: t(`rateCards.load.${m[1]}`) }),
  ],
  [
    /^dedicated\.serviceRub\.([\w-]+)$/,
    (m, t) => t('rateCards.servicePrice', { service: t(`rateCards.service.${m[1]}`) }),
  ],
  [/^(consolidated|dedicated)\b/, (m, t) => t(`rateCards.${m[1]}`)],
];

/** The field a version changed, named as the form names it; a path the form does not know stays a path. */
export function changedFieldLabel(path: string, t: TFunction): string {
  for (const [pattern, label] of LABELS) {
    const match = pattern.exec(path);
    if (match) return label(match, t);
  }
  return path;
}
