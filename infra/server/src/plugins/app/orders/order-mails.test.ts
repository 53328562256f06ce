import { testOrder } from '@dostavka/shared-kernel/testing';
import { signed } from '../mail';
import type { Mail } from '../mail/mailer';
import { confirmationMail, loadingDateMail, statusMail } from './order-mails';

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

describe('an English mail is English to its end', () => {
  const SITE = 'https://dostavka.test';
  const priced = { ...order, total: 2954 };

  it('writes roubles as the site does and carries its language to the signature', () => {
    const mail = statusMail({ ...order, total: 2954 }, 'a@mail.ru', 'en', 'https://dostavka.test');
    expect(mail.text).toContain('₽2,954');
    expect(mail.text).not.toContain('RUB');
    expect(mail.lang).toBe('en');
  });

  it('the signed mail’s footer is English: company, hours, legal name', async () => {
    const sent: Mail[] = [];
    const mailer = signed({ kind: 'outbox', send: async (mail) => void sent.push(mail) });
    await mailer.send(statusMail(order, 'a@mail.ru', 'en', 'https://dostavka.test'));
    expect(sent[0]!.text).not.toMatch(CYRILLIC);
    expect(sent[0]!.html).not.toMatch(CYRILLIC);
    expect(sent[0]!.text).toContain('Mon–Fri');
  });

  // Every mail a customer gets about an order: placed (with its waybill), a new status, a new loading date.
  it.each([
    ['placed', (lang: 'ru' | 'en') => confirmationMail(priced, 'a@mail.ru', lang, SITE, Buffer.from('%PDF'))],
    ['a new status', (lang: 'ru' | 'en') => statusMail(priced, 'a@mail.ru', lang, SITE)],
    ['a new loading date', (lang: 'ru' | 'en') => loadingDateMail(priced, 'a@mail.ru', lang, SITE)],
  ])(
    'the mail of %s: in English no Russian from subject to signature, roubles as ₽2,954',
    async (_kind, build) => {
      const sent: Mail[] = [];
      const mailer = signed({ kind: 'outbox', send: async (mail) => void sent.push(mail) });
      await mailer.send(build('en'));
      const [mail] = sent;
      expect(mail!.subject).not.toMatch(CYRILLIC);
      expect(mail!.text).not.toMatch(CYRILLIC);
      expect(mail!.html).not.toMatch(CYRILLIC);
      expect(mail!.text).toContain('₽2,954');
      expect(mail!.text).toContain('Mon–Fri');
      await mailer.send(build('ru'));
      expect(sent[1]!.text).toMatch(/2\s954\s₽/);
      expect(sent[1]!.text).toContain('Пн–Пт');
    },
  );

  it('a Russian mail writes 2 954 ₽ and a Russian footer', async () => {
    const sent: Mail[] = [];
    const mailer = signed({ kind: 'outbox', send: async (mail) => void sent.push(mail) });
    await mailer.send(statusMail({ ...order, total: 2954 }, 'a@mail.ru', 'ru', 'https://dostavka.test'));
    expect(sent[0]!.text).toMatch(/2\s954\s₽/);
    expect(sent[0]!.text).toContain('Пн–Пт');
  });
});
