/** Texts of the company and information pages (their routes are fixed; their words live here). */
import { page, type ContentPageSeed } from './page-seed';

export const SITE_PAGES: readonly ContentPageSeed[] = [
  page(
    '/additional/about/',
    [
      'О компании',
      'Транспортная компания из Санкт-Петербурга: сборные грузы и выделенный транспорт по всей России с 2012 года.',
      '<p>«Доставка» — транспортная компания из Санкт-Петербурга. Мы перевозим сборные грузы через собственную сеть терминалов и партнёров и предоставляем отдельные машины — от газели до фуры.</p><h2>Почему нам доверяют</h2><ul><li>Цена известна до заказа и не меняется после него.</li><li>Каждый груз застрахован.</li><li>Статус заказа виден на сайте в любой момент.</li><li>Работаем с частными лицами и компаниями, с НДС и без.</li></ul>' +
        '<h2>Как устроена доставка</h2><p>Мы не привязаны к одному перевозчику. Калькулятор одновременно запрашивает тарифы нашей сети и партнёров и показывает, кто, когда и за сколько довезёт груз. Вы выбираете по цене или по сроку, а дальше мы оформляем заказ, передаём его перевозчику и следим за исполнением до выдачи.</p><h2>Сеть и машины</h2><p>Терминалы и пункты приёма — в крупных городах от Калининграда до Владивостока, доставка до двери — в городах и районных центрах. Для выделенных перевозок — газели, 5- и 10-тонники, фуры, рефрижераторы и бортовые полуприцепы; для негабарита — тралы партнёров.</p><h2>Цифры</h2><p>Страховка — 0,045 % объявленной стоимости. Сборный груз — от 1 кг и до 1000 мест в заказе. Отдельная машина — от 1,5 до 20 т. Номер заказа — буква, дефис и восемь цифр; по нему виден статус на сайте.</p><h2>Клиентам-компаниям</h2><p>Договор, счёт с НДС, акты и счета-фактуры, отсрочка для постоянных клиентов и один менеджер на все перевозки.</p>',
      'О транспортной компании из Санкт-Петербурга | Доставка',
    ],
    [
      'About us',
      'A Saint Petersburg transport company: consolidated loads and dedicated trucks across Russia since 2012.',
      '<p>Dostavka is a Saint Petersburg transport company. We carry consolidated loads through our own terminal network and partners and provide dedicated trucks, from a Gazelle to a semi-trailer.</p><h2>Why customers trust us</h2><ul><li>The price is known before you order and does not change after.</li><li>Every load is insured.</li><li>The order status is on the site at any time.</li><li>We work with private customers and companies, with or without VAT.</li></ul>' +
        '<h2>How it works</h2><p>We are not tied to one carrier. The calculator asks our network and partners for tariffs at the same time and shows who will carry the load, when and at what price. You choose by price or by speed; we then place the order, hand it to the carrier and follow it until delivery.</p><h2>Network and vehicles</h2><p>Terminals and drop-off points in the large cities from Kaliningrad to Vladivostok, door delivery in towns and district centres. For dedicated runs: Gazelles, 5- and 10-tonne trucks, semi-trailers, reefers and flatbeds; for oversize loads, partners’ low-bed trailers.</p><h2>Figures</h2><p>Insurance is 0.045 % of the declared value. Groupage starts at 1 kg and takes up to 1,000 pieces per order. A dedicated vehicle carries 1.5 to 20 t. The order number is a letter, a dash and eight digits, and the status shows on the site by it.</p><h2>For companies</h2><p>A contract, invoices with VAT, completion certificates and VAT invoices, deferred payment for regular customers and one manager for all shipments.</p>',
      'About a Saint Petersburg transport company | Dostavka',
    ],
  ),
  page(
    '/additional/autopark/',
    [
      'Автопарк',
      'Машины для ваших грузов: размеры кузова, грузоподъёмность, типы кузова и способы погрузки.',
      '<p>Для выделенной перевозки выберите машину по размерам и грузоподъёмности. У каждой — свои типы кузова, способы погрузки и дополнительные услуги; всё это можно указать в калькуляторе.</p>' +
        '<h2>Как выбрать машину</h2><p>Сначала — по весу: газель везёт до 1,5 т, 5-тонник — до 5 т, 10-тонник — до 10 т, фура — до 20 т. Затем — по объёму и длине: лёгкий объёмный груз заполняет кузов раньше, чем набирает вес, а длинномер должен лечь на пол кузова целиком. Европаллет в газель входит четыре, в 5-тонник — пятнадцать, в 10-тонник — восемнадцать, в фуру — тридцать три.</p><h2>Тип кузова</h2><p>Тент открывается сбоку и сверху: удобно грузить погрузчиком и краном. Фургон защищает мебель и технику от пыли и влаги. Изотерм и рефрижератор нужны продуктам, лекарствам и цветам. Бортовая платформа — металлу, трубам и стройматериалам.</p><h2>Погрузка и услуги</h2><p>Задняя погрузка — с рампы, боковая и верхняя — с площадки. Гидроборт нужен там, где нет рампы. Дополнительно можно заказать ремни, коники, обрешётку и грузчиков. Всё это выбирается в калькуляторе и сразу входит в цену.</p>',
      'Автопарк: газели, 5- и 10-тонники, фуры | Доставка',
    ],
    [
      'Fleet',
      'Vehicles for your loads: body sizes, payload, body types and loading options.',
      '<p>For a dedicated delivery choose a vehicle by its size and payload. Each has its own body types, loading options and extra services, all of which you can set in the calculator.</p>' +
        '<h2>Choosing a vehicle</h2><p>First by weight: a Gazelle carries up to 1.5 t, a 5-tonne truck up to 5 t, a 10-tonne truck up to 10 t and a semi-trailer up to 20 t. Then by volume and length: a light bulky load fills the body before it reaches the weight, and a long item must lie fully on the floor. A Gazelle takes four Euro pallets, a 5-tonne truck fifteen, a 10-tonne eighteen and a semi-trailer thirty-three.</p><h2>Body type</h2><p>A curtain-sider opens at the side and top for forklifts and cranes. A box van keeps furniture and appliances free of dust and damp. Insulated and refrigerated bodies serve food, medicines and flowers. A flatbed takes metal, pipes and building materials.</p><h2>Loading and extras</h2><p>Rear loading is from a dock, side and top loading from the yard. A tail-lift helps where there is no dock. Straps, stakes, crating and movers can be added. All of it is chosen in the calculator and goes straight into the price.</p>',
      'Fleet: Gazelles, 5- and 10-tonne trucks, semi-trailers | Dostavka',
    ],
  ),
  page(
    '/additional/contacts/',
    [
      'Контакты',
      'Адрес офиса и склада в Санкт-Петербурге, телефон и электронная почта транспортной компании.',
      '<h2>Офис</h2><p>{{company.address}}. Часы работы: {{company.hours}}. Грузы принимают терминалы и пункты приёма, их адреса и часы видны при оформлении заказа.</p><h2>Телефон и почта</h2><p>{{company.phone}}, {{company.email}}. Или нажмите «Заказать звонок» — перезвоним за 15 минут в рабочее время.</p><p>{{company.legalName}}, ИНН {{company.inn}}, ОГРН {{company.ogrn}}.</p>' +
        '<h2>Как быстрее связаться</h2><p>По вопросам расчёта и нового заказа удобнее всего калькулятор: тарифы появятся за минуту, а менеджер увидит ваш заказ сразу после оформления. По действующему заказу назовите его номер вида A-12345678 — так ответ будет быстрее. Заявка «Заказать звонок» принимает телефон в формате +7 (XXX) XXX-XX-XX; форма «Написать нам» — телефон и текст сообщения.</p><h2>Приезд в офис</h2><p>Сдать или забрать груз можно не только в офисе: терминалы и пункты приёма перевозчиков работают по своим часам, которые показаны при выборе пункта в заказе. Перед визитом в офис позвоните — пропуск в бизнес-центр оформляется заранее.</p><h2>Претензии и документы</h2><p>Претензии по сохранности принимаются письменно с номером заказа, фото и накладной с отметкой о повреждении. Оригиналы актов и счетов-фактур отправляем почтой или через электронный документооборот; запросить их можно по почте, указанной выше.</p>',
      'Контакты транспортной компании в Санкт-Петербурге | Доставка',
    ],
    [
      'Contacts',
      'Our office and warehouse in Saint Petersburg, phone and e-mail.',
      '<h2>Office</h2><p>{{company.address}}. Open {{company.hours}}. Loads are accepted at terminals and drop-off points, whose addresses and hours the order page shows.</p><h2>Phone and e-mail</h2><p>{{company.phone}}, {{company.email}}. Or press “Request a call” and we call back within 15 minutes during working hours.</p><p>{{company.legalName}}, INN {{company.inn}}, OGRN {{company.ogrn}}.</p>' +
        '<h2>Fastest ways to reach us</h2><p>For a price or a new order the calculator is quickest: tariffs appear within a minute and a manager sees your order as soon as it is placed. About an existing order, give its number (like A-12345678) for a faster answer. “Request a call” takes a phone number as +7 (XXX) XXX-XX-XX; “Write to us” a phone number and a message.</p><h2>Visiting the office</h2><p>You do not have to come to the office to hand over or collect a load: carriers’ terminals and drop-off points keep their own hours, shown when you choose the point in the order. Call before visiting; a pass to the business centre is arranged in advance.</p><h2>Claims and papers</h2><p>Claims about damage are accepted in writing with the order number, photos and the waybill with the damage noted. Original certificates and VAT invoices are posted or sent through electronic document exchange; ask for them at the e-mail above.</p>',
      'Contacts of the Saint Petersburg transport company | Dostavka',
    ],
  ),
  page(
    '/common/documents/',
    [
      'Документы',
      'Договор-оферта, правила перевозки, образцы накладной и акта, политика обработки персональных данных.',
      '<ul><li><a href="/offer/">Договор-оферта на перевозку груза</a></li><li><a href="/oplata/">Порядок оплаты</a> и <a href="/oplata/vozvrat/">возврата денежных средств</a></li><li><a href="/company/">Сведения о компании</a></li></ul><p>Накладная и акт выполненных работ формируются в личном кабинете по каждому заказу.</p>' +
        '<h2>Что подписывает клиент</h2><p>Частное лицо принимает оферту при оформлении заказа на сайте и подписывает накладную при сдаче груза. Компания, которая возит регулярно, подписывает договор транспортной экспедиции; к нему прилагаются заявки на каждую перевозку. Образец договора отправим по запросу через форму «Написать нам».</p><h2>Документы по заказу</h2><p>Накладная: номер заказа, отправитель и получатель, число мест, вес, объём и объявленная стоимость. Экспедиторская расписка выдаётся при сдаче на терминал. Акт выполненных работ и счёт-фактура — компании-плательщику после доставки. Все они доступны в личном кабинете в карточке заказа.</p><h2>Документы, которые прикладывает отправитель</h2><p>Товарная накладная ТОРГ-12 или УПД — если груз принадлежит компании. Ветеринарный сертификат «Меркурий» — для продукции животного происхождения. Декларации соответствия — по требованию получателя. Доверенность — если груз сдаёт или получает не руководитель.</p><h2>Персональные данные</h2><p>Политика обработки персональных данных описывает, какие данные мы храним — контакты, паспорт для тарифов, которые его требуют, — и как их удалить.</p>',
      'Документы для заказа перевозки | Доставка',
    ],
    [
      'Documents',
      'Public offer, carriage rules, sample waybill and certificate, personal data policy.',
      '<ul><li><a href="/offer/">Public offer for carriage</a></li><li><a href="/oplata/">Payment</a> and <a href="/oplata/vozvrat/">refunds</a></li><li><a href="/company/">Company details</a></li></ul><p>The waybill and the completion certificate of each order are made in your account.</p>' +
        '<h2>What the customer signs</h2><p>A private person accepts the offer when ordering on the site and signs the waybill when handing over the load. A company shipping regularly signs a freight forwarding contract, with an order form for each shipment. We send a sample contract on request through Write to us.</p><h2>Papers of an order</h2><p>The waybill: order number, sender and recipient, pieces, weight, volume and declared value. A forwarding receipt is issued at a terminal. The completion certificate and VAT invoice go to the paying company after delivery. All of them are in your account, on the order’s card.</p><h2>Papers the sender adds</h2><p>A TORG-12 delivery note or universal transfer document if the load belongs to a company. A Mercury veterinary certificate for goods of animal origin. Declarations of conformity if the recipient asks. A power of attorney if someone other than the head hands over or collects the load.</p><h2>Personal data</h2><p>The personal data policy explains what we keep (contacts, and a passport for tariffs that need one) and how to have it deleted.</p>',
      'Documents for ordering a delivery | Dostavka',
    ],
  ),
  page(
    '/common/requisites/',
    [
      'Реквизиты',
      'Банковские реквизиты компании для оплаты по счёту: ИНН, КПП, ОГРН, расчётный счёт.',
      '<dl><dt>Полное наименование</dt><dd>{{company.fullLegalName}}</dd><dt>Сокращённое наименование</dt><dd>{{company.legalName}}</dd><dt>ИНН / КПП</dt><dd>{{company.inn}} / {{company.kpp}}</dd><dt>ОГРН</dt><dd>{{company.ogrn}}</dd><dt>Юридический и почтовый адрес</dt><dd>{{company.address}}</dd><dt>Расчётный счёт</dt><dd>{{company.account}}</dd><dt>Банк</dt><dd>{{company.bank}}</dd><dt>БИК</dt><dd>{{company.bik}}</dd><dt>Корреспондентский счёт</dt><dd>{{company.correspondentAccount}}</dd><dt>Телефон, e-mail</dt><dd>{{company.phone}}, {{company.email}}</dd></dl>' +
        '<h2>Как оплатить по счёту</h2><p>Счёт выставляется после оформления заказа на компанию-плательщика. В назначении платежа укажите номер счёта и номер заказа, например: «Оплата по счёту № 125 за транспортно-экспедиционные услуги по заказу A-12345678, в т. ч. НДС». Так платёж учтётся автоматически, и груз не задержится на терминале в ожидании оплаты.</p><h2>Сроки зачисления</h2><p>Платёж внутри одного банка приходит в тот же день, из другого банка — обычно на следующий рабочий день. Если погрузка назначена на завтра, пришлите платёжное поручение через форму «Написать нам» — менеджер подтвердит заказ по нему.</p><h2>Закрывающие документы</h2><p>После доставки компания получает акт выполненных работ и счёт-фактуру. Проверьте, что ИНН и КПП в заказе совпадают с реквизитами вашей организации в реестре: документы выписываются по данным заказа. Акт сверки за месяц или квартал готовим по запросу.</p>',
      'Реквизиты компании | Доставка',
    ],
    [
      'Requisites',
      'Bank details of the company for paying by invoice: INN, KPP, OGRN, account.',
      '<dl><dt>Name</dt><dd>{{company.legalName}}</dd><dt>INN / KPP</dt><dd>{{company.inn}} / {{company.kpp}}</dd><dt>OGRN</dt><dd>{{company.ogrn}}</dd><dt>Registered and postal address</dt><dd>{{company.address}}</dd><dt>Account</dt><dd>{{company.account}}</dd><dt>Bank</dt><dd>{{company.bank}}</dd><dt>BIC</dt><dd>{{company.bik}}</dd><dt>Correspondent account</dt><dd>{{company.correspondentAccount}}</dd><dt>Phone, e-mail</dt><dd>{{company.phone}}, {{company.email}}</dd></dl>' +
        '<h2>Paying an invoice</h2><p>The invoice is made out to the paying company once the order is placed. In the payment reference give the invoice number and the order number, for example “Payment of invoice No. 125 for freight forwarding services, order A-12345678, VAT included”. The payment is then matched automatically and the load does not wait at the terminal.</p><h2>When it arrives</h2><p>A payment within the same bank arrives the same day, from another bank usually the next working day. If loading is tomorrow, send the payment order through Write to us and a manager confirms the order on it.</p><h2>Closing documents</h2><p>After delivery the company receives a completion certificate and a VAT invoice. Check that the INN and KPP in the order match your company’s registered details, since the documents follow the order. A reconciliation statement for a month or quarter is prepared on request.</p>',
      'Company requisites | Dostavka',
    ],
  ),
];
