/**
 * The questions and answers of /common/faqs/, by category, in Russian and English. An answer's
 * first paragraph is its short answer (the lists show it); the rest, the whole answer with the
 * site's figures and rules (spec sections 5 and 9), is on the question's own page.
 */
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

/** `more`: the rest of the answer, HTML (headings and paragraphs) after the short answer. */
const faq = (
  slug: string,
  [question, answer, more]: [string, string, string],
  en: [string, string, string],
): FaqSeed => ({
  slug,
  question,
  answer: `<p>${answer}</p>${more}`,
  en: { question: en[0], answer: `<p>${en[1]}</p>${en[2]}` },
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
          '<h2>Что нужно для расчёта</h2><p>Город отправления и город назначения, способ передачи и получения груза (склад, пункт выдачи, постамат, офис или курьер) и сам груз. Для сборной перевозки указывают места: готовые заготовки — коробка, мешок, паллета, конверт — подставляют размеры и вес, а в варианте «Свой груз» всё вводится вручную. В одной заявке может быть от 1 до 1000 мест. Для отдельной машины выбирают тип транспорта: газель, 5-тонник, 10-тонник или фуру, тип кузова и способ погрузки.</p><h2>Как читать ответ калькулятора</h2><p>Тарифы приходят по мере ответа перевозчиков. У каждого видна дата погрузки, плановая дата доставки, итоговая сумма и список документов, которые потребует перевозчик. Сортируйте по цене или по скорости. Страховка 0,045 % объявленной стоимости уже включена в сумму; по умолчанию объявлена стоимость 3000 ₽, её можно изменить.</p><h2>Почему цена не меняется</h2><p>Сумма выбранного тарифа фиксируется при оформлении. Пересчёт возможен только если груз на весах терминала окажется тяжелее или больше заявленного.</p><h2>Пример</h2><p>Паллета 120×80×150 см весом 300 кг из Санкт-Петербурга в Москву: объём 1,44 м³, объёмный вес 288 кг, поэтому тариф считается по фактическим 300 кг. Если отметить, что паллету нельзя ставить в ярус, часть перевозчиков посчитает место над ней. Та же паллета в отдельной газели уже не зависит от веса: платите за машину, зато она едет без перегрузов и приезжает к назначенному часу. Калькулятор покажет оба варианта, если переключить режим.</p>',
        ],
        [
          'How do I get a price?',
          'Open the calculator, enter the cities, the weight and volume or choose a vehicle. Carriers’ tariffs appear within a minute; the price of the tariff you pick does not change after you order.',
          '<h2>What the calculation needs</h2><p>The origin and destination cities, how the load is handed over and received (terminal, pick-up point, parcel locker, office or courier) and the load itself. For groupage you list the pieces: the presets (box, bag, pallet, envelope) fill in sizes and weights, and “Custom” lets you enter everything by hand. One request holds 1 to 1000 pieces. For a dedicated vehicle you choose the type (Gazelle, 5-tonne, 10-tonne or semi-trailer), the body and the loading side.</p><h2>Reading the results</h2><p>Tariffs arrive as carriers answer. Each shows the loading date, the planned delivery date, the total and the papers the carrier will ask for. Sort by price or by speed. Insurance at 0.045 % of the declared value is already in the total; the default declared value is 3,000 roubles and you can change it.</p><h2>Why the price holds</h2><p>The total of the tariff you pick is fixed when you order. It is recalculated only if the terminal scales show the load heavier or larger than declared.</p><h2>An example</h2><p>A 120×80×150 cm pallet of 300 kg from Saint Petersburg to Moscow: 1.44 m³, a volume weight of 288 kg, so the tariff uses the actual 300 kg. If you mark that nothing may be stacked on it, some carriers charge for the space above. The same pallet in a dedicated Gazelle no longer depends on weight: you pay for the van, which drives without transhipment and arrives at the agreed hour. Switch the mode and the calculator shows both.</p>',
        ],
      ),
      faq(
        'obemnyj-ves',
        [
          'Что такое объёмный вес?',
          'Лёгкий, но объёмный груз занимает в машине много места, поэтому цена считается по большему из двух весов: фактического и объёмного — 200 кг на каждый кубометр.',
          '<h2>Как считается</h2><p>Объём места в кубометрах умножают на 200 кг. Коробка 60×40×40 см занимает 0,096 м³, её объёмный вес — 19,2 кг; если фактически она весит 8 кг, тариф посчитают по 19,2 кг. Мешок с гвоздями того же размера весом 40 кг оплачивается по фактическому весу, потому что он больше объёмного.</p><h2>Пример на паллете</h2><p>Стандартная паллета 120×80×150 см — это 1,44 м³, объёмный вес 288 кг. Пока груз на ней легче 288 кг, цена не зависит от того, сколько он весит, поэтому выгоднее собрать его плотнее, а не ставить две полупустые паллеты.</p><h2>Как уменьшить объём</h2><p>Разберите мебель, вложите коробки одна в другую, уберите лишний наполнитель, поставьте места друг на друга, если упаковка это выдерживает. В калькуляторе отметьте, можно ли ставить груз в ярус и кантовать: тогда перевозчик уложит его плотнее. Для отдельной машины объёмный вес не применяется — вы платите за машину целиком.</p><h2>Почему именно 200 кг</h2><p>Фура 20 т вмещает около 90 м³: при грузе плотнее 220 кг на кубометр она заполняется по весу, при более лёгком — по объёму. Коэффициент 200 кг на кубометр уравнивает в цене тяжёлый и лёгкий груз, занимающие одно и то же место в кузове. Поэтому подушки, пенопласт, пустая тара и собранная мебель почти всегда оплачиваются по объёму, а металл, плитка и напитки — по весу.</p>',
        ],
        [
          'What is volume weight?',
          'A light but bulky load takes a lot of room in the truck, so the price uses the larger of two weights: the actual one and the volume weight of 200 kg per cubic metre.',
          '<h2>How it is worked out</h2><p>The volume of a piece in cubic metres is multiplied by 200 kg. A 60×40×40 cm box takes 0.096 m³, so its volume weight is 19.2 kg; if it actually weighs 8 kg, the tariff uses 19.2 kg. A bag of nails of the same size weighing 40 kg is paid by its actual weight, which is the larger.</p><h2>A pallet example</h2><p>A standard 120×80×150 cm pallet is 1.44 m³, a volume weight of 288 kg. As long as the goods on it weigh less than 288 kg the price does not depend on their weight, so one tightly packed pallet costs less than two half-empty ones.</p><h2>Making it smaller</h2><p>Take furniture apart, nest boxes inside each other, drop excess filler and stack pieces when the packing allows. In the calculator mark whether the load may be stacked and turned, so the carrier can pack it tighter. A dedicated vehicle ignores volume weight: you pay for the whole truck.</p><h2>Why 200 kg</h2><p>A 20 t semi-trailer holds about 90 m³: freight denser than 220 kg per cubic metre fills it by weight, lighter freight by volume. The factor of 200 kg per cubic metre prices heavy and light loads taking the same space in the body alike. So pillows, foam, empty containers and assembled furniture are nearly always paid by volume, while metal, tiles and drinks are paid by weight.</p>',
        ],
      ),
      faq(
        'minimalnyj-gruz',
        [
          'Какой минимальный груз вы принимаете?',
          'Сборным грузом — от одной коробки весом 1 кг. Для отдельной машины ограничений по минимуму нет.',
          '<h2>Маленькие отправки</h2><p>Для документов и мелочей есть заготовка «Конверт»: 25×15×5, 35×25×5 или 45×35×5 см, от 100 г до 3 кг. Маленькая коробка подойдёт для запчастей и образцов. Такие отправки удобно сдавать в пункт приёма или постамат и получать там же — курьер для килограммовой посылки обычно дороже самой перевозки.</p><h2>Где проходит граница</h2><p>Сборный груз принимают до 1000 мест в заказе, одно место — не шире 244 см, не выше 268 см, не длиннее 620 см и не тяжелее 10 т. Всё, что больше, едет отдельной машиной или как негабарит. Если партия занимает больше половины кузова, сравните в калькуляторе оба варианта: отдельная газель или 5-тонник нередко оказывается дешевле сборки.</p><h2>Что учесть</h2><p>Страховка начисляется и на самые маленькие отправки, минимум 1 рубль; документы не страхуются. Упаковку лёгкой посылки выбирайте так, чтобы она не смялась под соседними местами при перевалке.</p><h2>Как сэкономить на мелкой отправке</h2><p>Сравните в калькуляторе несколько способов передачи: сдача в пункт приёма и получение в постамате обычно дешевле курьера с обеих сторон. Не заказывайте обрешётку для прочной коробки, она добавит вес. Если отправок много, объедините их в одну: несколько мест в одном заказе считаются вместе, а объявленная стоимость и страховка указываются на весь заказ сразу.</p>',
        ],
        [
          'What is the smallest load you take?',
          'As groupage, one box of 1 kg. A dedicated truck has no minimum.',
          '<h2>Small shipments</h2><p>For papers and small items there is the Envelope preset: 25×15×5, 35×25×5 or 45×35×5 cm, from 100 g to 3 kg. A small box suits spare parts and samples. Such items are best dropped at a drop-off point or locker and collected at one too: a courier for a one-kilogram parcel usually costs more than the carriage.</p><h2>Where the limit is</h2><p>Groupage takes up to 1,000 pieces per order, each no wider than 244 cm, no higher than 268 cm, no longer than 620 cm and no heavier than 10 t. Anything larger travels in a dedicated vehicle or as oversize cargo. If the consignment fills more than half a body, compare both in the calculator: a dedicated Gazelle or 5-tonne truck is often cheaper than groupage.</p><h2>Worth knowing</h2><p>Insurance applies to the smallest items too, at least 1 rouble; documents are not insured. Pack a light parcel so that it is not crushed by other pieces at transhipment.</p><h2>Saving on a small shipment</h2><p>Compare several hand-over methods in the calculator: dropping at a point and collecting from a locker is usually cheaper than a courier at both ends. Do not order a crate for a sturdy box; it adds weight. If you send often, combine items into one order: several pieces in one order are priced together, and the declared value and insurance cover the whole order at once.</p>',
        ],
      ),
      faq(
        'kak-oformit-zakaz',
        [
          'Как оформить заказ?',
          'Выберите тариф в калькуляторе, укажите отправителя, получателя и плательщика и подтвердите заказ. Мы пришлём номер заказа на почту.',
          '<h2>Шаг за шагом</h2><p>1. В калькуляторе выберите тариф. 2. Заполните отправителя и получателя: имя, телефон, адрес или пункт. Если тариф требует паспорт, форма попросит серию, номер и дату выдачи. 3. Для компании включите «Юридическое лицо» и найдите её по ИНН — название и КПП подставятся из реестра. 4. Выберите плательщика: отправитель, получатель или третье лицо. 5. Проверьте дату погрузки, по умолчанию — завтра. 6. Подтвердите заказ.</p><h2>Что будет дальше</h2><p>Заказ получает номер вида A-12345678: буква, дефис и восемь цифр. Номер приходит на почту и виден в личном кабинете, по нему отслеживают груз. Если вы оформляли без регистрации, подтвердите почту кодом из письма, чтобы видеть историю заказов.</p><h2>Если передумали</h2><p>До выезда машины дату можно перенести в разделе «Мои заказы», а отменённый до погрузки заказ возвращается полностью. Накладную для водителя можно сформировать там же.</p><h2>Частые ошибки</h2><p>Телефон получателя без кода города — водитель не дозвонится; вводите его в формате +7 (XXX) XXX-XX-XX. Адрес без офиса или домофона — курьер потеряет время, а простой оплачивается. Плательщик-компания с ИНН, который не совпадает с реестром, — счёт придётся перевыставлять. Вес «на глаз» — на весах терминала груз пересчитают. Проверьте всё на последнем шаге: после подтверждения заказ уходит перевозчику.</p>',
        ],
        [
          'How do I place an order?',
          'Pick a tariff in the calculator, enter the sender, recipient and payer and confirm. We e-mail you the order number.',
          '<h2>Step by step</h2><p>1. Pick a tariff in the calculator. 2. Fill in the sender and recipient: name, phone, address or point. If the tariff needs a passport, the form asks for its series, number and date of issue. 3. For a company switch on “Legal entity” and find it by its INN; the name and KPP come from the register. 4. Choose the payer: sender, recipient or a third party. 5. Check the loading date, tomorrow by default. 6. Confirm.</p><h2>What happens next</h2><p>The order gets a number like A-12345678: a letter, a dash and eight digits. It is e-mailed to you and shown in your account, and the load is tracked by it. If you ordered without an account, confirm your e-mail with the code we send to see your order history.</p><h2>Changing your mind</h2><p>Until the truck leaves you can move the date in My orders, and an order cancelled before loading is refunded in full. The waybill for the driver is made there too.</p><h2>Common mistakes</h2><p>A recipient phone without the area code, so the driver cannot call; enter it as +7 (XXX) XXX-XX-XX. An address without the office or intercom, so the courier loses time and waiting is charged. A paying company whose INN does not match the register, so the invoice must be reissued. A guessed weight, so the terminal scales trigger a recalculation. Check everything at the last step: once confirmed, the order goes to the carrier.</p>',
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
          '<h2>Из чего складывается срок</h2><p>Срок — это дни от погрузки до выдачи. Сборный груз ждёт формирования машины на терминале, едет до терминала города назначения и там разгружается, поэтому он идёт дольше отдельной машины того же расстояния. Отдельная машина едет напрямую: водитель проходит около 500–600 км в сутки с учётом обязательного отдыха.</p><h2>Ориентиры</h2><p>Санкт-Петербург — Москва, 793 км: отдельная машина за сутки, сборный груз за 1–2 дня. До Казани и Нижнего Новгорода — 2–3 дня, до Екатеринбурга — 3–5, до Новосибирска — 6–8, до Владивостока — около двух недель. На страницах направлений указан срок самого быстрого перевозчика для груза 100 кг.</p><h2>Точные даты</h2><p>Каждый тариф калькулятора показывает плановую дату погрузки и дату доставки, «В тот же день» — для городских перевозок. Выходные, праздники и сезонные ограничения для грузовиков могут сдвинуть дату; перевозчик сообщит об этом в статусе заказа.</p><h2>Как ускорить</h2><p>Сдайте груз на терминал утром в день формирования машины: сборка уходит по расписанию, и опоздание на несколько часов сдвигает отправку на следующий рейс. Выберите тариф с сортировкой «быстрая доставка» — он показывает разницу между датой погрузки и датой доставки. Для срочного груза берите отдельную газель: она выезжает сразу после погрузки и не ждёт попутных мест.</p>',
        ],
        [
          'How long does delivery take?',
          'It depends on the distance: 1–3 days within the North-West, 1–2 days to Moscow, 3–5 days to the Urals, 6–10 days to Siberia. Every tariff shows exact loading and delivery dates.',
          '<h2>What makes up the time</h2><p>The term is the days from loading to hand-over. Groupage waits at the terminal until a truck is made up, travels to the destination terminal and is unloaded there, so it takes longer than a dedicated truck over the same distance. A dedicated truck drives straight through: a driver covers about 500–600 km a day including the compulsory rest.</p><h2>Rough figures</h2><p>Saint Petersburg to Moscow, 793 km: a dedicated truck in a day, groupage in 1–2 days. Kazan and Nizhny Novgorod take 2–3 days, Yekaterinburg 3–5, Novosibirsk 6–8 and Vladivostok about two weeks. Direction pages give the fastest carrier’s term for 100 kg.</p><h2>Exact dates</h2><p>Every tariff in the calculator shows the planned loading and delivery dates, “Same day” for runs within a city. Weekends, holidays and seasonal truck restrictions can move a date; the carrier reports it in the order status.</p><h2>Making it faster</h2><p>Hand the load to the terminal on the morning a truck is made up: groupage leaves on a schedule, and a few hours late means the next departure. Sort tariffs by fast delivery, which compares the loading date with the delivery date. For urgent freight take a dedicated Gazelle: it leaves straight after loading and does not wait for other loads.</p>',
        ],
      ),
      faq(
        'do-dveri',
        [
          'Можно ли доставить до двери?',
          'Да. При оформлении выберите способ «Курьер» и укажите адрес; машину подадут к двери получателя. Также доступны склад, пункт выдачи и постамат.',
          '<h2>Способы получения</h2><p>В заказе для каждой стороны выбирают способ: склад (терминал перевозчика), пункт выдачи, постамат, офис или курьер. Курьер забирает груз у отправителя и привозит получателю по адресу; укажите офис или квартиру и домофон, чтобы водитель не ждал. Постамат подходит для небольших коробок, крупные места он не примет.</p><h2>Сколько стоит</h2><p>Доставка до двери добавляет к тарифу забор или довоз по городу. Цена видна в калькуляторе сразу: сравните тариф «от двери до двери» с тарифом «от терминала до терминала» — для тяжёлого груза вторая схема заметно дешевле, если получатель может приехать сам.</p><h2>Что проверить</h2><p>Для машины от 3,5 т в центр Москвы, внутрь МКАД и днём в центр Санкт-Петербурга нужен пропуск, поэтому крупные партии туда возят газелью. Если на месте нет рампы, закажите машину с гидробортом. Получателю понадобится паспорт или доверенность от организации.</p><h2>Забор от двери</h2><p>Курьер может и забрать груз у отправителя. Подготовьте его к приезду машины: места упакованы и промаркированы, накладная распечатана, паспорт или доверенность под рукой. Водитель ждёт бесплатно в пределах нормы, дальше начисляется простой. Если груз тяжелее, чем может поднять один человек, закажите грузчиков или гидроборт заранее — на месте это не всегда возможно.</p>',
        ],
        [
          'Can you deliver to the door?',
          'Yes. Choose Courier when ordering and give the address; the truck comes to the recipient’s door. A terminal, a pick-up point or a parcel locker are also available.',
          '<h2>Ways to receive</h2><p>Each side of the order chooses a method: terminal, pick-up point, parcel locker, office or courier. A courier collects from the sender and delivers to the recipient’s address; give the office or flat and the intercom so the driver does not wait. A locker takes small boxes only, not large pieces.</p><h2>What it costs</h2><p>Door delivery adds collection or delivery within the city to the tariff. The calculator shows it at once: compare door-to-door with terminal-to-terminal; for a heavy load the second is clearly cheaper if the recipient can come.</p><h2>What to check</h2><p>Trucks over 3.5 t need a permit for central Moscow, inside the MKAD ring and for daytime central Saint Petersburg, so large consignments go there by Gazelle. Without a loading dock, order a truck with a tail-lift. The recipient needs a passport or a company power of attorney.</p><h2>Collection from the door</h2><p>A courier can also collect from the sender. Have the load ready when the truck comes: pieces packed and marked, the waybill printed, a passport or power of attorney at hand. The driver waits free of charge within the norm, after that waiting is charged. If a piece is heavier than one person can lift, order movers or a tail-lift in advance; it is not always possible on the spot.</p>',
        ],
      ),
      faq(
        'otslezhivanie',
        [
          'Как отследить груз?',
          'Введите номер заказа на странице «Отслеживание». Номер состоит из буквы, дефиса и восьми цифр, например A-12345678.',
          '<h2>Где смотреть</h2><p>Страница «Отслеживание» показывает статус по номеру без входа в личный кабинет. Если заказ оформлен под вашей почтой, все заказы с их статусами собраны в разделе «Мои заказы», по 10 на странице, новые сверху.</p><h2>Какие бывают статусы</h2><p>Заказ оформлен; груз принят на терминале или забран курьером; в пути к городу назначения; прибыл на терминал или в пункт выдачи; передан курьеру; выдан получателю. У каждого статуса — дата и время по часовому поясу города, где произошло событие.</p><h2>Если номер не находится</h2><p>Проверьте формат: одна заглавная латинская буква, дефис и ровно восемь цифр, без пробелов. Номер приходит в письме сразу после оформления. Если статус давно не меняется, напишите нам через форму «Написать нам» с номером заказа: менеджер уточнит у перевозчика, где груз, и ответит в течение рабочего дня.</p><h2>Уведомления</h2><p>Письма о статусах приходят на почту, указанную в заказе. Получатель узнаёт о прибытии груза по телефону от перевозчика, поэтому номер получателя должен быть верным. Если груз прибыл на терминал, получите его в течение бесплатного срока хранения — обычно два–три дня; дату прибытия видно в статусе.</p>',
        ],
        [
          'How do I track my load?',
          'Enter the order number on the Tracking page. It is a letter, a dash and eight digits, for example A-12345678.',
          '<h2>Where to look</h2><p>The Tracking page shows the status by number without signing in. If the order was placed under your e-mail, all your orders and their statuses are in My orders, ten to a page, newest first.</p><h2>The statuses</h2><p>Order placed; load received at the terminal or collected by courier; on the way to the destination city; arrived at the terminal or pick-up point; handed to the courier; delivered. Each status has the date and time in the time zone of the city where it happened.</p><h2>If the number is not found</h2><p>Check the format: one capital Latin letter, a dash and exactly eight digits, no spaces. The number arrives by e-mail as soon as you order. If the status has not changed for a long time, write to us with the order number; a manager asks the carrier where the load is and answers within a working day.</p><h2>Notifications</h2><p>Status e-mails go to the address given in the order. The recipient hears about arrival by phone from the carrier, so the recipient’s number must be right. When the load reaches the terminal, collect it within the free storage period, usually two or three days; the arrival date is in the status.</p>',
        ],
      ),
      faq(
        'perenos-daty',
        [
          'Можно ли перенести дату доставки?',
          'Да, в личном кабинете в разделе «Мои заказы» до выезда машины к получателю.',
          '<h2>Как перенести</h2><p>Откройте заказ в разделе «Мои заказы» и выберите новую дату погрузки или доставки в календаре. Календарь принимает только доступные даты: прошедшие дни и дни, когда перевозчик не работает, выбрать нельзя. Дату можно и ввести вручную в формате ДД.ММ.ГГГГ — если она не подходит, поле сообщит об ошибке.</p><h2>Когда уже поздно</h2><p>После того как машина выехала к получателю, дату в кабинете изменить нельзя. В этом случае позвоните или оставьте заявку «Заказать звонок»: менеджер договорится с перевозчиком, но повторная подача машины или хранение на терминале могут оплачиваться отдельно.</p><h2>Хранение</h2><p>На терминале назначения груз хранится бесплатно первые два–три дня, дальше начисляется хранение по тарифу перевозчика. Если получатель в отъезде, перенесите доставку заранее, а не оставляйте груз на складе.</p><h2>Перенос погрузки</h2><p>Дату погрузки переносят так же, как дату доставки. По умолчанию погрузка назначается на завтра; если груз ещё не готов, сдвиньте её заранее, иначе подача машины может быть оплачена. Для сборного груза новая дата означает другой рейс, поэтому плановая дата доставки сдвинется вместе с погрузкой — калькулятор пересчитает её автоматически.</p>',
        ],
        [
          'Can I change the delivery date?',
          'Yes, in My orders in your account, until the truck leaves for the recipient.',
          '<h2>How to move it</h2><p>Open the order in My orders and pick the new loading or delivery date in the calendar. It offers available dates only: past days and days the carrier does not work cannot be chosen. You may also type the date as DD.MM.YYYY; if it does not fit, the field says so.</p><h2>When it is too late</h2><p>Once the truck has left for the recipient the date can no longer be changed in your account. Then call us or use “Request a call”: a manager arranges it with the carrier, but a second trip or storage at the terminal may be charged.</p><h2>Storage</h2><p>At the destination terminal the first two or three days of storage are free; after that the carrier’s storage rate applies. If the recipient is away, move the delivery in advance rather than leaving the load in the warehouse.</p><h2>Moving the loading date</h2><p>The loading date is moved the same way as the delivery date. By default loading is tomorrow; if the load is not ready, move it in advance, or the truck’s call-out may be charged. For groupage a new date means another departure, so the planned delivery date moves with it and is recalculated automatically.</p>',
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
          '<h2>Частным лицам</h2><p>Картой на сайте сразу после оформления заказа или при получении груза — наличными или картой курьеру либо на терминале. Чек приходит на почту, указанную в заказе.</p><h2>Компаниям</h2><p>По счёту с НДС. Счёт выставляется на организацию, указанную плательщиком, с ИНН и КПП из реестра. После доставки компания получает акт выполненных работ и счёт-фактуру. Постоянным клиентам по договору доступна отсрочка платежа.</p><h2>Что входит в сумму</h2><p>Перевозка по тарифу, забор и доставка до двери, если они выбраны, упаковка, погрузочные работы и страховка 0,045 % объявленной стоимости. Дополнительно оплачиваются только простой машины сверх нормы и хранение на терминале сверх бесплатных дней.</p><h2>Возврат</h2><p>Если заказ отменён до погрузки, деньги возвращаются полностью тем же способом, которым была оплата, в течение 10 рабочих дней.</p><h2>Безопасность оплаты</h2><p>Данные карты вводятся на странице банка, мы их не видим и не храним. Платёж подтверждается кодом из банковского приложения или СМС. Если оплата не прошла, заказ сохраняется, и можно повторить оплату из личного кабинета. Двойное списание возвращается банком автоматически в течение нескольких рабочих дней.</p>',
        ],
        [
          'How can I pay?',
          'By card on the site, in cash or by card on delivery, and companies by invoice with VAT.',
          '<h2>Private customers</h2><p>By card on the site right after ordering, or on delivery in cash or by card to the courier or at the terminal. The receipt goes to the e-mail given in the order.</p><h2>Companies</h2><p>By invoice with VAT, made out to the company named as payer with the INN and KPP from the register. After delivery the company receives a completion certificate and a VAT invoice. Regular customers can defer payment under a contract.</p><h2>What the total covers</h2><p>Carriage at the tariff, door collection and delivery when chosen, packing, loading work and insurance at 0.045 % of the declared value. Only waiting time beyond the norm and storage beyond the free days are paid on top.</p><h2>Refunds</h2><p>An order cancelled before loading is refunded in full, the same way it was paid, within 10 working days.</p><h2>Payment security</h2><p>Card details are entered on the bank’s page; we neither see nor keep them. The payment is confirmed by a code from the bank’s app or a text message. If it fails, the order is kept and you can pay again from your account. A double charge is returned by the bank automatically within a few working days.</p>',
        ],
      ),
      faq(
        'kto-platit',
        [
          'Может ли платить получатель?',
          'Да. Плательщиком может быть отправитель, получатель или третье лицо — это указывается при оформлении заказа.',
          '<h2>Как выбрать плательщика</h2><p>В форме заказа есть три стороны: отправитель, получатель и плательщик. По умолчанию платит отправитель. Если платит получатель, он оплачивает перевозку при выдаче груза, а груз не выдаётся до оплаты. Третье лицо — например, компания-покупатель, которая заказала доставку у поставщика, — указывается с контактами, а для организации — с ИНН и КПП.</p><h2>Документы плательщику</h2><p>Счёт, акт и счёт-фактура выписываются на того, кто платит, а не на отправителя. Поэтому проверьте реквизиты плательщика до подтверждения: исправить закрывающие документы после оплаты сложнее.</p><h2>Когда удобно</h2><p>Оплата получателем подходит интернет-магазинам и поставщикам, которые продают товар на условиях доставки за счёт покупателя. Оплата третьим лицом — холдингам, где перевозки оплачивает одна компания группы, и покупателям, забирающим товар у нескольких поставщиков.</p><h2>Если получатель отказался платить</h2><p>Груз остаётся на терминале назначения, и перевозчик сообщает об этом отправителю. Дальше можно договориться с получателем, сменить плательщика на отправителя или вернуть груз обратно — возврат оформляется новым заказом и оплачивается отдельно. Хранение после бесплатных дней начисляется тому, кто в итоге платит за перевозку.</p>',
        ],
        [
          'Can the recipient pay?',
          'Yes. The sender, the recipient or a third party can pay; you say who when ordering.',
          '<h2>Choosing the payer</h2><p>The order form has three parties: sender, recipient and payer. By default the sender pays. If the recipient pays, the carriage is paid on hand-over, and the load is not released until it is. A third party, such as a buyer who ordered delivery from its supplier, is entered with contact details and, for a company, its INN and KPP.</p><h2>Papers for the payer</h2><p>The invoice, completion certificate and VAT invoice are made out to whoever pays, not to the sender. Check the payer’s details before confirming: correcting closing documents after payment is harder.</p><h2>When it helps</h2><p>Payment by the recipient suits online shops and suppliers who sell with delivery at the buyer’s cost. Payment by a third party suits groups where one company pays for all transport, and buyers collecting goods from several suppliers.</p><h2>If the recipient refuses to pay</h2><p>The load stays at the destination terminal and the carrier informs the sender. You can then settle with the recipient, make the sender the payer or bring the load back, which is a new, separately paid order. Storage after the free days is charged to whoever finally pays for the carriage.</p>',
        ],
      ),
      faq(
        'zakryvayushchie-dokumenty',
        [
          'Какие документы я получу?',
          'Накладную на груз, а компаниям — счёт, акт выполненных работ и счёт-фактуру. Накладную можно создать в личном кабинете.',
          '<h2>На каждую перевозку</h2><p>Накладная с номером заказа, числом мест, весом, объёмом и объявленной стоимостью. Её можно сформировать в личном кабинете и распечатать для водителя; при сдаче на терминал её заменяет экспедиторская расписка. Получатель расписывается в накладной при выдаче, и этот экземпляр подтверждает доставку.</p><h2>Для бухгалтерии</h2><p>Компании-плательщику — счёт, акт выполненных работ и счёт-фактура с НДС. Реквизиты в них берутся из заказа, поэтому ИНН и КПП должны совпадать с реестром. Оригиналы отправляем почтой или через систему электронного документооборота.</p><h2>Что нужно от вас</h2><p>Товарная накладная ТОРГ-12 или УПД поставщика, если груз — товар компании, и доверенность на представителя, который сдаёт или получает груз не от имени директора. Для продуктов животного происхождения — ветеринарный сертификат в «Меркурии». Перевозчик перечисляет свои требования в тарифе.</p><h2>Сроки</h2><p>Акт и счёт-фактура формируются после того, как получатель расписался в накладной, обычно в течение трёх рабочих дней. Если документы нужны к концу месяца, предупредите менеджера: для постоянных клиентов акты собираются в один за месяц вместе с актом сверки.</p>',
        ],
        [
          'Which documents do I get?',
          'A waybill, and companies also get an invoice, a completion certificate and a VAT invoice. You can create the waybill in your account.',
          '<h2>For every shipment</h2><p>A waybill with the order number, pieces, weight, volume and declared value. You can make it in your account and print it for the driver; at a terminal a forwarding receipt takes its place. The recipient signs the waybill on hand-over, and that copy proves delivery.</p><h2>For the accounts</h2><p>The paying company receives an invoice, a completion certificate and a VAT invoice. Their details come from the order, so the INN and KPP must match the register. Originals are posted or sent through electronic document exchange.</p><h2>What we need from you</h2><p>The supplier’s TORG-12 delivery note or universal transfer document if the load is company goods, and a power of attorney for a representative handing over or collecting it on the director’s behalf. Goods of animal origin need a Mercury veterinary certificate. Carriers list their own requirements in the tariff.</p><h2>Timing</h2><p>The completion certificate and VAT invoice are made after the recipient signs the waybill, usually within three working days. If you need them by the end of a month, tell your manager: regular customers can have one monthly certificate together with a reconciliation statement.</p>',
        ],
      ),
      faq(
        'pasport',
        [
          'Нужен ли паспорт?',
          'Для некоторых тарифов перевозчик требует паспорт отправителя или получателя — калькулятор предупредит об этом при выборе тарифа.',
          '<h2>Когда нужен</h2><p>У каждого тарифа есть отметка, требует ли перевозчик паспорт. Если требует, в форме заказа появляются поля: серия, номер и дата выдачи. Дата выдачи проверяется — не раньше 01.01.1970 и не позже сегодняшнего дня. Для компании вместо паспорта указывают организацию с ИНН и КПП.</p><h2>При сдаче и получении</h2><p>На терминале отправитель предъявляет паспорт, данные которого указаны в заказе. Получатель забирает груз по паспорту; если приходит другой человек — по нотариальной доверенности от частного лица или доверенности от организации с печатью и подписью директора.</p><h2>Персональные данные</h2><p>Паспортные данные передаются только перевозчику выбранного тарифа и используются для оформления накладной. Их можно удалить из сохранённых контактов в профиле; в уже оформленном заказе они остаются до закрытия перевозки.</p><h2>Почему перевозчики просят паспорт</h2><p>Накладная — документ на груз, и перевозчик должен знать, кому он его передал. Для посылок частным лицам это защищает от выдачи постороннему, для дорогого груза — требование страховщика. Если паспорт нужен, калькулятор отметит это у тарифа ещё до оформления, чтобы вы могли выбрать другой.</p>',
        ],
        [
          'Do I need a passport?',
          'Some carriers require the sender’s or recipient’s passport; the calculator tells you when you pick such a tariff.',
          '<h2>When it is needed</h2><p>Every tariff says whether the carrier needs a passport. If it does, the order form asks for the series, number and date of issue. The date is checked: not before 01.01.1970 and not after today. For a company the organisation with its INN and KPP is given instead.</p><h2>Handing over and collecting</h2><p>At the terminal the sender shows the passport named in the order. The recipient collects with a passport; someone else needs a notarised power of attorney from a private person or a company power of attorney with the director’s signature and stamp.</p><h2>Personal data</h2><p>Passport details go only to the carrier of the chosen tariff and are used for the waybill. You can remove them from saved contacts in your profile; in a placed order they stay until the shipment is closed.</p><h2>Why carriers ask for it</h2><p>The waybill is the document of the load, and the carrier must know whom it was handed to. For parcels to private people it prevents release to a stranger; for valuable loads it is the insurer’s requirement. If a passport is needed, the calculator marks the tariff before you order, so you can choose another.</p>',
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
          '<h2>Сколько стоит</h2><p>0,045 % объявленной стоимости, округлённо и не меньше 1 рубля. По умолчанию объявлено 3000 ₽ — страховка 1,35 ₽, округлённо 1 ₽. Груз стоимостью 500 000 ₽ застрахован за 225 ₽, партия на 2 млн ₽ — за 900 ₽. Сумма страховки уже входит в итог каждого тарифа.</p><h2>Что покрывает</h2><p>Повреждение, утрату и хищение груза от приёмки до выдачи, в том числе при перевалке на терминалах. Возмещение считается от объявленной стоимости, поэтому указывайте реальную цену товара: занижение сэкономит копейки, но уменьшит выплату.</p><h2>Как заявить ущерб</h2><p>Осмотрите груз при получении и отметьте повреждения в накладной в присутствии водителя или кладовщика, сфотографируйте упаковку. Затем напишите нам с номером заказа и приложите фото, накладную и документы о стоимости. Груз с типом «документы» не страхуется.</p><h2>Как объявить стоимость</h2><p>В калькуляторе в поле «Объявленная стоимость» укажите цену груза по документам — товарной накладной, чеку или счёту. Для б/у вещей — их текущую рыночную стоимость. При выплате страховщик попросит подтверждение, поэтому сохраните документы до получения груза.</p>',
        ],
        [
          'Is my load insured?',
          'Yes, every load is insured for its declared value at 0.045 % of it, at least 1 rouble. Documents are not insured.',
          '<h2>What it costs</h2><p>0.045 % of the declared value, rounded, at least 1 rouble. The default declared value is 3,000 roubles, which makes 1.35, rounded to 1 rouble. A load worth 500,000 roubles is insured for 225, a 2 million consignment for 900. The premium is already in every tariff’s total.</p><h2>What it covers</h2><p>Damage, loss and theft from acceptance to hand-over, including transhipment at terminals. Compensation is based on the declared value, so give the real price of the goods: understating saves kopecks but cuts the payout.</p><h2>How to claim</h2><p>Inspect the load on collection, note any damage on the waybill in front of the driver or storekeeper and photograph the packing. Then write to us with the order number, the photos, the waybill and proof of value. Loads of the “documents” type are not insured.</p><h2>Declaring the value</h2><p>In the calculator’s Declared value field enter the price of the goods from their papers: delivery note, receipt or invoice. For used items give their current market value. The insurer asks for proof when paying out, so keep the papers until the load is delivered.</p>',
        ],
      ),
      faq(
        'upakovka',
        [
          'Вы упаковываете груз?',
          'Да: стретч-плёнка, коробки, обрешётка и паллетирование на складе при приёмке. Стоимость упаковки видна в тарифе.',
          '<h2>Что предлагаем</h2><p>Стретч-плёнка для коробок и мебели, картонные коробки нужного размера, воздушно-пузырчатая плёнка для хрупкого, жёсткая обрешётка из досок для стекла, техники и станков, паллетирование — сборка мелких мест на поддоне и обмотка. Упаковку выбирают в калькуляторе, её стоимость входит в тариф.</p><h2>Когда нужна обрешётка</h2><p>Сборный груз несколько раз перегружают погрузчиком, поэтому для зеркал, стеклопакетов, мебели с фасадами, бытовой техники и оборудования перевозчики часто требуют обрешётку. Она добавляет 10–15 % к весу, и её вес учитывается в тарифе.</p><h2>Как упаковать самому</h2><p>Выбирайте прочные коробки и заполняйте пустоты, чтобы содержимое не перемещалось. Тяжёлое кладите вниз, на каждом месте пишите номер заказа и количество мест. Паллету собирайте не выше 1,8 м, коробки не должны выступать за край поддона. Отметьте в заказе, можно ли ставить груз в ярус и кантовать.</p><h2>Маркировка</h2><p>Каждое место подписывается: номер заказа, номер места и общее количество — «3 из 5», город назначения и телефон получателя. На хрупком — «Осторожно, хрупкое» и стрелки «Верх». Старые наклейки и штрихкоды на коробках закрасьте или снимите, чтобы груз не ушёл по чужому адресу.</p>',
        ],
        [
          'Do you pack the load?',
          'Yes: stretch film, boxes, crating and palletising at the terminal when we receive it. The packing price shows in the tariff.',
          '<h2>What we offer</h2><p>Stretch film for boxes and furniture, cardboard boxes of the right size, bubble wrap for fragile items, wooden crates for glass, appliances and machines, and palletising: small pieces built onto a pallet and wrapped. Packing is chosen in the calculator and its cost is in the tariff.</p><h2>When a crate is needed</h2><p>Groupage is moved by forklift several times, so carriers often require a crate for mirrors, glazing units, furniture with fronts, appliances and equipment. A crate adds 10–15 % to the weight, and that weight counts in the tariff.</p><h2>Packing it yourself</h2><p>Use sturdy boxes and fill the gaps so that nothing moves inside. Put heavy things at the bottom, write the order number and the number of pieces on each. Build a pallet no higher than 1.8 m with no cartons overhanging its edge. Say in the order whether the load may be stacked and turned.</p><h2>Marking</h2><p>Label every piece with the order number, the piece number and total, such as “3 of 5”, the destination city and the recipient’s phone. Mark fragile pieces “Fragile” with “This way up” arrows. Cover or remove old labels and barcodes so the load does not follow someone else’s address.</p>',
        ],
      ),
      faq(
        'zapreshchennye-gruzy',
        [
          'Что нельзя перевозить?',
          'Оружие, наркотические и взрывчатые вещества, животных и грузы без документов, подтверждающих происхождение.',
          '<h2>Не принимаем никогда</h2><p>Оружие и боеприпасы, взрывчатые, наркотические, психотропные и радиоактивные вещества, живых животных, деньги и ценные бумаги, а также грузы без документов, подтверждающих их происхождение. Такой груз не будет принят на терминале, даже если заказ оформлен.</p><h2>Только по согласованию</h2><p>Опасные грузы классов 1–9 по ДОПОГ — газовые баллоны, аэрозоли в большом количестве, растворители, краски, аккумуляторы — возят только отдельной машиной с допущенным водителем и знаками опасности. Скоропортящиеся продукты — только в рефрижераторе с нужным режимом. Жидкости принимаются в герметичной таре.</p><h2>Лучше взять с собой</h2><p>Ювелирные изделия, документы, лекарства, ключи и ноутбуки с рабочими данными перевозчики возят, но возместить их настоящую ценность сложно. Документы не страхуются. Если сомневаетесь, опишите груз в поле «Описание» при расчёте или спросите менеджера до оформления.</p><h2>Что будет, если груз не заявлен</h2><p>Если при приёмке или в пути выяснится, что в грузе есть запрещённое или опасное вещество, перевозчик остановит перевозку, а расходы на возврат, хранение и штрафы лягут на отправителя. Страховка в этом случае не действует. Поэтому описывайте содержимое честно: это быстрее, чем разбираться после.</p>',
        ],
        [
          'What can I not send?',
          'Weapons, drugs and explosives, animals and goods without papers showing where they come from.',
          '<h2>Never accepted</h2><p>Weapons and ammunition, explosive, narcotic, psychotropic and radioactive substances, live animals, cash and securities, and goods without papers showing their origin. Such a load is refused at the terminal even if the order has been placed.</p><h2>Only by agreement</h2><p>Dangerous goods of ADR classes 1–9, such as gas bottles, large quantities of aerosols, solvents, paints and batteries, travel only in a dedicated truck with a certified driver and hazard plates. Perishables go only in a reefer at the right setting. Liquids are accepted in sealed containers.</p><h2>Better kept with you</h2><p>Carriers do carry jewellery, documents, medicines, keys and laptops with working data, but their real value is hard to compensate. Documents are not insured. If in doubt, describe the load in the Description field or ask a manager before ordering.</p><h2>If the contents were not declared</h2><p>If prohibited or dangerous substances are found at acceptance or on the way, the carrier stops the shipment, and the return, storage and fines fall on the sender. The insurance does not apply in that case. Describe the contents truthfully: it is quicker than sorting it out later.</p>',
        ],
      ),
      faq(
        'maksimalnye-razmery',
        [
          'Какие максимальные размеры места сборного груза?',
          'Ширина до 244 см, высота до 268 см, длина до 620 см, вес одного места — до 10 тонн.',
          '<h2>Почему такие числа</h2><p>Ограничения заданы кузовом магистральной машины и погрузчиком терминала: 244 см — внутренняя ширина фуры, 268 см — высота её проёма, 620 см — самая длинная деталь, которую можно поставить и закрепить вместе с другими местами. В одном заказе — от 1 до 1000 мест.</p><h2>Как проверить груз</h2><p>Калькулятор не даст ввести место больше допустимого и подскажет, какой параметр превышен. Размеры вводятся в сантиметрах, вес — в килограммах или граммах. Если место нельзя кантовать или ставить в ярус, отметьте это: перевозчик учтёт его при погрузке, а цена может вырасти, потому что над ним остаётся пустое место.</p><h2>Если больше</h2><p>Длинномер, станок или модуль, который не проходит по размерам, везут отдельной машиной: бортовая фура берёт до 13,6 м длины и 20 т. Груз шире 2,55 м, выше 4 м вместе с машиной или тяжелее 44 т — негабаритный, для него нужен трал и специальное разрешение.</p><h2>Вес места</h2><p>Предел 10 т на одно место относится к сборной перевозке, но тяжёлые места грузят только там, где есть подходящий погрузчик: уточните у перевозчика, принимает ли терминал места тяжелее 1000 кг. Суммарный вес заказа ограничен вместимостью машины; крупную партию выгоднее везти отдельной машиной.</p>',
        ],
        [
          'What are the largest groupage pieces?',
          'Up to 244 cm wide, 268 cm high and 620 cm long, and up to 10 tonnes per piece.',
          '<h2>Why these figures</h2><p>The limits come from the trunk truck’s body and the terminal forklift: 244 cm is the inside width of a semi-trailer, 268 cm the height of its door, 620 cm the longest piece that can be placed and secured among other loads. One order holds 1 to 1,000 pieces.</p><h2>Checking your load</h2><p>The calculator refuses a piece over the limits and says which size is exceeded. Sizes are entered in centimetres, weight in kilograms or grams. If a piece may not be turned or stacked, mark it: the carrier loads it accordingly, and the price may rise because the space above stays empty.</p><h2>If it is larger</h2><p>A long item, machine or module that does not fit travels in a dedicated vehicle: a flatbed semi-trailer takes up to 13.6 m and 20 t. A load wider than 2.55 m, higher than 4 m with the vehicle or heavier than 44 t is oversize and needs a low-bed trailer and a special permit.</p><h2>Weight of a piece</h2><p>The 10 t limit per piece applies to groupage, but heavy pieces are loaded only where a suitable forklift exists: check with the carrier whether its terminal takes pieces over 1,000 kg. The total weight of an order is limited by the truck; a large consignment is cheaper in a dedicated vehicle.</p>',
        ],
      ),
    ],
  },
];
