import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  COMPANY,
  dataNames,
  deliveryMethodAt,
  formatCost,
  formatLocalDate,
  formatNumber,
  formatPhone,
  formatSize,
  formatTerm,
  offerCarrier,
  offerName,
  type Contact,
  type DataNames,
  type Direction,
  type OrderDetail,
  type ShipmentEnd,
} from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { priceLineText } from '../../../tariffs/price-line';
import { expectedDelivery } from '../orders/expected-delivery';

export type WaybillLanguage = 'ru' | 'en';

interface WaybillTexts {
  title: (number: string) => string;
  documentTitle: (number: string) => string;
  orderDate: string;
  loadingDate: string;
  expectedDelivery: string;
  carrier: string;
  forwarder: string;
  legalName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  passport: string;
  handOver: Record<string, string>;
  cell: (length: number, width: number, height: number, kg: number) => string;
  office: string;
  route: string;
  from: string;
  to: string;
  sender: string;
  recipient: string;
  payer: string;
  cargo: string;
  description: string;
  pieces: string;
  totals: (pieces: number, volume: string | undefined) => string;
  vehicle: string;
  upTo: (tonnes: number) => string;
  totalWeight: string;
  declared: string;
  prices: string;
  total: string;
  signatures: string;
  handedOver: string;
  accepted: string;
  received: string;
  signature: string;
  date: string;
}

/** Both languages have every text: the type makes a missing one a compile error. */
export const WAYBILL_TEXTS: Record<WaybillLanguage, WaybillTexts> = {
  ru: {
    title: (number) => `Транспортная накладная № ${number}`,
    documentTitle: (number) => `Транспортная накладная ${number}`,
    orderDate: 'Дата заказа',
    loadingDate: 'Дата погрузки',
    expectedDelivery: 'Ожидаемая дата доставки',
    carrier: 'Перевозчик',
    forwarder: 'Экспедитор',
    legalName: COMPANY.legalName,
    inn: 'ИНН',
    kpp: 'КПП',
    ogrn: 'ОГРН',
    passport: 'Паспорт',
    handOver: {
      WAREHOUSE: 'терминал',
      OFFICE_FROM: 'пункт приёма',
      OFFICE: 'пункт выдачи',
      POSTAMAT: 'постамат',
      COURIER: 'курьер',
    },
    cell: (l, w, h, kg) => `Ячейка до ${l} × ${w} × ${h} см, до ${kg} кг`,
    office: 'офис',
    route: 'Маршрут',
    from: 'Откуда',
    to: 'Куда',
    sender: 'Отправитель',
    recipient: 'Получатель',
    payer: 'Плательщик',
    cargo: 'Груз',
    description: 'Описание',
    pieces: 'шт.',
    totals: (pieces, volume) => `Мест: ${pieces}${volume ? `, объём: ${volume}` : ''} (без размеров мест)`,
    vehicle: 'Транспорт',
    upTo: (tonnes) => `до ${tonnes} т`,
    totalWeight: 'Общий вес',
    declared: 'Объявленная ценность',
    prices: 'Стоимость',
    total: 'Итого',
    signatures: 'Подписи',
    handedOver: 'Груз сдал (отправитель)',
    accepted: 'Груз принял (перевозчик)',
    received: 'Груз получил (получатель)',
    signature: 'подпись, Ф. И. О.',
    date: 'дата',
  },
  en: {
    title: (number) => `Waybill No. ${number}`,
    documentTitle: (number) => `Waybill ${number}`,
    orderDate: 'Order date',
    loadingDate: 'Loading date',
    expectedDelivery: 'Expected delivery',
    carrier: 'Carrier',
    forwarder: 'Forwarder',
    legalName: COMPANY.legalNameEn,
    inn: 'INN',
    kpp: 'KPP',
    ogrn: 'OGRN',
    passport: 'Passport',
    handOver: {
      WAREHOUSE: 'terminal',
      OFFICE_FROM: 'drop-off point',
      OFFICE: 'pick-up point',
      POSTAMAT: 'parcel locker',
      COURIER: 'courier',
    },
    cell: (l, w, h, kg) => `Cell up to ${l} × ${w} × ${h} cm, up to ${kg} kg`,
    office: 'office',
    route: 'Route',
    from: 'From',
    to: 'To',
    sender: 'Sender',
    recipient: 'Recipient',
    payer: 'Payer',
    cargo: 'Cargo',
    description: 'Description',
    pieces: 'pcs',
    totals: (pieces, volume) =>
      `Pieces: ${pieces}${volume ? `, volume: ${volume}` : ''} (no sizes of pieces)`,
    vehicle: 'Vehicle',
    upTo: (tonnes) => `up to ${tonnes} t`,
    totalWeight: 'Total weight',
    declared: 'Declared value',
    prices: 'Cost',
    total: 'Total',
    signatures: 'Signatures',
    handedOver: 'Cargo handed over (sender)',
    accepted: 'Cargo accepted (carrier)',
    received: 'Cargo received (recipient)',
    signature: 'signature, full name',
    date: 'date',
  },
};

// Montserrat, the site's font, as TrueType with its Cyrillic: PDF viewers need no font of their own.
const FONTS = {
  regular: require.resolve('@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf'),
};
const MARGIN = 40;
const QR_SIZE = 90;

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('bold').fontSize(11).text(text).font('regular').fontSize(9).moveDown(0.2);
}

function contactLines(contact: Contact, t: WaybillTexts): string[] {
  const lines = [
    `${contact.name}, ${formatPhone(contact.phone)}${contact.email ? `, ${contact.email}` : ''}`,
  ];
  if (contact.company) {
    const kpp = contact.company.kpp ? `, ${t.kpp} ${contact.company.kpp}` : '';
    lines.push(`${contact.company.name}, ${t.inn} ${contact.company.inn}${kpp}`);
  }
  if (contact.passport) lines.push(`${t.passport} ${contact.passport.series} ${contact.passport.number}`);
  return lines;
}

/** One end of the route: the city, how the cargo is handed over, and where (the point or the address). */
function place(direction: Direction, end: ShipmentEnd, t: WaybillTexts, names: DataNames): string[] {
  const { address, point } = direction;
  // An office receives the cargo at the origin and gives it out at the destination.
  const how = t.handOver[deliveryMethodAt(direction.deliveryMethod.slug, end)];
  const lines = [[names.place(direction.city?.name ?? ''), how].filter(Boolean).join(', ')];
  if (point) {
    lines.push(`${names.point(point, end)}: ${names.place(point.address)}, ${names.hours(point.hours)}`);
    if (point.locker) {
      const { cellCm, maxKg } = point.locker;
      lines.push(t.cell(cellCm.length, cellCm.width, cellCm.height, maxKg));
    }
  } else if (address.value) {
    lines.push([address.value, address.office && `${t.office} ${address.office}`].filter(Boolean).join(', '));
  }
  return lines;
}

/** A line to sign on: who signs, then room for the signature and the date. */
function signatureLine(doc: Doc, who: string, t: WaybillTexts) {
  const y = doc.y + 14;
  const width = doc.page.width - 2 * MARGIN;
  doc.text(who, MARGIN, y);
  doc
    .moveTo(MARGIN + 170, y + 10)
    .lineTo(MARGIN + width - 130, y + 10)
    .moveTo(MARGIN + width - 110, y + 10)
    .lineTo(MARGIN + width, y + 10)
    .lineWidth(0.5)
    .stroke('#000000');
  doc
    .fontSize(7)
    .text(t.signature, MARGIN + 170, y + 12)
    .text(t.date, MARGIN + width - 110, y + 12);
  doc.fontSize(9);
  doc.x = MARGIN;
}

/** Draws the order number as a QR code of filled squares: vector, sharp at any zoom. */
function drawQr(doc: Doc, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

/**
 * The waybill of an order as a one-page A4 PDF: the company, parties, route with the hand-over
 * points or addresses, the expected delivery date, cargo, prices, signature lines, QR of the number.
 */
export function renderWaybill(order: OrderDetail, lang: WaybillLanguage = 'ru'): Promise<Buffer> {
  const t = WAYBILL_TEXTS[lang];
  const words = ruleMessages(lang);
  const date = (input: string) => formatLocalDate(input, lang, 'date');
  const cost = (value: number) => formatCost(value, lang);
  const { tariff } = order;
  const names = dataNames(words, lang);
  const carrier = offerCarrier(tariff, words);
  const tariffName = offerName(tariff, words, names.vehicle);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t.documentTitle(order.number), Author: COMPANY.brandEn },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawQr(doc, order.number, doc.page.width - MARGIN - QR_SIZE, MARGIN);
  // The lines beside the QR code wrap before it: pdfkit's width option holds for one call only.
  const beside = { width: doc.page.width - 2 * MARGIN - QR_SIZE - 10 };
  doc.font('bold').fontSize(16).text(t.title(order.number), MARGIN, MARGIN, beside);
  doc.font('regular').fontSize(9).moveDown(0.3);
  doc.text(`${t.orderDate}: ${date(order.created_at)}`, beside);
  doc.text(`${t.loadingDate}: ${date(order.loadingDate)}`, beside);
  const arrival = order.tariff.dates?.plannedDateShipmentCargo;
  const expected = expectedDelivery(order);
  if (arrival && expected) {
    const term = arrival.days
      ? formatTerm(arrival.days.min, arrival.days.max, lang)
      : lang === 'ru'
        ? arrival.text
        : '';
    doc.text(`${t.expectedDelivery}: ${date(expected)}${term ? ` (${term})` : ''}`, beside);
  }
  doc.text(`${t.carrier}: ${carrier} (${tariffName})`, beside);
  const { requisites } = COMPANY;
  doc.text(
    `${t.forwarder}: ${t.legalName}, ${t.inn} ${requisites.inn}, ${t.kpp} ${requisites.kpp}, ${t.ogrn} ${requisites.ogrn}`,
    beside,
  );
  doc.text(
    `${lang === 'ru' ? COMPANY.address : COMPANY.addressEn}, ${formatPhone(COMPANY.phone)}, ${COMPANY.email}`,
    beside,
  );
  doc.y = Math.max(doc.y, MARGIN + QR_SIZE);

  heading(doc, t.route);
  const [fromHead, ...fromRest] = place(order.directions.from, 'from', t, names);
  doc.text(`${t.from}: ${fromHead}`);
  for (const line of fromRest) doc.text(line);
  const [toHead, ...toRest] = place(order.directions.to, 'to', t, names);
  doc.text(`${t.to}: ${toHead}`);
  for (const line of toRest) doc.text(line);

  const parties = [
    [t.sender, order.contacts.sender],
    [t.recipient, order.contacts.recipient],
    [t.payer, order.contacts.payer],
  ] as const;
  for (const [title, contact] of parties) {
    heading(doc, title);
    for (const line of contactLines(contact, t)) doc.text(line);
  }

  heading(doc, t.cargo);
  const { delivery } = order;
  const kg = (grams: number) => `${formatNumber(grams / 1000, 3, lang)} ${lang === 'ru' ? 'кг' : 'kg'}`;
  if (delivery.description) doc.text(`${t.description}: ${delivery.description}`);
  delivery.dimensions.cargos.forEach((cargo, i) => {
    doc.text(
      `${i + 1}. ${formatSize(cargo, undefined, lang)}, ${kg(cargo.weight)} × ${cargo.quantity} ${t.pieces}`,
    );
  });
  const { totals } = delivery.dimensions;
  if (totals)
    doc.text(
      t.totals(
        totals.quantity,
        totals.volume ? `${formatNumber(totals.volume, 2, lang)} ${lang === 'ru' ? 'м³' : 'm³'}` : undefined,
      ),
    );
  if (delivery.dimensions.car) {
    const car = delivery.dimensions.car;
    doc.text(
      `${t.vehicle}: ${names.body(car.type)}, ${formatSize(car, undefined, lang)}, ${t.upTo(car.weight)}`,
    );
  }
  doc.text(`${t.totalWeight}: ${kg(delivery.dimensions.commonWeight)}`);
  doc.text(`${t.declared}: ${cost(delivery.declared)}`);

  heading(doc, t.prices);
  for (const price of order.tariff.prices) doc.text(`${priceLineText(price, lang)}: ${cost(price.value)}`);
  doc.font('bold').text(`${t.total}: ${cost(order.total)}`);

  doc.font('regular');
  heading(doc, t.signatures);
  signatureLine(doc, t.handedOver, t);
  signatureLine(doc, t.accepted, t);
  signatureLine(doc, t.received, t);

  doc.end();
  return done;
}
