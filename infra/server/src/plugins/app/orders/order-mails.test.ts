import { testOrder } from '@dostavka/shared-kernel/testing';
import { statusMail } from './order-mails';

const CYRILLIC = /[\u0400-\u04FF]/;

const order = testOrder({
  status: 'confirmed',
  tariff: {
    ...testOrder().tariff,
    company: { name: 'Северный экспресс', slug: 'severny-express' },
  },
});

describe('order e-mails name the carrier in the customer’s language', () => {
  it('in English', () => {
    const mail = statusMail(order, 'a@mail.ru', 'en', 'https://dostavka.test');
    expect(mail.text).toContain('Severny Express');
    // The cities too, by their English names.
    expect(mail.text).toContain('Saint Petersburg → Moscow');
    expect(mail.text).not.toMatch(CYRILLIC);
    expect(mail.html).not.toMatch(CYRILLIC);
  });

  it('in Russian', () => {
    const mail = statusMail(order, 'a@mail.ru', 'ru', 'https://dostavka.test');
    expect(mail.text).toContain('Северный экспресс');
    expect(mail.text).toContain('Санкт-Петербург → Москва');
  });

  it('a carrier without English texts keeps its own name', () => {
    const other = { ...order, tariff: { ...order.tariff, company: { name: 'Другой', slug: 'other' } } };
    expect(statusMail(other, 'a@mail.ru', 'en', 'https://dostavka.test').text).toContain('Другой');
  });
});
