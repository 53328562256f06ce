/**
 * Pages found by URL that are written by hand: the catch-all pages outside the catalogue groups
 * (spec section 2: calculator, payment, company, documents, oversize) and the texts of the
 * company and information pages. The catalogue itself is generated (./catalogue).
 */
import { page, type ContentPageSeed } from './page-seed';
import { SITE_PAGES } from './site-pages';

export type { ContentPageSeed } from './page-seed';

const OTHER_PAGES: readonly ContentPageSeed[] = [
  page(
    '/kalkulyator-gruzoperevozok/',
    [
      'Калькулятор грузоперевозок',
      'Онлайн-калькулятор стоимости перевозки груза между городами России: тарифы нескольких перевозчиков за минуту.',
      '<p>Укажите город отправления и назначения, вес и объём груза — калькулятор запросит тарифы у нашей сети и партнёров и покажет их по мере ответа. Сравните цену, дату погрузки и срок доставки и оформите заказ на понравившийся тариф.</p><h2>Что учитывает расчёт</h2><p>Расстояние по дорогам, фактический и объёмный вес (200 кг на кубометр), тип кузова, погрузку и дополнительные услуги, страхование 0,045 % объявленной стоимости.</p>',
      'Калькулятор грузоперевозок по России онлайн | Доставка',
    ],
    [
      'Freight calculator',
      'Online calculator of freight prices between Russian cities: several carriers’ tariffs within a minute.',
      '<p>Enter the origin and destination, the weight and volume: the calculator asks our network and partners for tariffs and shows them as they answer. Compare the price, loading date and delivery time, then order the tariff you like.</p><h2>What the price includes</h2><p>Road distance, actual and volume weight (200 kg per cubic metre), body type, loading and extra services, insurance at 0.045 % of the declared value.</p>',
      'Online freight calculator for Russia | Dostavka',
    ],
  ),
  page(
    '/kalkulyator-gruzoperevozok/furami/',
    [
      'Расчёт перевозки фурами',
      'Стоимость перевозки фурой 20 т между городами России: тент, борт, изотерм или рефрижератор.',
      '<p>Фура берёт до 20 т и 82–92 м³ — 33 европаллеты. Выберите тип кузова, способ погрузки и дополнительные услуги: ремни, коники, обрешётку или гидроборт.</p><h2>Когда выгодна фура</h2><p>При полной загрузке и расстоянии от 300 км цена за тонну у фуры самая низкая.</p>',
    ],
    [
      'Semi-trailer price',
      'The price of a 20-tonne semi-trailer between Russian cities: curtain-side, flatbed, insulated or reefer.',
      '<p>A semi-trailer takes up to 20 t and 82–92 m³, or 33 euro pallets. Choose the body type, the loading side and extras: straps, stakes, crating or a tail-lift.</p><h2>When a semi-trailer pays off</h2><p>For full loads over 300 km its price per tonne is the lowest.</p>',
    ],
  ),
  page(
    '/kalkulyator-gruzoperevozok/gazelyami/',
    [
      'Расчёт перевозки газелями',
      'Стоимость перевозки груза газелью до 1,5 т по городу и между городами.',
      '<p>Газель — до 1,5 т и 9–16 м³. Подходит для переезда, доставки мебели и небольших партий товара. Калькулятор покажет цену отдельной машины и сборного груза, чтобы вы выбрали выгоднее.</p>',
    ],
    [
      'Gazelle van price',
      'The price of a Gazelle van, up to 1.5 t, within a city and between cities.',
      '<p>A Gazelle takes up to 1.5 t and 9–16 m³. It suits moves, furniture and small consignments. The calculator shows the price of a dedicated van and of groupage so you can choose the cheaper.</p>',
    ],
  ),
  page(
    '/oplata/',
    [
      'Оплата',
      'Способы оплаты перевозки: банковская карта, счёт для компаний, оплата получателем.',
      '<p>Частные лица платят картой на сайте или при получении груза. Компании — по счёту, с закрывающими документами и НДС; для постоянных клиентов возможна отсрочка по договору.</p><h2>Кто может платить</h2><p>Плательщиком может быть отправитель, получатель или третье лицо — это указывается при оформлении заказа.</p>',
    ],
    [
      'Payment',
      'How to pay for delivery: bank card, invoice for companies, payment by the recipient.',
      '<p>Private customers pay by card on the site or on delivery. Companies pay by invoice with VAT documents; regular customers can defer payment under a contract.</p><h2>Who can pay</h2><p>The sender, the recipient or a third party can pay; you choose the payer when ordering.</p>',
    ],
  ),
  page(
    '/oplata/vozvrat/',
    [
      'Возврат денежных средств',
      'Как вернуть деньги за перевозку при отмене заказа: сроки и порядок возврата.',
      '<p>Если заказ отменён до погрузки, возвращаем всю сумму. После подачи машины удерживается стоимость подачи и простоя. Деньги возвращаются тем же способом, которым была оплата, в течение 10 рабочих дней.</p><h2>Как подать заявление</h2><p>Напишите нам через форму «Написать нам» с номером заказа — менеджер ответит в течение рабочего дня.</p>',
    ],
    [
      'Refunds',
      'How to get your money back when an order is cancelled: terms and procedure.',
      '<p>An order cancelled before loading is refunded in full. Once the truck has arrived, the call-out and waiting time are kept. Money goes back the way it was paid, within 10 working days.</p><h2>How to ask</h2><p>Write to us through “Write to us” with the order number; a manager answers within a working day.</p>',
    ],
  ),
  page(
    '/o-kompanii/',
    [
      'О компании «Доставка»',
      'Транспортная компания из Санкт-Петербурга: собственный автопарк, сеть терминалов и партнёры по всей России.',
      '<p>Мы возим грузы с 2012 года. Собственный парк — газели, 5- и 10-тонники и фуры; по сборным грузам работаем через свою сеть терминалов и партнёров-перевозчиков.</p><h2>Наши принципы</h2><p>Честная цена до заказа, страхование каждого груза и отслеживание на сайте.</p>',
      'О транспортной компании «Доставка» | Доставка',
    ],
    [
      'About Dostavka',
      'A Saint Petersburg transport company: our own fleet, a terminal network and partners across Russia.',
      '<p>We have carried freight since 2012. Our own fleet has Gazelles, 5- and 10-tonne trucks and semi-trailers; groupage goes through our terminal network and partner carriers.</p><h2>Our principles</h2><p>An honest price before you order, insurance for every load and tracking on the site.</p>',
      'About the Dostavka transport company | Dostavka',
    ],
  ),
  page(
    '/o-kompanii/avtopark/',
    [
      'Автопарк компании',
      'Собственный автопарк: газели, 5- и 10-тонники, фуры, рефрижераторы и бортовые полуприцепы.',
      '<p>Все машины проходят техосмотр и оснащены GPS-трекерами. Рефрижераторы пишут температуру в пути, бортовые полуприцепы укомплектованы кониками и ремнями.</p>',
    ],
    [
      'Our fleet',
      'Our own fleet: Gazelles, 5- and 10-tonne trucks, semi-trailers, reefers and flatbeds.',
      '<p>Every vehicle is inspected and carries a GPS tracker. Reefers log the temperature on the way; flatbeds carry stakes and straps.</p>',
    ],
  ),
  page(
    '/o-kompanii/vakansii/',
    [
      'Вакансии',
      'Работа в транспортной компании: водители категорий C и CE, логисты, менеджеры по продажам.',
      '<p>Ищем водителей категорий C и CE с опытом от двух лет, логистов и менеджеров по работе с клиентами. Официальное оформление, оплата без задержек, ремонт и обслуживание машин за счёт компании.</p><h2>Как откликнуться</h2><p>Оставьте телефон в форме «Заказать звонок» с пометкой «вакансия» — мы перезвоним.</p>',
      'Вакансии: водители, логисты, менеджеры | Доставка',
    ],
    [
      'Jobs',
      'Work at a transport company: C and CE drivers, logistics planners, sales managers.',
      '<p>We are looking for C and CE drivers with two years’ experience, logistics planners and account managers. Formal employment, pay on time, vehicle repairs and servicing paid by the company.</p><h2>How to apply</h2><p>Leave your number in “Request a call” and mention the vacancy; we will call you back.</p>',
      'Jobs: drivers, planners, managers | Dostavka',
    ],
  ),
  page(
    '/o-kompanii/faq/',
    [
      'Частые вопросы о компании',
      'Ответы на вопросы о работе компании: договоры, страхование, сроки и ответственность.',
      '<p>Мы работаем с частными лицами и компаниями по договору-оферте, страхуем каждый груз и отвечаем за него от погрузки до выдачи. Полный список вопросов — в разделе «Вопросы и ответы».</p>',
    ],
    [
      'Company questions',
      'Answers about how we work: contracts, insurance, terms and liability.',
      '<p>We work with private customers and companies under a public offer, insure every load and are liable for it from loading to hand-over. All questions are in the Questions and answers section.</p>',
    ],
  ),
  page(
    '/company/',
    [
      'Сведения о компании',
      'Юридические сведения о перевозчике: наименование, адрес, лицензии и реквизиты.',
      '<p>{{company.fullLegalName}} ({{company.legalName}}), ИНН {{company.inn}}, КПП {{company.kpp}}, ОГРН {{company.ogrn}}. Адрес: {{company.address}}. Работаем по договору транспортной экспедиции; ответственность перевозчика застрахована. Банковские реквизиты — на странице «Реквизиты».</p>',
    ],
    [
      'Company details',
      'Legal details of the carrier: name, address, licences and bank details.',
      '<p>{{company.legalName}}, INN {{company.inn}}, KPP {{company.kpp}}, OGRN {{company.ogrn}}. Address: {{company.address}}. We work under a freight forwarding contract; the carrier’s liability is insured. Bank details are on the Requisites page.</p>',
    ],
  ),
  page(
    '/offer/',
    [
      'Договор-оферта и документы',
      'Публичная оферта на перевозку груза, правила приёмки и образцы документов.',
      '<p>Оформляя заказ на сайте, вы принимаете публичную оферту. В ней описаны порядок приёмки груза, сроки, ответственность сторон и порядок претензий. Образцы накладной и акта выполненных работ — в разделе «Документы».</p>',
    ],
    [
      'Public offer and documents',
      'The public offer for carriage, acceptance rules and sample documents.',
      '<p>Placing an order on the site, you accept the public offer. It sets out how loads are accepted, the terms, each side’s liability and how to claim. Sample waybills and completion certificates are in Documents.</p>',
    ],
  ),
  page(
    '/negabaritnye-perevozki/',
    [
      'Негабаритные перевозки',
      'Перевозка негабаритных и тяжеловесных грузов: тралы, разрешения, сопровождение.',
      '<p>Груз шире 2,55 м, выше 4 м, длиннее 20 м или тяжелее 44 т — негабаритный. Мы подбираем трал, получаем специальное разрешение, прокладываем маршрут с учётом мостов и линий электропередачи и организуем сопровождение.</p><h2>Сроки</h2><p>Разрешение оформляется от 5 рабочих дней; планируйте перевозку заранее.</p>',
    ],
    [
      'Oversize transport',
      'Oversize and heavy loads: low-bed trailers, permits, escorts.',
      '<p>A load wider than 2.55 m, higher than 4 m, longer than 20 m or heavier than 44 t is oversize. We pick a low-bed trailer, obtain the special permit, plan the route around bridges and power lines and arrange an escort.</p><h2>Timing</h2><p>A permit takes 5 working days or more, so plan ahead.</p>',
    ],
  ),
];

export const CONTENT_PAGES: readonly ContentPageSeed[] = [...OTHER_PAGES, ...SITE_PAGES];
