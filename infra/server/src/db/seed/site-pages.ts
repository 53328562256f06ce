/** Texts of the company and information pages (their routes are fixed; their words live here). */
import { page, type ContentPageSeed } from './page-seed';

export const SITE_PAGES: readonly ContentPageSeed[] = [
  page(
    '/additional/about/',
    [
      'О компании',
      'Транспортная компания из Санкт-Петербурга: сборные грузы и выделенный транспорт по всей России с 2012 года.',
      '<p>«Доставка» — транспортная компания из Санкт-Петербурга. Мы перевозим сборные грузы через собственную сеть терминалов и партнёров и предоставляем отдельные машины — от газели до фуры.</p><h2>Почему нам доверяют</h2><ul><li>Цена известна до заказа и не меняется после него.</li><li>Каждый груз застрахован.</li><li>Статус заказа виден на сайте в любой момент.</li><li>Работаем с частными лицами и компаниями, с НДС и без.</li></ul>',
      'О транспортной компании из Санкт-Петербурга | Доставка',
    ],
    [
      'About us',
      'A Saint Petersburg transport company: consolidated loads and dedicated trucks across Russia since 2012.',
      '<p>Dostavka is a Saint Petersburg transport company. We carry consolidated loads through our own terminal network and partners and provide dedicated trucks, from a Gazelle to a semi-trailer.</p><h2>Why customers trust us</h2><ul><li>The price is known before you order and does not change after.</li><li>Every load is insured.</li><li>The order status is on the site at any time.</li><li>We work with private customers and companies, with or without VAT.</li></ul>',
      'About a Saint Petersburg transport company | Dostavka',
    ],
  ),
  page(
    '/additional/autopark/',
    [
      'Автопарк',
      'Машины для ваших грузов: размеры кузова, грузоподъёмность, типы кузова и способы погрузки.',
      '<p>Для выделенной перевозки выберите машину по размерам и грузоподъёмности. У каждой — свои типы кузова, способы погрузки и дополнительные услуги; всё это можно указать в калькуляторе.</p>',
      'Автопарк: газели, 5- и 10-тонники, фуры | Доставка',
    ],
    [
      'Fleet',
      'Vehicles for your loads: body sizes, payload, body types and loading options.',
      '<p>For a dedicated delivery choose a vehicle by its size and payload. Each has its own body types, loading options and extra services, all of which you can set in the calculator.</p>',
      'Fleet: Gazelles, 5- and 10-tonne trucks, semi-trailers | Dostavka',
    ],
  ),
  page(
    '/additional/contacts/',
    [
      'Контакты',
      'Адрес офиса и склада в Санкт-Петербурге, телефон и электронная почта транспортной компании.',
      '<h2>Офис</h2><p>{{company.address}}. Часы работы: {{company.hours}}. Грузы принимают терминалы и пункты приёма, их адреса и часы видны при оформлении заказа.</p><h2>Телефон и почта</h2><p>{{company.phone}}, {{company.email}}. Или нажмите «Заказать звонок» — перезвоним за 15 минут в рабочее время.</p><p>{{company.legalName}}, ИНН {{company.inn}}, ОГРН {{company.ogrn}}.</p>',
      'Контакты транспортной компании в Санкт-Петербурге | Доставка',
    ],
    [
      'Contacts',
      'Our office and warehouse in Saint Petersburg, phone and e-mail.',
      '<h2>Office</h2><p>{{company.address}}. Open {{company.hours}}. Loads are accepted at terminals and drop-off points, whose addresses and hours the order page shows.</p><h2>Phone and e-mail</h2><p>{{company.phone}}, {{company.email}}. Or press “Request a call” and we call back within 15 minutes during working hours.</p><p>{{company.legalName}}, INN {{company.inn}}, OGRN {{company.ogrn}}.</p>',
      'Contacts of the Saint Petersburg transport company | Dostavka',
    ],
  ),
  page(
    '/common/documents/',
    [
      'Документы',
      'Договор-оферта, правила перевозки, образцы накладной и акта, политика обработки персональных данных.',
      '<ul><li><a href="/offer/">Договор-оферта на перевозку груза</a></li><li><a href="/oplata/">Порядок оплаты</a> и <a href="/oplata/vozvrat/">возврата денежных средств</a></li><li><a href="/company/">Сведения о компании</a></li></ul><p>Накладная и акт выполненных работ формируются в личном кабинете по каждому заказу.</p>',
      'Документы для заказа перевозки | Доставка',
    ],
    [
      'Documents',
      'Public offer, carriage rules, sample waybill and certificate, personal data policy.',
      '<ul><li><a href="/offer/">Public offer for carriage</a></li><li><a href="/oplata/">Payment</a> and <a href="/oplata/vozvrat/">refunds</a></li><li><a href="/company/">Company details</a></li></ul><p>The waybill and the completion certificate of each order are made in your account.</p>',
      'Documents for ordering a delivery | Dostavka',
    ],
  ),
  page(
    '/common/requisites/',
    [
      'Реквизиты',
      'Банковские реквизиты компании для оплаты по счёту: ИНН, КПП, ОГРН, расчётный счёт.',
      '<dl><dt>Полное наименование</dt><dd>{{company.fullLegalName}}</dd><dt>Сокращённое наименование</dt><dd>{{company.legalName}}</dd><dt>ИНН / КПП</dt><dd>{{company.inn}} / {{company.kpp}}</dd><dt>ОГРН</dt><dd>{{company.ogrn}}</dd><dt>Юридический и почтовый адрес</dt><dd>{{company.address}}</dd><dt>Расчётный счёт</dt><dd>{{company.account}}</dd><dt>Банк</dt><dd>{{company.bank}}</dd><dt>БИК</dt><dd>{{company.bik}}</dd><dt>Корреспондентский счёт</dt><dd>{{company.correspondentAccount}}</dd><dt>Телефон, e-mail</dt><dd>{{company.phone}}, {{company.email}}</dd></dl>',
      'Реквизиты компании | Доставка',
    ],
    [
      'Requisites',
      'Bank details of the company for paying by invoice: INN, KPP, OGRN, account.',
      '<dl><dt>Name</dt><dd>{{company.legalName}}</dd><dt>INN / KPP</dt><dd>{{company.inn}} / {{company.kpp}}</dd><dt>OGRN</dt><dd>{{company.ogrn}}</dd><dt>Registered and postal address</dt><dd>{{company.address}}</dd><dt>Account</dt><dd>{{company.account}}</dd><dt>Bank</dt><dd>{{company.bank}}</dd><dt>BIC</dt><dd>{{company.bik}}</dd><dt>Correspondent account</dt><dd>{{company.correspondentAccount}}</dd><dt>Phone, e-mail</dt><dd>{{company.phone}}, {{company.email}}</dd></dl>',
      'Company requisites | Dostavka',
    ],
  ),
];
