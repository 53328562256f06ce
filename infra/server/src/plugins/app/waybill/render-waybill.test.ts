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
