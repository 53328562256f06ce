import { expect, mailTo, test } from './fixtures';
import { pdfText } from './pdf-text';

/**
 * E-mails a customer expects and an account worth opening (issue 15, points 5 and 6): a placed
 * order is confirmed by mail with its waybill attached; cancelled from the account, the order
 * says so in its status, its timeline and a mail. Mail is read from the outbox, attachments from
 * the local mail viewer.
 */

for (const width of [375, 1280]) {
  test.describe(`the account at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a placed order is mailed with its waybill attached; cancelled from the account, its status, timeline and a mail say so', async ({
      site,
      page,
    }) => {
      test.setTimeout(180_000);
      await site.open('/');
      const email = await site.signIn();
      const number = await site.placeOrder(email);

      const confirmation = await mailTo(page, email, `Заказ ${number} оформлен`);
      const attachment = await page.request.get(`/dev/mail/${confirmation.id}/attachments/0`);
      expect(attachment.status()).toBe(200);
      expect(attachment.headers()['content-type']).toBe('application/pdf');
      const waybill = pdfText(await attachment.body());
      expect(waybill).toContain(`Транспортная накладная № ${number}`);
      expect(waybill).toContain('Груз сдал (отправитель)');

      await site.open('/profile/orders/');
      await page.getByRole('button', { name: `Открыть заказ ${number}` }).click();
      const detail = page.getByRole('dialog', { name: new RegExp(`Заказ ${number}`) });
      await detail.getByRole('button', { name: 'Отменить заказ' }).click();
      const confirm = detail.getByRole('alert').filter({ hasText: `Отменить заказ ${number}?` });
      await confirm.getByRole('button', { name: 'Отменить заказ' }).click();
      await expect(detail.getByRole('list', { name: 'История статусов' })).toContainText('Отменён');
      await expect(detail.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
      await mailTo(page, email, `Заказ ${number}: Отменён`);
      expect(await site.fitsWidth()).toBe(true);
    });
  });
}
