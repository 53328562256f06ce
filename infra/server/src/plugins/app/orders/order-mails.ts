import {
  dataNames,
  formatCost,
  formatLocalDate,
  type OrderDetail,
  type OrderStatus,
} from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { escapeHtml } from '../../../escape-html';
import type { Mail, MailAttachment } from '../mail/mailer';
import { expectedDelivery } from './expected-delivery';

export type MailLanguage = 'ru' | 'en';

interface MailTexts {
  status: Record<OrderStatus, string>;
  greeting: string;
  confirmedSubject: (number: string) => string;
  confirmedLead: (number: string) => string;
  statusSubject: (number: string, status: string) => string;
  statusLead: (number: string, status: string) => string;
  dateSubject: (number: string) => string;
  dateLead: (number: string, date: string) => string;
  route: string;
  carrier: string;
  total: string;
  loadingDate: string;
  expectedDelivery: string;
  waybill: string;
  track: string;
  signature: string;
}

/** Both languages have every text: the type makes a missing one a compile error. */
export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = {
  ru: {
    status: {
      created: 'Заказ оформлен',
      confirmed: 'Заказ подтверждён',
      picked_up: 'Груз принят',
      in_transit: 'В пути',
      arrived: 'Прибыл в город назначения',
      delivered: 'Доставлен',
      cancelled: 'Отменён',
    },
    greeting: 'Здравствуйте!',
    confirmedSubject: (number) => `Заказ ${number} оформлен`,
    confirmedLead: (number) => `Мы приняли ваш заказ ${number}.`,
    statusSubject: (number, status) => `Заказ ${number}: ${status}`,
    statusLead: (number, status) => `Статус заказа ${number} изменился: ${status}.`,
    dateSubject: (number) => `Заказ ${number}: новая дата погрузки`,
    dateLead: (number, date) => `Дата погрузки по заказу ${number} изменилась: ${date}.`,
    route: 'Маршрут',
    carrier: 'Перевозчик',
    total: 'Стоимость',
    loadingDate: 'Дата погрузки',
    expectedDelivery: 'Ожидаемая дата доставки',
    waybill: 'Накладная приложена к письму (PDF).',
    track: 'Отслеживание',
    signature: 'Команда «Доставка»',
  },
  en: {
    status: {
      created: 'Order placed',
      confirmed: 'Order confirmed',
      picked_up: 'Cargo picked up',
      in_transit: 'In transit',
      arrived: 'Arrived in the destination city',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    },
    greeting: 'Hello,',
    confirmedSubject: (number) => `Order ${number} placed`,
    confirmedLead: (number) => `We have received your order ${number}.`,
    statusSubject: (number, status) => `Order ${number}: ${status}`,
    statusLead: (number, status) => `The status of order ${number} has changed: ${status}.`,
    dateSubject: (number) => `Order ${number}: new loading date`,
    dateLead: (number, date) => `The loading date of order ${number} has changed: ${date}.`,
    route: 'Route',
    carrier: 'Carrier',
    total: 'Total',
    loadingDate: 'Loading date',
    expectedDelivery: 'Expected delivery',
    waybill: 'The waybill is attached (PDF).',
    track: 'Tracking',
    signature: 'The Dostavka team',
  },
};

function facts(order: OrderDetail, lang: MailLanguage): Array<[string, string]> {
  const t = MAIL_TEXTS[lang];
  const names = dataNames(ruleMessages(lang), lang);
  const city = (direction: OrderDetail['directions']['from']) => names.place(direction.city?.name ?? '');
  const rows: Array<[string, string]> = [
    [t.route, `${city(order.directions.from)} → ${city(order.directions.to)}`],
    [
      t.carrier,
      ruleMessages(lang)(`offerText.carrier.${order.tariff.company.slug}`, {
        defaultValue: order.tariff.company.name,
      }),
    ],
    // The site's way of writing roubles in each language ('2 954 ₽', '₽2,954').
    [t.total, formatCost(order.total, lang)],
    [t.loadingDate, formatLocalDate(order.loadingDate, lang)],
  ];
  const expected = expectedDelivery(order);
  if (expected) rows.push([t.expectedDelivery, formatLocalDate(expected, lang)]);
  return rows;
}

/** One mail in both parts: the same paragraphs and facts as plain text and as HTML. */
function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  rows: Array<[string, string]>,
  trackUrl: string,
  lang: MailLanguage,
  attachments?: MailAttachment[],
): Mail {
  const t = MAIL_TEXTS[lang];
  const text = [
    t.greeting,
    '',
    ...paragraphs,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.track}: ${trackUrl}`,
    '',
    t.signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">`,
    `<p>${escapeHtml(t.greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><td style="color:#666">${escapeHtml(label)}</td><td><b>${escapeHtml(value)}</b></td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(trackUrl)}">${escapeHtml(t.track)}</a></p>`,
    `<p>${escapeHtml(t.signature)}</p>`,
    '</body></html>',
  ].join('');
  // The language goes with the mail, so the company's signature under it is in the same one.
  return { to, subject, text, html, lang, ...(attachments ? { attachments } : {}) };
}

const trackUrl = (siteUrl: string, number: string) =>
  `${siteUrl.replace(/\/$/, '')}/tracking/?number=${encodeURIComponent(number)}`;

export function confirmationMail(
  order: OrderDetail,
  to: string,
  lang: MailLanguage,
  siteUrl: string,
  waybill: Buffer,
): Mail {
  const t = MAIL_TEXTS[lang];
  return compose(
    to,
    t.confirmedSubject(order.number),
    [t.confirmedLead(order.number), t.waybill],
    facts(order, lang),
    trackUrl(siteUrl, order.number),
    lang,
    [{ filename: `waybill-${order.number}.pdf`, contentType: 'application/pdf', content: waybill }],
  );
}

export function statusMail(order: OrderDetail, to: string, lang: MailLanguage, siteUrl: string): Mail {
  const t = MAIL_TEXTS[lang];
  const status = t.status[order.status];
  return compose(
    to,
    t.statusSubject(order.number, status),
    [t.statusLead(order.number, status)],
    facts(order, lang),
    trackUrl(siteUrl, order.number),
    lang,
  );
}

export function loadingDateMail(order: OrderDetail, to: string, lang: MailLanguage, siteUrl: string): Mail {
  const t = MAIL_TEXTS[lang];
  return compose(
    to,
    t.dateSubject(order.number),
    [t.dateLead(order.number, formatLocalDate(order.loadingDate, lang))],
    facts(order, lang),
    trackUrl(siteUrl, order.number),
    lang,
  );
}
