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
      '<p>Укажите город отправления и назначения, вес и объём груза — калькулятор запросит тарифы у нашей сети и партнёров и покажет их по мере ответа. Сравните цену, дату погрузки и срок доставки и оформите заказ на понравившийся тариф.</p><h2>Что учитывает расчёт</h2><p>Расстояние по дорогам, фактический и объёмный вес (200 кг на кубометр), тип кузова, погрузку и дополнительные услуги, страхование 0,045 % объявленной стоимости.</p>' +
        '<h2>Сборный груз или отдельная машина</h2><p>Калькулятор работает в двух режимах. Сборный груз — когда ваши места едут в одной машине с чужими: платите только за свой вес или объём, но груз проходит через терминалы и идёт на день-два дольше. Отдельная машина — газель, 5-тонник, 10-тонник или фура 20 т целиком: она подаётся по адресу и едет без перегрузов. Для партии больше половины кузова сравните оба режима — иногда машина выходит дешевле.</p><h2>Как ввести груз</h2><p>Заготовки подставляют типичные размеры: коробки от 50 до 90 см и от 25 до 75 кг, мешки 40×30×20–60×50×40 см, паллеты 120×80, 100×100 и 120×120 см высотой 150 см и весом до 500 кг, конверты до 3 кг. Для нестандартного места выберите «Свой груз». В заявке — до 1000 мест, каждое не больше 244×268×620 см и 10 т.</p><h2>Что дальше</h2><p>Выберите тариф, заполните отправителя, получателя и плательщика — заказ получит номер вида A-12345678, по которому груз отслеживают на сайте.</p>',
      'Калькулятор грузоперевозок по России онлайн | Доставка',
    ],
    [
      'Freight calculator',
      'Online calculator of freight prices between Russian cities: several carriers’ tariffs within a minute.',
      '<p>Enter the origin and destination, the weight and volume: the calculator asks our network and partners for tariffs and shows them as they answer. Compare the price, loading date and delivery time, then order the tariff you like.</p><h2>What the price includes</h2><p>Road distance, actual and volume weight (200 kg per cubic metre), body type, loading and extra services, insurance at 0.045 % of the declared value.</p>' +
        '<h2>Groupage or a dedicated vehicle</h2><p>The calculator has two modes. Groupage means your pieces share a truck with other loads: you pay only for your weight or volume, but the load passes through terminals and takes a day or two longer. A dedicated vehicle means a whole Gazelle, 5-tonne, 10-tonne or 20 t semi-trailer that comes to your address and drives without transhipment. For a consignment filling more than half a body compare both modes; sometimes the truck is cheaper.</p><h2>Entering the load</h2><p>Presets fill in typical sizes: boxes of 50 to 90 cm and 25 to 75 kg, bags from 40×30×20 to 60×50×40 cm, pallets of 120×80, 100×100 and 120×120 cm, 150 cm high and up to 500 kg, envelopes up to 3 kg. For anything else choose Custom. A request holds up to 1,000 pieces, each no larger than 244×268×620 cm and 10 t.</p><h2>Next</h2><p>Pick a tariff and fill in the sender, recipient and payer; the order gets a number like A-12345678, by which the load is tracked on the site.</p>',
      'Online freight calculator for Russia | Dostavka',
    ],
  ),
  page(
    '/kalkulyator-gruzoperevozok/furami/',
    [
      'Расчёт перевозки фурами',
      'Стоимость перевозки фурой 20 т между городами России: тент, борт, изотерм или рефрижератор.',
      '<p>Фура берёт до 20 т и 82–92 м³ — 33 европаллеты. Выберите тип кузова, способ погрузки и дополнительные услуги: ремни, коники, обрешётку или гидроборт.</p><h2>Когда выгодна фура</h2><p>При полной загрузке и расстоянии от 300 км цена за тонну у фуры самая низкая.</p>' +
        '<h2>Размеры и загрузка</h2><p>Кузов фуры — 13,6×2,45×2,6 м: 33 европаллеты 1200×800 мм в один ярус или 26 паллет 1200×1000 мм. Полезный объём 82–92 м³ зависит от кузова: у тента и рефрижератора он меньше за счёт стенок и установки. Гидроборта у фуры нет, погрузка идёт с рампы, погрузчиком сбоку или краном сверху, если снять тент.</p><h2>Какой кузов выбрать</h2><p>Тент — для паллет, коробок, стройматериалов и оборудования. Бортовой полуприцеп с кониками — для металла, труб, леса и длинномеров до 12 м. Изотерм держит температуру без установки и подходит для коротких рейсов с продуктами, рефрижератор — от −20 до +15 °C на любом расстоянии.</p><h2>Ограничения</h2><p>Масса автопоезда с грузом — до 40 т, нагрузка на ось — до 10 т на федеральных трассах, весной региональные дороги закрывают для осей тяжелее 6 т. В Москву внутрь МКАД и в центр Санкт-Петербурга днём фура заезжает только по пропуску, поэтому склад получателя лучше выбирать за кольцевой дорогой. Стоимость считается за машину целиком, объёмный вес не применяется.</p>',
    ],
    [
      'Semi-trailer price',
      'The price of a 20-tonne semi-trailer between Russian cities: curtain-side, flatbed, insulated or reefer.',
      '<p>A semi-trailer takes up to 20 t and 82–92 m³, or 33 euro pallets. Choose the body type, the loading side and extras: straps, stakes, crating or a tail-lift.</p><h2>When a semi-trailer pays off</h2><p>For full loads over 300 km its price per tonne is the lowest.</p>' +
        '<h2>Sizes and loading</h2><p>A semi-trailer body is 13.6×2.45×2.6 m: 33 Euro pallets of 1200×800 mm in one tier, or 26 pallets of 1200×1000 mm. The usable volume of 82–92 m³ depends on the body: a curtain-sider or reefer has less because of its walls and unit. There is no tail-lift: loading is from a dock, by forklift from the side or by crane from above with the curtain off.</p><h2>Which body</h2><p>A curtain-sider carries pallets, cartons, building materials and equipment. A flatbed with stakes takes metal, pipes, timber and long items up to 12 m. An insulated body holds its temperature without a unit for short food runs, and a reefer keeps −20 to +15 °C over any distance.</p><h2>Limits</h2><p>The gross weight of truck and load is up to 40 t, the axle load up to 10 t on federal roads, and in spring regional roads close to axles over 6 t. A semi-trailer enters Moscow inside the MKAD ring and central Saint Petersburg by day only with a permit, so a recipient’s warehouse outside the ring road is easier. The price is for the whole truck; volume weight does not apply.</p>',
    ],
  ),
  page(
    '/kalkulyator-gruzoperevozok/gazelyami/',
    [
      'Расчёт перевозки газелями',
      'Стоимость перевозки груза газелью до 1,5 т по городу и между городами.',
      '<p>Газель — до 1,5 т и 9–16 м³. Подходит для переезда, доставки мебели и небольших партий товара. Калькулятор покажет цену отдельной машины и сборного груза, чтобы вы выбрали выгоднее.</p>' +
        '<h2>Какая газель нужна</h2><p>Кузов газели — 3,0×2,0×1,8 м, в него входят четыре европаллеты или около 10 м³ коробок; удлинённый кузов до 4,2 м берёт 16 м³. Грузоподъёмность — 1,5 т. Бывает тент, который открывается сбоку для погрузки погрузчиком, цельнометаллический фургон для мебели и техники, изотерм для продуктов и борт для стройматериалов. Гидроборт поднимает до 500 кг и избавляет от ручной погрузки тяжёлых мест.</p><h2>Когда газель лучше сборного груза</h2><p>Если груз занимает больше 3–4 м³ или его нужно доставить к определённому часу, отдельная газель часто стоит столько же, сколько сборка, и приезжает без перевалки на терминалах. Для переезда однокомнатной квартиры, поставки в магазин без рампы и вывоза с объекта в пределах города газель — самый частый выбор.</p><h2>Город и пропуска</h2><p>Газели массой до 3,5 т не нужен пропуск в центр Москвы и Санкт-Петербурга, поэтому она ездит туда днём. Между городами водитель проходит 500–600 км в сутки. Время ожидания на погрузке сверх нормы оплачивается отдельно — укажите в заказе точное время подачи.</p>',
    ],
    [
      'Gazelle van price',
      'The price of a Gazelle van, up to 1.5 t, within a city and between cities.',
      '<p>A Gazelle takes up to 1.5 t and 9–16 m³. It suits moves, furniture and small consignments. The calculator shows the price of a dedicated van and of groupage so you can choose the cheaper.</p>' +
        '<h2>Which Gazelle</h2><p>A Gazelle body is 3.0×2.0×1.8 m and takes four Euro pallets or about 10 m³ of boxes; the long 4.2 m body carries 16 m³. The payload is 1.5 t. Bodies come as curtain-siders that open at the side for a forklift, all-metal vans for furniture and appliances, insulated boxes for food and dropside flatbeds for building materials. A tail-lift raises up to 500 kg and spares carrying heavy pieces by hand.</p><h2>When a van beats groupage</h2><p>If the load takes more than 3–4 m³ or must arrive at a given hour, a dedicated Gazelle often costs about as much as groupage and comes without transhipment at terminals. For moving a one-room flat, supplying a shop without a dock or clearing a site within the city it is the usual choice.</p><h2>Cities and permits</h2><p>A van of up to 3.5 t needs no permit for central Moscow or Saint Petersburg and drives there by day. Between cities a driver covers 500–600 km a day. Waiting at loading beyond the norm is paid extra, so give the exact arrival time in the order.</p>',
    ],
  ),
  page(
    '/oplata/',
    [
      'Оплата',
      'Способы оплаты перевозки: банковская карта, счёт для компаний, оплата получателем.',
      '<p>Частные лица платят картой на сайте или при получении груза. Компании — по счёту, с закрывающими документами и НДС; для постоянных клиентов возможна отсрочка по договору.</p><h2>Кто может платить</h2><p>Плательщиком может быть отправитель, получатель или третье лицо — это указывается при оформлении заказа.</p>' +
        '<h2>Картой на сайте</h2><p>После подтверждения заказа откроется страница оплаты. Принимаются карты «Мир», Visa и Mastercard российских банков; деньги списываются сразу, чек приходит на почту. Сумма равна итогу выбранного тарифа: перевозка, забор и доставка до двери, упаковка и страховка 0,045 % объявленной стоимости.</p><h2>При получении</h2><p>Если выбран плательщик-получатель или оплата при получении, курьер или кладовщик терминала примет наличные или карту до выдачи груза. Груз без оплаты не выдаётся, поэтому предупредите получателя о сумме — она видна в заказе.</p><h2>По счёту для организаций</h2><p>Счёт выставляется на компанию с ИНН и КПП, указанными в заказе; платёж учитывается по номеру счёта в назначении платежа. После доставки — акт выполненных работ и счёт-фактура с НДС. По договору для постоянных клиентов возможна отсрочка и ежемесячная сверка.</p><h2>Доплаты</h2><p>Отдельно оплачиваются только простой машины сверх нормы, хранение на терминале после бесплатных дней и пересчёт, если груз на весах оказался тяжелее заявленного. Условия возврата — на странице «Возврат денежных средств».</p>',
    ],
    [
      'Payment',
      'How to pay for delivery: bank card, invoice for companies, payment by the recipient.',
      '<p>Private customers pay by card on the site or on delivery. Companies pay by invoice with VAT documents; regular customers can defer payment under a contract.</p><h2>Who can pay</h2><p>The sender, the recipient or a third party can pay; you choose the payer when ordering.</p>' +
        '<h2>By card on the site</h2><p>After you confirm an order, the payment page opens. Mir, Visa and Mastercard cards of Russian banks are accepted; the money is taken at once and the receipt is e-mailed. The amount is the total of the chosen tariff: carriage, door collection and delivery, packing and insurance at 0.045 % of the declared value.</p><h2>On delivery</h2><p>If the recipient pays or you chose payment on delivery, the courier or terminal storekeeper takes cash or a card before handing over the load. Nothing is released unpaid, so tell the recipient the amount shown in the order.</p><h2>By invoice for companies</h2><p>The invoice is made out to the company with the INN and KPP given in the order; quote the invoice number in the payment reference. After delivery you get a completion certificate and a VAT invoice. Regular customers can have deferred payment and a monthly reconciliation under a contract.</p><h2>Extra charges</h2><p>Only waiting time beyond the norm, storage after the free days and a recalculation when the scales show more than declared are paid on top. Refund terms are on the Refunds page.</p>',
    ],
  ),
  page(
    '/oplata/vozvrat/',
    [
      'Возврат денежных средств',
      'Как вернуть деньги за перевозку при отмене заказа: сроки и порядок возврата.',
      '<p>Если заказ отменён до погрузки, возвращаем всю сумму. После подачи машины удерживается стоимость подачи и простоя. Деньги возвращаются тем же способом, которым была оплата, в течение 10 рабочих дней.</p><h2>Как подать заявление</h2><p>Напишите нам через форму «Написать нам» с номером заказа — менеджер ответит в течение рабочего дня.</p>' +
        '<h2>Сколько вернём</h2><p>До выезда машины к отправителю — 100 % суммы. После подачи машины, но до погрузки — сумма за вычетом подачи и простоя по тарифу перевозчика. После погрузки заказ отменить нельзя: груз можно вернуть отправителю или перенаправить, это оформляется новым заказом. Если перевозчик сорвал срок по своей вине или повредил груз, возмещение идёт по претензии, а ущерб — по страховке на объявленную стоимость.</p><h2>Как вернуть деньги, оплаченные картой</h2><p>Возврат идёт на ту же карту. Банк зачисляет деньги в течение 10 рабочих дней с даты нашего подтверждения; срок зависит от банка-эмитента.</p><h2>Возврат организации</h2><p>Компания присылает письмо на бланке с номером заказа, суммой и реквизитами для возврата, подписанное руководителем. Деньги возвращаются на расчётный счёт, с которого была оплата, а акт сверки подтверждает закрытие расчётов.</p><h2>Что приложить</h2><p>Номер заказа вида A-12345678, способ оплаты и, если речь о повреждении, фото груза и накладную с отметкой о повреждениях, сделанной при получении.</p>',
    ],
    [
      'Refunds',
      'How to get your money back when an order is cancelled: terms and procedure.',
      '<p>An order cancelled before loading is refunded in full. Once the truck has arrived, the call-out and waiting time are kept. Money goes back the way it was paid, within 10 working days.</p><h2>How to ask</h2><p>Write to us through “Write to us” with the order number; a manager answers within a working day.</p>' +
        '<h2>How much comes back</h2><p>Before the truck leaves for the sender: 100 %. After it arrives but before loading: the amount less the call-out and waiting time at the carrier’s rate. After loading the order cannot be cancelled; the load can be returned to the sender or redirected under a new order. If the carrier missed the term through its own fault or damaged the load, you are compensated under a claim, and the damage under the insurance on the declared value.</p><h2>Card payments</h2><p>The refund goes to the same card. The bank credits it within 10 working days of our confirmation; the exact time depends on the card issuer.</p><h2>Company payments</h2><p>The company sends a letter on its letterhead with the order number, the amount and the bank details for the refund, signed by its head. The money returns to the account it was paid from, and a reconciliation statement confirms the settlement.</p><h2>What to attach</h2><p>The order number (like A-12345678), the payment method and, for damage, photos of the load and the waybill with the damage noted on collection.</p>',
    ],
  ),
  page(
    '/o-kompanii/',
    [
      'О компании «Доставка»',
      'Транспортная компания из Санкт-Петербурга: собственный автопарк, сеть терминалов и партнёры по всей России.',
      '<p>Мы возим грузы с 2012 года. Собственный парк — газели, 5- и 10-тонники и фуры; по сборным грузам работаем через свою сеть терминалов и партнёров-перевозчиков.</p><h2>Наши принципы</h2><p>Честная цена до заказа, страхование каждого груза и отслеживание на сайте.</p>' +
        '<h2>Что мы делаем</h2><p>Сравниваем тарифы перевозчиков на одном экране и берём заказ на себя: от расчёта до выдачи груза получателю. Сборные грузы идут через терминалы партнёров в тысяче с лишним городов, отдельные машины — от газели 1,5 т до фуры 20 т — подаются по адресу. Отдельно организуем переезды, перевозку продуктов в рефрижераторах, металла и длинномеров на бортовых полуприцепах, негабарита на тралах.</p><h2>Как мы работаем</h2><p>Цена считается по тарифу перевозчика до заказа и фиксируется при оформлении. Каждый груз страхуется на объявленную стоимость за 0,045 %. Статус виден на сайте по номеру заказа. Платить можно картой, при получении или по счёту с НДС; получателем или третьим лицом.</p><h2>Для кого</h2><p>Частным клиентам — переезды, доставка мебели, техники и посылок между городами. Компаниям — регулярные поставки в магазины и распределительные центры, вывоз с производств и стройплощадок, закрывающие документы и отсрочка по договору.</p><h2>Где мы</h2><p>Офис и склад — в Санкт-Петербурге, адрес и часы работы — на странице «Контакты».</p>',
      'О транспортной компании «Доставка» | Доставка',
    ],
    [
      'About Dostavka',
      'A Saint Petersburg transport company: our own fleet, a terminal network and partners across Russia.',
      '<p>We have carried freight since 2012. Our own fleet has Gazelles, 5- and 10-tonne trucks and semi-trailers; groupage goes through our terminal network and partner carriers.</p><h2>Our principles</h2><p>An honest price before you order, insurance for every load and tracking on the site.</p>' +
        '<h2>What we do</h2><p>We compare carriers’ tariffs on one screen and take the order from price to hand-over. Groupage travels through partner terminals in more than a thousand towns; dedicated vehicles, from a 1.5 t Gazelle to a 20 t semi-trailer, come to your address. We also arrange moves, food in reefers, metal and long items on flatbeds and oversize loads on low-bed trailers.</p><h2>How we work</h2><p>The price comes from the carrier’s tariff before you order and is fixed when you order. Every load is insured for its declared value at 0.045 %. The status is on the site by order number. You can pay by card, on delivery or by invoice with VAT, and the recipient or a third party can pay.</p><h2>Who for</h2><p>Private customers: moves and deliveries of furniture, appliances and parcels between cities. Companies: regular supplies to shops and distribution centres, collections from plants and building sites, closing documents and deferred payment under a contract.</p><h2>Where we are</h2><p>Our office and warehouse are in Saint Petersburg; the address and hours are on the Contacts page.</p>',
      'About the Dostavka transport company | Dostavka',
    ],
  ),
  page(
    '/o-kompanii/avtopark/',
    [
      'Автопарк компании',
      'Собственный автопарк: газели, 5- и 10-тонники, фуры, рефрижераторы и бортовые полуприцепы.',
      '<p>Все машины проходят техосмотр и оснащены GPS-трекерами. Рефрижераторы пишут температуру в пути, бортовые полуприцепы укомплектованы кониками и ремнями.</p>' +
        '<h2>Состав парка</h2><p>Газели 1,5 т с кузовом 3,0×2,0×1,8 м и удлинённые до 4,2 м — для города и небольших партий. Трёхтонники с кузовом 4,2 м и 18 м³. Пятитонники с кузовом 6,0×2,45×2,3 м на 15 европаллет. Десятитонники с кузовом 8 м и 45–54 м³ на 18 паллет. Фуры 20 т с полуприцепом 13,6×2,45×2,6 м на 33 паллеты и 82–92 м³.</p><h2>Кузова</h2><p>Тент с боковой и верхней погрузкой, цельнометаллический фургон, изотерм, рефрижератор от −20 до +15 °C, бортовой полуприцеп с кониками для металла и леса. У всех машин до 10 т есть модификации с гидробортом. Для негабарита привлекаем тралы партнёров грузоподъёмностью до 60 т.</p><h2>Обслуживание</h2><p>Машины проходят техосмотр, перед рейсом — контроль шин, тормозов и крепёжных ремней. Водители — с категориями C и CE, медкнижками для продуктовых рейсов и допусками ДОПОГ для опасных грузов. Рефрижераторы моются и дезинфицируются после каждого рейса с продуктами, санитарный паспорт кузова продлевается ежегодно.</p>',
    ],
    [
      'Our fleet',
      'Our own fleet: Gazelles, 5- and 10-tonne trucks, semi-trailers, reefers and flatbeds.',
      '<p>Every vehicle is inspected and carries a GPS tracker. Reefers log the temperature on the way; flatbeds carry stakes and straps.</p>' +
        '<h2>The vehicles</h2><p>1.5 t Gazelles with a 3.0×2.0×1.8 m body and long versions up to 4.2 m for city runs and small consignments. 3-tonne trucks with a 4.2 m, 18 m³ body. 5-tonne trucks with a 6.0×2.45×2.3 m body for 15 Euro pallets. 10-tonne trucks with an 8 m body of 45–54 m³ for 18 pallets. 20 t semi-trailers of 13.6×2.45×2.6 m for 33 pallets and 82–92 m³.</p><h2>Bodies</h2><p>Curtain-siders loaded from the side and top, all-metal vans, insulated boxes, reefers holding −20 to +15 °C and flatbeds with stakes for metal and timber. Every size up to 10 t comes with a tail-lift option. For oversize loads we bring in partners’ low-bed trailers for up to 60 t.</p><h2>Upkeep</h2><p>Vehicles pass their inspections, and before each trip tyres, brakes and lashing straps are checked. Drivers hold C and CE licences, medical records for food runs and ADR certificates for dangerous goods. Reefers are washed and disinfected after every food trip, and each body’s sanitary certificate is renewed yearly.</p>',
    ],
  ),
  page(
    '/o-kompanii/vakansii/',
    [
      'Вакансии',
      'Работа в транспортной компании: водители категорий C и CE, логисты, менеджеры по продажам.',
      '<p>Ищем водителей категорий C и CE с опытом от двух лет, логистов и менеджеров по работе с клиентами. Официальное оформление, оплата без задержек, ремонт и обслуживание машин за счёт компании.</p><h2>Как откликнуться</h2><p>Оставьте телефон в форме «Заказать звонок» с пометкой «вакансия» — мы перезвоним.</p>' +
        '<h2>Водитель категории CE</h2><p>Междугородные рейсы на фуре 20 т: Санкт-Петербург — Москва, Центр, Поволжье, Урал. Требуется стаж на категории CE от двух лет, знание тахографа и правил крепления груза; допуск ДОПОГ — плюс. График — рейсами с оплачиваемыми днями отдыха дома, суточные в пути.</p><h2>Водитель категории C</h2><p>Городская и пригородная доставка на газели, 5- и 10-тоннике по Санкт-Петербургу и области: магазины, стройплощадки, переезды. Нужны аккуратность с грузом и клиентами и умение работать с гидробортом; для продуктовых рейсов — медицинская книжка.</p><h2>Логист</h2><p>Подбор машин и перевозчиков, планирование рейсов, связь с водителями и клиентами, оформление накладных. Опыт в транспортной компании от года, уверенная работа с таблицами и картами.</p><h2>Менеджер по работе с клиентами</h2><p>Расчёт перевозок, сопровождение заказов, договоры и закрывающие документы для компаний. Важно понимать разницу между сборным грузом и отдельной машиной и уметь объяснить её клиенту.</p><h2>Условия</h2><p>Оформление по Трудовому кодексу, белая зарплата два раза в месяц, оплачиваемый отпуск и больничный.</p>',
      'Вакансии: водители, логисты, менеджеры | Доставка',
    ],
    [
      'Jobs',
      'Work at a transport company: C and CE drivers, logistics planners, sales managers.',
      '<p>We are looking for C and CE drivers with two years’ experience, logistics planners and account managers. Formal employment, pay on time, vehicle repairs and servicing paid by the company.</p><h2>How to apply</h2><p>Leave your number in “Request a call” and mention the vacancy; we will call you back.</p>' +
        '<h2>CE driver</h2><p>Long-distance runs in a 20 t semi-trailer: Saint Petersburg to Moscow, central Russia, the Volga and the Urals. Two years on a CE licence, tachograph skills and knowledge of load securing are required; an ADR certificate is a plus. You work in trips with paid rest days at home and a daily allowance on the road.</p><h2>C driver</h2><p>City and suburban deliveries in a Gazelle, 5- or 10-tonne truck around Saint Petersburg and its region: shops, building sites, moves. Care with loads and customers and confidence with a tail-lift are needed, plus a medical record for food runs.</p><h2>Logistics planner</h2><p>Matching vehicles and carriers, planning trips, keeping in touch with drivers and customers, preparing waybills. A year at a transport company and fluency with spreadsheets and maps.</p><h2>Account manager</h2><p>Pricing shipments, following orders, contracts and closing documents for companies. You should understand groupage against a dedicated vehicle and be able to explain it.</p><h2>Terms</h2><p>Employment under the Labour Code, fully declared pay twice a month, paid holiday and sick leave.</p>',
      'Jobs: drivers, planners, managers | Dostavka',
    ],
  ),
  page(
    '/o-kompanii/faq/',
    [
      'Частые вопросы о компании',
      'Ответы на вопросы о работе компании: договоры, страхование, сроки и ответственность.',
      '<p>Мы работаем с частными лицами и компаниями по договору-оферте, страхуем каждый груз и отвечаем за него от погрузки до выдачи. Полный список вопросов — в разделе «Вопросы и ответы».</p>' +
        '<h2>С кем заключается договор</h2><p>Частное лицо принимает публичную оферту при оформлении заказа — отдельный договор не нужен. С компаниями, которые возят регулярно, заключаем договор транспортной экспедиции: в нём фиксируются порядок заявок, сроки оплаты, отсрочка и ответственность. Экспедитор отвечает перед клиентом за действия перевозчиков, которых привлекает.</p><h2>Как мы отвечаем за груз</h2><p>Ответственность начинается с момента приёмки — подписи водителя или кладовщика в накладной — и заканчивается подписью получателя. Утрата и повреждение возмещаются в пределах объявленной стоимости; груз застрахован за 0,045 % от неё. Претензия рассматривается в течение 30 дней.</p><h2>Что, если опоздали</h2><p>Срок каждого тарифа — плановый; если задержка произошла по вине перевозчика, она учитывается при рассмотрении претензии. Задержки из-за погоды, закрытия дорог или ошибок в адресе к нарушениям не относятся.</p><h2>С кем работаем</h2><p>Перевозчики проходят проверку: регистрация, история исполнения заказов, страховка ответственности. Ответы о расчёте, доставке и оплате — в разделе «Вопросы и ответы».</p>',
    ],
    [
      'Company questions',
      'Answers about how we work: contracts, insurance, terms and liability.',
      '<p>We work with private customers and companies under a public offer, insure every load and are liable for it from loading to hand-over. All questions are in the Questions and answers section.</p>' +
        '<h2>Who the contract is with</h2><p>A private customer accepts the public offer when ordering; no separate contract is needed. Companies shipping regularly sign a freight forwarding contract setting out how orders are placed, payment terms, deferral and liability. As forwarder we answer to the customer for the carriers we engage.</p><h2>Our liability for the load</h2><p>It starts at acceptance, with the driver’s or storekeeper’s signature on the waybill, and ends with the recipient’s signature. Loss and damage are compensated up to the declared value; the load is insured at 0.045 % of it. A claim is reviewed within 30 days.</p><h2>If delivery is late</h2><p>Each tariff’s term is a planned one; a delay caused by the carrier is taken into account when the claim is reviewed. Delays from weather, closed roads or a wrong address are not breaches.</p><h2>Who we work with</h2><p>Carriers are vetted: registration, their record of completed orders, liability insurance. Answers about prices, delivery and payment are in Questions and answers.</p>',
    ],
  ),
  page(
    '/company/',
    [
      'Сведения о компании',
      'Юридические сведения о перевозчике: наименование, адрес, лицензии и реквизиты.',
      '<p>{{company.fullLegalName}} ({{company.legalName}}), ИНН {{company.inn}}, КПП {{company.kpp}}, ОГРН {{company.ogrn}}. Адрес: {{company.address}}. Работаем по договору транспортной экспедиции; ответственность перевозчика застрахована. Банковские реквизиты — на странице «Реквизиты».</p>' +
        '<h2>Чем занимается компания</h2><p>Основной вид деятельности — транспортная экспедиция и деятельность автомобильного грузового транспорта. Мы принимаем заказы на сайте, подбираем перевозчика по тарифу, оформляем накладные и отвечаем перед клиентом за доставку.</p><h2>Договор и ответственность</h2><p>Отношения с частными клиентами регулирует публичная оферта, с компаниями — договор транспортной экспедиции по главе 41 Гражданского кодекса и закону о транспортно-экспедиционной деятельности. Груз страхуется на объявленную стоимость: 0,045 % от неё, не меньше 1 рубля.</p><h2>Для проверки контрагента</h2><p>По ИНН и ОГРН компанию можно проверить в реестре ФНС. Выписку из ЕГРЮЛ, карточку предприятия и копию свидетельства о постановке на учёт отправим по запросу через форму «Написать нам». Документы для оплаты по счёту — полное наименование, банк, расчётный и корреспондентский счёт, БИК — собраны на странице «Реквизиты».</p><h2>Налоги</h2><p>Компания работает на общей системе налогообложения с НДС, поэтому клиенты-организации получают счёт-фактуру к каждому акту.</p>',
    ],
    [
      'Company details',
      'Legal details of the carrier: name, address, licences and bank details.',
      '<p>{{company.legalName}}, INN {{company.inn}}, KPP {{company.kpp}}, OGRN {{company.ogrn}}. Address: {{company.address}}. We work under a freight forwarding contract; the carrier’s liability is insured. Bank details are on the Requisites page.</p>' +
        '<h2>What the company does</h2><p>Its main activities are freight forwarding and road haulage. We take orders on the site, choose the carrier by tariff, prepare the waybills and answer to the customer for delivery.</p><h2>Contract and liability</h2><p>Private customers are served under the public offer, companies under a freight forwarding contract following chapter 41 of the Civil Code and the law on freight forwarding. Loads are insured for their declared value at 0.045 %, at least 1 rouble.</p><h2>Checking us as a counterparty</h2><p>The company can be checked in the tax service register by its INN and OGRN. An extract from the state register, the company card and a copy of the tax registration certificate are sent on request through Write to us. The details for paying an invoice (full name, bank, account, correspondent account, BIC) are on the Requisites page.</p><h2>Tax</h2><p>The company is on the general tax regime with VAT, so corporate customers receive a VAT invoice with every completion certificate.</p>',
    ],
  ),
  page(
    '/offer/',
    [
      'Договор-оферта и документы',
      'Публичная оферта на перевозку груза, правила приёмки и образцы документов.',
      '<p>Оформляя заказ на сайте, вы принимаете публичную оферту. В ней описаны порядок приёмки груза, сроки, ответственность сторон и порядок претензий. Образцы накладной и акта выполненных работ — в разделе «Документы».</p>' +
        '<h2>Основные условия оферты</h2><p>Заказ считается принятым, когда клиент подтвердил его на сайте и получил номер. Экспедитор организует перевозку выбранным перевозчиком по тарифу, показанному при оформлении; цена меняется, только если фактический вес или объём груза больше заявленного. Плановые даты погрузки и доставки указаны в тарифе.</p><h2>Приёмка груза</h2><p>Груз принимается по количеству мест и внешнему виду упаковки; содержимое не проверяется, если клиент не заказал приёмку с описью. Упаковка должна выдерживать перевалку погрузчиком; для хрупкого перевозчик может потребовать обрешётку. Не принимаются предметы, запрещённые к перевозке, и опасные грузы без согласования.</p><h2>Ответственность и претензии</h2><p>Экспедитор отвечает за утрату и повреждение в пределах объявленной стоимости. Повреждения отмечаются в накладной при выдаче; претензия подаётся письменно с номером заказа и рассматривается в течение 30 дней.</p><h2>Оплата и отказ</h2><p>Оплата — картой, при получении или по счёту. Отказ до погрузки — с полным возвратом, после подачи машины удерживается подача и простой.</p>',
    ],
    [
      'Public offer and documents',
      'The public offer for carriage, acceptance rules and sample documents.',
      '<p>Placing an order on the site, you accept the public offer. It sets out how loads are accepted, the terms, each side’s liability and how to claim. Sample waybills and completion certificates are in Documents.</p>' +
        '<h2>Key terms</h2><p>An order is accepted when the customer confirms it on the site and receives its number. The forwarder arranges carriage by the chosen carrier at the tariff shown when ordering; the price changes only if the actual weight or volume exceeds the declared one. The planned loading and delivery dates are those of the tariff.</p><h2>Acceptance</h2><p>The load is accepted by the number of pieces and the outward condition of the packing; contents are not checked unless acceptance with an inventory was ordered. Packing must withstand forklift handling; for fragile goods the carrier may require a crate. Prohibited items and dangerous goods without prior agreement are refused.</p><h2>Liability and claims</h2><p>The forwarder is liable for loss and damage up to the declared value. Damage is noted on the waybill on collection; a claim is made in writing with the order number and reviewed within 30 days.</p><h2>Payment and cancellation</h2><p>Payment is by card, on delivery or by invoice. Cancelling before loading is refunded in full; after the truck arrives the call-out and waiting time are kept.</p>',
    ],
  ),
  page(
    '/negabaritnye-perevozki/',
    [
      'Негабаритные перевозки',
      'Перевозка негабаритных и тяжеловесных грузов: тралы, разрешения, сопровождение.',
      '<p>Груз шире 2,55 м, выше 4 м, длиннее 20 м или тяжелее 44 т — негабаритный. Мы подбираем трал, получаем специальное разрешение, прокладываем маршрут с учётом мостов и линий электропередачи и организуем сопровождение.</p><h2>Сроки</h2><p>Разрешение оформляется от 5 рабочих дней; планируйте перевозку заранее.</p>' +
        '<h2>Какой транспорт</h2><p>Трал — низкорамный полуприцеп с высотой платформы около 0,9 м — везёт технику, станки, трансформаторы и модули до 60 т. Для длинных конструкций берут раздвижные полуприцепы, для широких — платформы с уширителями. Погрузка — своим ходом по аппарелям или краном, место под автокран на твёрдом грунте согласуется заранее.</p><h2>Разрешения и сопровождение</h2><p>Специальное разрешение выдаёт владелец дорог: Росавтодор для федеральных трасс, регион — для своих. К заявке прикладывают схему автопоезда с грузом и маршрут. При ширине больше 3,5 м или длине больше 25 м нужен автомобиль прикрытия, при ширине больше 4 м — ещё и сопровождение ГИБДД. Маршрут обследуют на высоту мостов, путепроводов и проводов.</p><h2>Стоимость</h2><p>Цена складывается из аренды трала, разрешения, возмещения вреда дорогам для тяжеловесного груза и сопровождения. Для расчёта пришлите размеры, массу и фото груза, адреса погрузки и выгрузки через форму «Написать нам».</p>',
    ],
    [
      'Oversize transport',
      'Oversize and heavy loads: low-bed trailers, permits, escorts.',
      '<p>A load wider than 2.55 m, higher than 4 m, longer than 20 m or heavier than 44 t is oversize. We pick a low-bed trailer, obtain the special permit, plan the route around bridges and power lines and arrange an escort.</p><h2>Timing</h2><p>A permit takes 5 working days or more, so plan ahead.</p>' +
        '<h2>Which vehicle</h2><p>A low-bed trailer with a deck about 0.9 m high carries machinery, machine tools, transformers and modules of up to 60 t. Long structures go on extendable trailers, wide ones on platforms with side extensions. Loading is on the machine’s own tracks up ramps or by crane, with a firm pad for the mobile crane agreed in advance.</p><h2>Permits and escorts</h2><p>The special permit is issued by the road owner: the federal road agency for federal highways, the region for its own roads. The application includes a drawing of the vehicle with the load and the route. Wider than 3.5 m or longer than 25 m needs an escort car, wider than 4 m a traffic police escort as well. The route is surveyed for the height of bridges, overpasses and wires.</p><h2>Price</h2><p>It is made up of the trailer, the permit, compensation for road wear for heavy loads and the escort. For a quote send the sizes, weight and photos of the load and the loading and unloading addresses through Write to us.</p>',
    ],
  ),
];

export const CONTENT_PAGES: readonly ContentPageSeed[] = [...OTHER_PAGES, ...SITE_PAGES];
