import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
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

function place(direction: Direction): string {
  const { address } = direction;
  const parts = [direction.city?.name ?? '', address.value, address.office && `офис ${address.office}`];
  return parts.filter(Boolean).join(', ');
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

/** The waybill of an order as a one-page A4 PDF: parties, route, cargo, prices, QR of the number. */
export function renderWaybill(order: OrderDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Транспортная накладная ${order.number}`, Author: 'Dostavka' },
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
  doc.text(`Перевозчик: ${order.tariff.company.name} (${order.tariff.name})`);
  doc.y = Math.max(doc.y, MARGIN + QR_SIZE);

  heading(doc, 'Маршрут');
  doc.text(`Откуда: ${place(order.directions.from)}`);
  doc.text(`Куда: ${place(order.directions.to)}`);

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
  if (delivery.dimensions.car) {
    const car = delivery.dimensions.car;
    doc.text(`Транспорт: ${car.type}, ${formatSize(car)}, до ${car.weight} т`);
  }
  doc.text(`Общий вес: ${delivery.dimensions.commonWeight / 1000} кг`);
  doc.text(`Объявленная ценность: ${formatCost(delivery.declared)}`);

  heading(doc, 'Стоимость');
  for (const price of order.tariff.prices) doc.text(`${price.name}: ${formatCost(price.value)}`);
  doc.font('bold').text(`Итого: ${formatCost(order.total)}`);

  doc.end();
  return done;
}
