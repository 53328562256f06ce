import { test, expect } from './fixtures';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a visitor signs in with the code from the e-mail and sees the order history', async ({ site }) => {
      await site.open('/');
      if (width < 1024) {
        // The account entry stays in the header on phones too.
        await expect(site.header.getByRole('button', { name: 'Войти' })).toBeVisible();
      }
      const email = await site.signIn();
      await expect(site.header.getByRole('button', { name: email })).toBeVisible();
      await site.open('/profile/orders/');
      await expect(site.remotePage('mf_account', 'orders')).toBeVisible();
    });
  });
}

test('a feedback message is sent once even on a double click, then the form clears', async ({ site }) => {
  await site.open('/');
  const requests: string[] = [];
  site.page.on('request', (r) => {
    if (r.url().endsWith('/api/user/feedback/message') && r.method() === 'POST')
      requests.push(r.postData() ?? '');
  });
  await site.header.getByRole('button', { name: 'Написать нам' }).click();
  const dialog = site.page.getByRole('dialog', { name: 'Написать нам' });
  await dialog.getByLabel('Телефон').fill('9123456789');
  await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (912) 345-67-89');
  await dialog.getByLabel('Сообщение').fill('Сколько стоит газель до Москвы?');
  await site.solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Отправить' }).dblclick();
  await expect(site.page.getByText('Сообщение отправлено')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(requests).toHaveLength(1);

  await site.header.getByRole('button', { name: 'Написать нам' }).click();
  await expect(dialog.getByLabel('Телефон')).toHaveValue('');
  await expect(dialog.getByLabel('Сообщение')).toHaveValue('');
});

test('a callback request is sent once even on a double click', async ({ site }) => {
  await site.open('/');
  let sent = 0;
  site.page.on('request', (r) => {
    if (r.url().endsWith('/api/user/feedback/callback') && r.method() === 'POST') sent += 1;
  });
  await site.header.getByRole('button', { name: 'Заказать звонок' }).click();
  const dialog = site.page.getByRole('dialog', { name: 'Заказать звонок' });
  await dialog.getByLabel('Телефон').fill('89123456789');
  await site.solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Жду звонка' }).dblclick();
  await expect(site.page.getByText('Заявка принята')).toBeVisible();
  expect(sent).toBe(1);
});
