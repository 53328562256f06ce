/**
 * A rate card as the staff console's form edits it (issue 19): the card's own shape, every number
 * kept as the text typed (a comma or a dot), so the form keeps "12," while it is typed. These
 * rules say what one field can tell; the server checks the rest (bands in order, farther and
 * heavier never cheaper, known cities and vehicles) and names the field of each broken rule.
 */
import { array, boolean, object, string } from 'yup';
import { parseDecimal } from '@dostavka/shared-kernel/domain';

interface Limits {
  /** Empty is allowed (an open bound; a service not offered). */
  optional?: boolean;
  /** Above zero, not only zero or more. */
  positive?: boolean;
  min?: number;
  max?: number;
  /** The key of a message for a value out of min..max. */
  range?: string;
}

/** A number typed as text, with its limits; messages are translation keys. */
export function decimalText({ optional = false, positive = false, min, max, range }: Limits = {}) {
  return string()
    .default('')
    .test('decimal', function check(text) {
      const value = (text ?? '').trim();
      if (value === '') return optional || this.createError({ message: 'validation.required' });
      const number = parseDecimal(value);
      if (!Number.isFinite(number)) return this.createError({ message: 'validation.rateCard.number' });
      if ((min !== undefined && number < min) || (max !== undefined && number > max))
        return this.createError({ message: range ?? 'validation.rateCard.number' });
      if (positive && number <= 0) return this.createError({ message: 'validation.rateCard.positive' });
      if (number < 0) return this.createError({ message: 'validation.rateCard.notNegative' });
      return true;
    });
}

const rub = (optional = false) => decimalText({ optional });
const band = object({ upToKg: decimalText({ optional: true, positive: true }), rub: rub() });
const bands = array(band).min(1, 'validation.rateCard.rows');

const consolidated = object({
  terminals: array(
    object({
      city: string()
        .trim()
        .required('validation.required')
        .matches(/^[0-9]{13}$/, 'validation.rateCard.cityCode'),
      hub: boolean(),
      doorFactor: decimalText({ min: 0.5, max: 3, range: 'validation.rateCard.doorFactor' }),
    }),
  ).min(2, 'validation.rateCard.terminals'),
  weightBreaksKg: array(decimalText()).min(1, 'validation.rateCard.rows'),
  zones: array(
    object({
      upToKm: decimalText({ optional: true, positive: true }),
      rubPerKg: array(decimalText({ positive: true })),
      minimumRub: rub(),
    }),
  ).min(1, 'validation.rateCard.rows'),
  maxShipmentKg: decimalText({ positive: true }),
  pickup: bands,
  delivery: bands,
})
  .default(undefined)
  .optional();

const bodies = object({
  tent: decimalText({ optional: true, positive: true }),
  flatbed: decimalText({ optional: true, positive: true }),
  isothermal: decimalText({ optional: true, positive: true }),
  refrigerated: decimalText({ optional: true, positive: true }),
});

const dedicated = object({
  vehicles: array(
    object({
      vehicle: string().trim().required('validation.rateCard.vehicle'),
      rubPerKm: bodies,
      minimumRub: rub(),
    }),
  ).min(1, 'validation.rateCard.rows'),
  loadRub: object({ rear: rub(), 'rear-side': rub(true), 'rear-top': rub(true), 'rear-side-top': rub(true) }),
  serviceRub: object({
    straps: rub(true),
    stakes: rub(true),
    'wooden-floor': rub(true),
    crating: rub(true),
    'tail-lift': rub(true),
  }),
})
  .default(undefined)
  .optional();

/** The form's rules over the parts of a card it edits (texts, lines and speed are kept as they are). */
export const rateCardFormSchema = object({ consolidated, dedicated });
