/** The questions and answers of /common/faqs/, by category, in Russian and English. */
export interface FaqSeed {
  slug: string;
  question: string;
  /** HTML. */
  answer: string;
  en: { question: string; answer: string };
}

export interface FaqCategorySeed {
  slug: string;
  name: string;
  en: { name: string };
  faqs: FaqSeed[];
}

const faq = (slug: string, [question, answer]: [string, string], en: [string, string]): FaqSeed => ({
  slug,
  question,
  answer: `<p>${answer}</p>`,
  en: { question: en[0], answer: `<p>${en[1]}</p>` },
});

export const FAQ_CATEGORIES: readonly FaqCategorySeed[] = [
  {
    slug: 'zakaz',
    name: 'Заказ и расчёт',
    en: { name: 'Ordering and prices' },
    faqs: [
      faq(
        'kak-rasschitat-stoimost',
        [
          'Как рассчитать стоимость перевозки?',
          'Откройте калькулятор, укажите города, вес и объём груза или выберите машину. Тарифы перевозчиков появятся за минуту; цена выбранного тарифа не меняется после оформления заказа.',
        ],
        [
          'How do I get a price?',
          'Open the calculator, enter the cities, the weight and volume or choose a vehicle. Carriers’ tariffs appear within a minute; the price of the tariff you pick does not change after you order.',
        ],
      ),
      faq(
        'obemnyj-ves',
        [
          'Что такое объёмный вес?',
          'Лёгкий, но объёмный груз занимает в машине много места, поэтому цена считается по большему из двух весов: фактического и объёмного — 200 кг на каждый кубометр.',
        ],
        [
          'What is volume weight?',
          'A light but bulky load takes a lot of room in the truck, so the price uses the larger of two weights: the actual one and the volume weight of 200 kg per cubic metre.',
        ],
      ),
      faq(
        'minimalnyj-gruz',
        [
          'Какой минимальный груз вы принимаете?',
          'Сборным грузом — от одной коробки весом 1 кг. Для отдельной машины ограничений по минимуму нет.',
        ],
        [
          'What is the smallest load you take?',
          'As groupage, one box of 1 kg. A dedicated truck has no minimum.',
        ],
      ),
      faq(
        'kak-oformit-zakaz',
        [
          'Как оформить заказ?',
          'Выберите тариф в калькуляторе, укажите отправителя, получателя и плательщика и подтвердите заказ. Мы пришлём номер заказа на почту.',
        ],
        [
          'How do I place an order?',
          'Pick a tariff in the calculator, enter the sender, recipient and payer and confirm. We e-mail you the order number.',
        ],
      ),
    ],
  },
  {
    slug: 'dostavka',
    name: 'Сроки и доставка',
    en: { name: 'Times and delivery' },
    faqs: [
      faq(
        'sroki-dostavki',
        [
          'Сколько идёт груз?',
          'Срок зависит от расстояния: по Северо-Западу — 1–3 дня, до Москвы — 1–2 дня, до Урала — 3–5 дней, до Сибири — 6–10 дней. Точные даты погрузки и доставки показывает каждый тариф.',
        ],
        [
          'How long does delivery take?',
          'It depends on the distance: 1–3 days within the North-West, 1–2 days to Moscow, 3–5 days to the Urals, 6–10 days to Siberia. Every tariff shows exact loading and delivery dates.',
        ],
      ),
      faq(
        'do-dveri',
        [
          'Можно ли доставить до двери?',
          'Да. При оформлении выберите способ «Курьер» и укажите адрес; машину подадут к двери получателя. Также доступны склад, пункт выдачи и постамат.',
        ],
        [
          'Can you deliver to the door?',
          'Yes. Choose Courier when ordering and give the address; the truck comes to the recipient’s door. A terminal, a pick-up point or a parcel locker are also available.',
        ],
      ),
      faq(
        'otslezhivanie',
        [
          'Как отследить груз?',
          'Введите номер заказа на странице «Отслеживание». Номер состоит из буквы, дефиса и восьми цифр, например A-12345678.',
        ],
        [
          'How do I track my load?',
          'Enter the order number on the Tracking page. It is a letter, a dash and eight digits, for example A-12345678.',
        ],
      ),
      faq(
        'perenos-daty',
        [
          'Можно ли перенести дату доставки?',
          'Да, в личном кабинете в разделе «Мои заказы» до выезда машины к получателю.',
        ],
        [
          'Can I change the delivery date?',
          'Yes, in My orders in your account, until the truck leaves for the recipient.',
        ],
      ),
    ],
  },
  {
    slug: 'oplata',
    name: 'Оплата и документы',
    en: { name: 'Payment and documents' },
    faqs: [
      faq(
        'sposoby-oplaty',
        [
          'Как можно оплатить перевозку?',
          'Картой на сайте, наличными или картой при получении, а компании — по счёту с НДС.',
        ],
        [
          'How can I pay?',
          'By card on the site, in cash or by card on delivery, and companies by invoice with VAT.',
        ],
      ),
      faq(
        'kto-platit',
        [
          'Может ли платить получатель?',
          'Да. Плательщиком может быть отправитель, получатель или третье лицо — это указывается при оформлении заказа.',
        ],
        [
          'Can the recipient pay?',
          'Yes. The sender, the recipient or a third party can pay; you say who when ordering.',
        ],
      ),
      faq(
        'zakryvayushchie-dokumenty',
        [
          'Какие документы я получу?',
          'Накладную на груз, а компаниям — счёт, акт выполненных работ и счёт-фактуру. Накладную можно создать в личном кабинете.',
        ],
        [
          'Which documents do I get?',
          'A waybill, and companies also get an invoice, a completion certificate and a VAT invoice. You can create the waybill in your account.',
        ],
      ),
      faq(
        'pasport',
        [
          'Нужен ли паспорт?',
          'Для некоторых тарифов перевозчик требует паспорт отправителя или получателя — калькулятор предупредит об этом при выборе тарифа.',
        ],
        [
          'Do I need a passport?',
          'Some carriers require the sender’s or recipient’s passport; the calculator tells you when you pick such a tariff.',
        ],
      ),
    ],
  },
  {
    slug: 'gruz',
    name: 'Груз и упаковка',
    en: { name: 'Cargo and packing' },
    faqs: [
      faq(
        'strakhovanie',
        [
          'Застрахован ли мой груз?',
          'Да, каждый груз страхуется на объявленную стоимость: 0,045 % от неё, но не меньше 1 рубля. Документы не страхуются.',
        ],
        [
          'Is my load insured?',
          'Yes, every load is insured for its declared value at 0.045 % of it, at least 1 rouble. Documents are not insured.',
        ],
      ),
      faq(
        'upakovka',
        [
          'Вы упаковываете груз?',
          'Да: стретч-плёнка, коробки, обрешётка и паллетирование на складе при приёмке. Стоимость упаковки видна в тарифе.',
        ],
        [
          'Do you pack the load?',
          'Yes: stretch film, boxes, crating and palletising at the terminal when we receive it. The packing price shows in the tariff.',
        ],
      ),
      faq(
        'zapreshchennye-gruzy',
        [
          'Что нельзя перевозить?',
          'Оружие, наркотические и взрывчатые вещества, животных и грузы без документов, подтверждающих происхождение.',
        ],
        [
          'What can I not send?',
          'Weapons, drugs and explosives, animals and goods without papers showing where they come from.',
        ],
      ),
      faq(
        'maksimalnye-razmery',
        [
          'Какие максимальные размеры места сборного груза?',
          'Ширина до 244 см, высота до 268 см, длина до 620 см, вес одного места — до 10 тонн.',
        ],
        [
          'What are the largest groupage pieces?',
          'Up to 244 cm wide, 268 cm high and 620 cm long, and up to 10 tonnes per piece.',
        ],
      ),
    ],
  },
];
