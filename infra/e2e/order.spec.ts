import { expect, freshEmail, test } from './fixtures';

test('a new visitor places an order: company sender, private recipient, sign-in on the way, waybill, history and tracking', async ({
  site,
  page,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail();
  // The calculator as a visitor uses it: Saint Petersburg -> Moscow, two pallets, terminal to
  // terminal, an offer that asks for passports.
  await site.calculator.searchSpbMoscow();
  await site.calculator.terminalToTerminal();
  const offer = await site.chooseOffer({ passport: true });
  await expect(page.getByRole('region', { name: new RegExp(`^${offer.company} — `) })).toBeVisible();

  const sender = page.getByRole('region', { name: 'Отправитель' });
  await sender.getByLabel('Юридическое лицо или ИП').check();
  await sender.getByLabel('Название организации').fill('ООО Ромашка');
  await sender.getByLabel('ИНН').fill('7707083893');
  await sender.getByLabel('КПП').fill('773601001');
  await sender.getByLabel('Контактное лицо').fill('Иван Петров');
  await sender.getByLabel('Телефон').fill('9123456789');
  await expect(sender.getByLabel('Телефон')).toHaveValue('+7 (912) 345-67-89');
  await sender.getByLabel('E-mail').fill(email);

  // A reload in the middle of the form keeps what was typed.
  await page.reload();
  await expect(sender.getByLabel('ИНН')).toHaveValue('7707083893');
  await expect(sender.getByLabel('Контактное лицо')).toHaveValue('Иван Петров');

  // The tariff needs the passport of a private recipient; the company sender needs none.
  const submit = page.getByRole('button', { name: /^Укажите/ });
  await expect(submit).toHaveText('Укажите имя получателя и ещё 4');
  const recipient = page.getByRole('region', { name: 'Получатель' });
  await recipient.getByLabel('Имя и фамилия').fill('Пётр Сидоров');
  await recipient.getByLabel('Телефон').fill('89001234567');
  await expect(submit).toHaveText('Укажите серию паспорта получателя и ещё 2');
  await recipient.getByLabel('Серия').fill('4012');
  await recipient.getByLabel('Номер').fill('345678');
  await recipient.getByLabel('Дата выдачи').fill('2015-04-20');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  // Signing in is asked for at submit; the order goes on afterwards with everything typed.
  await site.signInInModal(email);
  const numberText = page.getByTestId('order-number');
  await expect(numberText).toHaveText(/^[A-Z]-\d{8}$/, { timeout: 20_000 });
  const number = (await numberText.textContent()) ?? '';

  const { text } = await site.downloadWaybill();
  expect(text).toContain(`Транспортная накладная № ${number}`);
  expect(text).toContain('ООО Ромашка, ИНН 7707083893, КПП 773601001');
  expect(text).toContain('Пётр Сидоров');

  await page.getByRole('link', { name: 'Мои заказы' }).click();
  await page.getByRole('button', { name: `Открыть заказ ${number}` }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Заказ ${number}`) });
  await expect(detail.getByRole('region', { name: 'Отправитель' })).toContainText(
    'ООО Ромашка, ИНН 7707083893',
  );
  await expect(detail.getByRole('list', { name: 'История статусов' })).toContainText('Заказ оформлен');
  await detail.getByRole('button', { name: 'Закрыть' }).click();

  await site.open('/tracking/');
  await page.getByLabel('Номер заказа').fill(number.toLowerCase());
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('list', { name: 'История статусов' })).toContainText('Санкт-Петербург');
  await expect(page.getByRole('region', { name: 'Ваш заказ' })).toContainText('Пётр Сидоров');

  // The draft was cleared by the placed order.
  await site.open('/order/');
  await expect(page.getByText('Тариф не выбран')).toBeVisible();
});

test('a double-clicked submit places one order', async ({ site, page }) => {
  // The calculator's page (the home page's quote is an island of the content remote now).
  await site.open('/calculator/');
  const email = await site.signIn();
  await site.fillShortOrder(email);
  await page.getByRole('button', { name: 'Оформить заказ' }).dblclick();
  await expect(page.getByTestId('order-number')).toHaveText(/^[A-Z]-\d{8}$/, { timeout: 20_000 });

  const token = (await site.storedSession()).accessToken;
  const history = await page.request.get('/api/user/profile/orders?page=1&limit=10', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await history.json()) as { orders: unknown[] }).orders).toHaveLength(1);
});

test('a guest opening the order history is asked to sign in and lands back on it', async ({ site, page }) => {
  await site.open('/profile/orders/');
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  await site.signInInModal();
  await expect(page.getByText('Заказов пока нет')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Рассчитать доставку' })).toHaveAttribute(
    'href',
    '/calculator/',
  );
});

test('tracking checks the number as it is typed and says when there is no such order', async ({
  site,
  page,
}) => {
  await site.open('/tracking/');
  const field = page.getByLabel('Номер заказа');
  await field.fill('A-12x');
  await expect(
    page.getByText('Номер заказа — латинская буква, дефис и 8 цифр, например A-12345678'),
  ).toBeVisible();
  await field.fill('z00000000');
  await expect(field).toHaveValue('Z-00000000');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Заказ с таким номером не найден')).toBeVisible();
});
