import PDFDocument from 'pdfkit';
import { testOrder, testPoint } from '@dostavka/shared-kernel/testing';
import { pdfText } from '../../../../../e2e/pdf-text';
import { renderWaybill } from './render-waybill';

const base = testOrder();

/** An order whose e-mail holds 'fl' and 'fi', which Montserrat draws as ligatures. */
const order = testOrder({
  number: 'H-82826407',
  total: 3745,
  contacts: {
    ...base.contacts,
    sender: { ...base.contacts.sender, email: 'flora.fish@mail.ru' },
    recipient: { ...base.contacts.recipient, name: 'Пётр Сидоров' },
  },
});

test('the waybill reads back as written, ligatures of the e-mail included', async () => {
  const text = pdfText(await renderWaybill(order));
  expect(text).toContain('Транспортная накладная № H-82826407');
  expect(text).toContain('flora.fish@mail.ru');
  expect(text).toContain('ООО Ромашка, ИНН 7707083893, КПП 773601001');
  expect(text).toContain('Пётр Сидоров');
  expect(text).toContain('Итого: 3 745 ₽');
});

test('in English: headings, units, prices, carrier and term follow the language', async () => {
  const english = testOrder({
    number: 'H-82826408',
    tariff: {
      ...base.tariff,
      name: 'Сборный груз',
      company: { name: 'Доставка', slug: 'dostavka-network' },
      codes: { tariff: 'network-standard', provider: 'dostavka-network' },
      prices: [
        { name: 'Перевозка', value: 2300, key: 'priceLine.carriage' },
        { name: 'Страхование груза', value: 2, key: 'priceLine.insurance' },
      ],
      dates: {
        plannedDateLoadingCargo: { date: '2030-03-08' },
        plannedDateShipmentCargo: { date: '2030-03-14', text: '4-6 дней', days: { min: 4, max: 6 } },
      },
    },
  });
  const text = pdfText(await renderWaybill(english, 'en'));
  expect(text).toContain('Waybill No. H-82826408');
  expect(text).toContain('Carrier: Dostavka (Consolidated cargo)');
  expect(text).toContain('(4–6 days)');
  expect(text).toContain('Carriage: ₽2,300');
  expect(text).toContain('Cargo insurance: ₽2');
  expect(text).toContain('L 50 × W 40 × H 30 cm, 12 kg × 1 pcs');
  expect(text).toContain('INN 7707083893, KPP 773601001');
  expect(text).toContain('Total: ₽2,302');
  expect(text).not.toContain('Транспортная накладная');
});

/** A private person named in Latin letters (so that only the data under test could be Cyrillic). */
const latin = (name: string, phone: string, email: string) => ({
  name,
  phone,
  email,
  comment: '',
  enterprise: false,
});

test('in English: cities, pick-up points, the vehicle and its body are named in English, nothing in Cyrillic', async () => {
  const point = {
    ...testPoint('p1', { provider: 'dostavka-network', kind: 'POSTAMAT' }),
    name: 'Постамат Доставка № 3',
  };
  const english = testOrder({
    number: 'H-82826409',
    contacts: {
      sender: latin('Anna Smirnova', '79110000001', 'anna@mail.ru'),
      recipient: latin('Oleg Smirnov', '79110000002', ''),
      payer: latin('Anna Smirnova', '79110000001', 'anna@mail.ru'),
    },
    directions: {
      from: {
        ...base.directions.from,
        deliveryMethod: { key: 'deliveryMethod.POSTAMAT', slug: 'POSTAMAT', disabled: false },
        point,
      },
      to: base.directions.to,
    },
    delivery: {
      ...base.delivery,
      type: { slug: 'dedicated' },
      isDedicated: true,
      dimensions: {
        cargos: [],
        commonWeight: 0,
        commonVolumeWeight: 0,
        car: {
          length: 300,
          width: 200,
          height: 180,
          weight: 1.5,
          type: 'Тент',
          load: 'Задняя',
          additional: '',
        },
      },
    },
    tariff: {
      ...base.tariff,
      name: 'Отдельная машина: Газель 1,5 т',
      company: { name: 'Доставка', slug: 'dostavka-fleet' },
      codes: { tariff: 'fleet-dedicated', provider: 'dostavka-fleet' },
      prices: [{ name: 'Перевозка', value: 2300, key: 'priceLine.carriage' }],
    },
  });
  const text = pdfText(await renderWaybill(english, 'en'));
  expect(text).toContain('Saint Petersburg');
  expect(text).toContain('Moscow');
  expect(text).toContain('Dostavka parcel locker No. 3: ul. Promyshlennaya, d. 2, Mon–Fri 9:00–18:00');
  expect(text).toContain('Gazelle 1.5 t');
  expect(text).toMatch(/: Tent, /);
  expect(text).not.toMatch(/[А-Яа-яЁё]/);
});

test('the expected delivery follows a moved loading date by the offer’s term', async () => {
  const moved = testOrder({
    number: 'H-82826410',
    loadingDate: '2030-03-20',
    tariff: {
      ...base.tariff,
      dates: {
        plannedDateLoadingCargo: { date: '2030-03-08' },
        plannedDateShipmentCargo: { date: '2030-03-11', text: '' },
      },
    },
  });
  const text = pdfText(await renderWaybill(moved));
  expect(text).toContain('Дата погрузки: 20.03.2030');
  expect(text).toContain('Ожидаемая дата доставки: 23.03.2030');
});

test('a phone typed with 8 is shown with 8, as in the account and tracking', async () => {
  const eight = testOrder({
    number: 'H-82826411',
    contacts: { ...base.contacts, sender: { ...base.contacts.sender, phone: '89211234567' } },
  });
  expect(pdfText(await renderWaybill(eight))).toContain('8 (921) 123-45-67');
});

test('no line of the head runs under the QR code', async () => {
  const original = PDFDocument.prototype.text;
  const lines: Array<{ y: number; width: number | undefined; free: number }> = [];
  const spy = jest.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
    this: PDFKit.PDFDocument,
    ...args: unknown[]
  ) {
    const options = args.find(
      (arg): arg is PDFKit.Mixins.TextOptions => typeof arg === 'object' && arg !== null,
    );
    const y = typeof args[2] === 'number' ? args[2] : this.y;
    lines.push({ y, width: options?.width, free: this.page.width - 2 * 40 - 90 });
    return (original as (...a: unknown[]) => PDFKit.PDFDocument).apply(this, args);
  });
  try {
    await renderWaybill(order);
  } finally {
    spy.mockRestore();
  }
  const head = lines.filter(({ y }) => y < 40 + 90);
  expect(head.length).toBeGreaterThan(5);
  for (const line of head) expect(line.width).toBeLessThanOrEqual(line.free);
});

test('a shipment sent by weight alone gives its pieces without a volume', async () => {
  const byWeight = testOrder({
    number: 'H-82826412',
    delivery: {
      ...base.delivery,
      dimensions: {
        cargos: [],
        commonWeight: 1_200_000,
        commonVolumeWeight: 0,
        totals: { quantity: 3, weight: 1_200_000, volume: 0 },
      },
    },
  });
  const text = pdfText(await renderWaybill(byWeight));
  expect(text).toContain('Мест: 3 (без размеров мест)');
  expect(text).not.toMatch(/объём/);
});

test('an office receives the cargo at the origin and gives it out at the destination, in those words', async () => {
  const office = (id: string, city: { code: string; name: string }) => ({
    ...testPoint(id, { provider: 'dostavka-network', kind: 'OFFICE', city }),
    name: `Пункт приёма Доставка № ${id.length}`,
  });
  const byOffice = testOrder({
    number: 'H-82826413',
    directions: {
      from: {
        ...base.directions.from,
        deliveryMethod: { key: 'deliveryMethod.OFFICE', slug: 'OFFICE', disabled: false },
        point: office('a', { code: '78', name: 'Санкт-Петербург' }),
      },
      to: {
        ...base.directions.to,
        deliveryMethod: { key: 'deliveryMethod.OFFICE', slug: 'OFFICE', disabled: false },
        point: office('bb', { code: '77', name: 'Москва' }),
      },
    },
  });
  const text = pdfText(await renderWaybill(byOffice));
  expect(text).toContain('Откуда: Санкт-Петербург, пункт приёма');
  expect(text).toContain('Пункт приёма Доставка № 1: ');
  expect(text).toContain('Куда: Москва, пункт выдачи');
  expect(text).toContain('Пункт выдачи Доставка № 2: ');
  const english = pdfText(await renderWaybill(byOffice, 'en'));
  expect(english).toContain('Dostavka drop-off point No. 1');
  expect(english).toContain('Dostavka pick-up point No. 2');
});
