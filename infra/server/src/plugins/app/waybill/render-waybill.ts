import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  COMPANY,
  formatCost,
  formatDate,
  formatPhone,
  formatSize,
  normalizePhone,
  type Contact,
  type Direction,
  type OrderDetail,
} from '@dostavka/shared-kernel/domain';

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

function contactLines(contact: Contact): string[] {
  const lines = [
    `${contact.name}, ${formatPhone(normalizePhone(contact.phone))}${contact.email ? `, ${contact.email}` : ''}`,
  ];
  if (contact.company) {
    const kpp = contact.company.kpp ? `, КПП ${contact.company.kpp}` : '';
    lines.push(`${contact.company.name}, ИНН ${contact.company.inn}${kpp}`);
  }
  if (contact.passport) lines.push(`Паспорт ${contact.passport.series} ${contact.passport.number}`);
  return lines;
}

const HAND_OVER: Record<string, string> = {
  WAREHOUSE: 'терминал',
  OFFICE: 'пункт приёма',
  POSTAMAT: 'постамат',
  COURIER: 'курьер',
};

/** One end of the route: the city, how the cargo is handed over, and where (the point or the address). */
function place(direction: Direction): string[] {
  const { address, point } = direction;
  const how = HAND_OVER[direction.deliveryMethod.slug];
  const lines = [[direction.city?.name ?? '', how].filter(Boolean).join(', ')];
  if (point) {
    lines.push(`${point.name}: ${point.address}, ${point.hours}`);
    if (point.locker) {
      const { cellCm, maxKg } = point.locker;
      lines.push(`Ячейка до ${cellCm.length} × ${cellCm.width} × ${cellCm.height} см, до ${maxKg} кг`);
    }
  } else if (address.value) {
    lines.push([address.value, address.office && `офис ${address.office}`].filter(Boolean).join(', '));
  }
  return lines;
}

/** A line to sign on: who signs, then room for the signature and the date. */
function signatureLine(doc: Doc, who: string) {
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
    .text('подпись, Ф. И. О.', MARGIN + 170, y + 12)
    .text('дата', MARGIN + width - 110, y + 12);
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
export function renderWaybill(order: OrderDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Транспортная накладная ${order.number}`, Author: COMPANY.brandEn },
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
  doc
    .font('bold')
    .fontSize(16)
    .text(`Транспортная накладная № ${order.number}`, MARGIN, MARGIN, {
      width: doc.page.width - 2 * MARGIN - QR_SIZE - 10,
    });
  doc.font('regular').fontSize(9).moveDown(0.3);
  doc.text(`Дата заказа: ${formatDate(order.created_at)}`);
  doc.text(`Дата погрузки: ${formatDate(order.loadingDate)}`);
  const arrival = order.tariff.dates?.plannedDateShipmentCargo;
  if (arrival?.date) {
    doc.text(
      `Ожидаемая дата доставки: ${formatDate(arrival.date)}${arrival.text ? ` (${arrival.text})` : ''}`,
    );
  }
  doc.text(`Перевозчик: ${order.tariff.company.name} (${order.tariff.name})`);
  const { requisites } = COMPANY;
  doc.text(
    `Экспедитор: ${COMPANY.legalName}, ИНН ${requisites.inn}, КПП ${requisites.kpp}, ОГРН ${requisites.ogrn}`,
  );
  doc.text(`${COMPANY.address}, ${formatPhone(COMPANY.phone)}, ${COMPANY.email}`);
  doc.y = Math.max(doc.y, MARGIN + QR_SIZE);

  heading(doc, 'Маршрут');
  const [fromHead, ...fromRest] = place(order.directions.from);
  doc.text(`Откуда: ${fromHead}`);
  for (const line of fromRest) doc.text(line);
  const [toHead, ...toRest] = place(order.directions.to);
  doc.text(`Куда: ${toHead}`);
  for (const line of toRest) doc.text(line);

  const parties = [
    ['Отправитель', order.contacts.sender],
    ['Получатель', order.contacts.recipient],
    ['Плательщик', order.contacts.payer],
  ] as const;
  for (const [title, contact] of parties) {
    heading(doc, title);
    for (const line of contactLines(contact)) doc.text(line);
  }

  heading(doc, 'Груз');
  const { delivery } = order;
  if (delivery.description) doc.text(`Описание: ${delivery.description}`);
  delivery.dimensions.cargos.forEach((cargo, i) => {
    doc.text(`${i + 1}. ${formatSize(cargo)}, ${cargo.weight / 1000} кг × ${cargo.quantity} шт.`);
  });
  const { totals } = delivery.dimensions;
  if (totals) doc.text(`Мест: ${totals.quantity}, объём: ${totals.volume || '—'} м³ (без размеров мест)`);
  if (delivery.dimensions.car) {
    const car = delivery.dimensions.car;
    doc.text(`Транспорт: ${car.type}, ${formatSize(car)}, до ${car.weight} т`);
  }
  doc.text(`Общий вес: ${delivery.dimensions.commonWeight / 1000} кг`);
  doc.text(`Объявленная ценность: ${formatCost(delivery.declared)}`);

  heading(doc, 'Стоимость');
  for (const price of order.tariff.prices) doc.text(`${price.name}: ${formatCost(price.value)}`);
  doc.font('bold').text(`Итого: ${formatCost(order.total)}`);

  doc.font('regular');
  heading(doc, 'Подписи');
  signatureLine(doc, 'Груз сдал (отправитель)');
  signatureLine(doc, 'Груз принял (перевозчик)');
  signatureLine(doc, 'Груз получил (получатель)');

  doc.end();
  return done;
}
