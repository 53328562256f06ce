import { testOrder } from '@dostavka/shared-kernel/testing';
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
