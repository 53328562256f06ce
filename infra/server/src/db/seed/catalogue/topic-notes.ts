/**
 * Each catalogue topic's own advice, Russian and English: what this cargo or service needs in
 * handling, paperwork and limits beyond its group's guide (guides.ts). Keyed `group/topic`; every
 * topic has one (checked in build.ts).
 */
import type { Bilingual } from '../../../content/catalogue/types';

const n = (ru: string, en: string): Bilingual => ({ ru, en });

export const TOPIC_NOTES: Readonly<Record<string, Bilingual>> = {
  'car-transport/otdelnoj-mashinoj': n(
    'Отдельная машина подаётся к назначенному часу, грузится только вашим грузом и идёт по маршруту без заездов на терминалы, поэтому нет перевалок и риска, что место перепутают с чужим. Кузов можно опломбировать при отправителе, а номер пломбы вписать в накладную — получатель проверит её целостность при вскрытии. Время на погрузку и выгрузку входит в тариф в пределах нормы, обычно до трёх часов на каждой стороне; дальше начисляется простой. Выгодна такая перевозка, когда партия занимает больше половины кузова, нужна доставка точно к дате или груз нельзя перегружать.',
    'A dedicated truck comes at the agreed hour, carries only your load and drives without calling at terminals, so there is no transhipment and no risk of a piece being mixed up with someone else’s. The body can be sealed in the sender’s presence and the seal number written on the waybill; the recipient checks it on opening. Loading and unloading within the norm, usually up to three hours at each end, are in the tariff; beyond that waiting is charged. It pays when the consignment fills more than half the body, must arrive on a set date or may not be handled.',
  ),
  'car-transport/tentovannye': n(
    'Тент — самый универсальный кузов: его можно раздвинуть на всю длину сбоку, снять крышу для крана или грузить с торца с рампы. Это важно для складов без рампы и площадок, где погрузчик подъезжает только сбоку. Под тентом груз защищён от дождя и снега, но не от мороза и жары, поэтому жидкости, краски и электронику зимой в нём не везут. Перед погрузкой проверяют целостность полотна и наличие тросов для таможенной пломбы, а паллеты крепят ремнями к бортовым рейкам, по одному ремню на каждый ряд.',
    'A curtain-sider is the most versatile body: the curtain slides back along the whole side, the roof comes off for a crane, and the rear loads from a dock. That matters at warehouses without docks and yards where a forklift can only reach the side. Under the curtain the load is safe from rain and snow but not from frost or heat, so liquids, paints and electronics do not ride in one in winter. Before loading the curtain is checked for tears and the customs seal cable for presence, and pallets are strapped to the side rails, one strap per row.',
  ),
  'car-transport/bortovye': n(
    'Бортовая машина без крыши и стоек подходит для грузов, которые кладут сверху краном или манипулятором: металлопрокат, плиты перекрытий, трубы, пакеты досок, строительные вагончики. Каждое место крепят отдельно: на металл — цепи с натяжителями и угловые защиты, на дерево — текстильные ремни, чтобы не смять кромки. Количество креплений считают по массе: сила натяжения ремней вместе должна быть не меньше веса пакета. От дождя груз укрывают брезентом, если это оговорено в заказе. Выступ за задний борт более 1 м отмечают щитом.',
    'A flatbed without roof or posts suits loads placed from above by crane or loader: rolled steel, floor slabs, pipes, timber packs, site cabins. Each piece is secured separately: chains with tensioners and corner guards on metal, textile straps on timber so the edges are not crushed. The number of lashings follows the mass: their combined tension must at least equal the weight of the pack. A tarpaulin covers the load from rain if the order says so. An overhang beyond the rear of more than 1 m gets a warning board.',
  ),
  'car-transport/izotermicheskie': n(
    'Изотермический кузов — это утеплённые стены и пол без холодильной установки. Он сохраняет температуру, с которой груз погрузили, несколько часов и сглаживает перепады в пути. Поэтому его выбирают для городских рейсов с охлаждёнными продуктами, для цветов, лекарств и лакокрасочных материалов зимой, если рейс не дольше суток. Груз перед погрузкой должен иметь нужную температуру: изотерм не охлаждает и не греет. На дальние расстояния и для заморозки берите рефрижератор. Кузов моют после каждого рейса с продуктами.',
    'An insulated body has lagged walls and floor but no refrigeration unit. It keeps the load at the temperature it was loaded at for some hours and smooths out swings on the way. It is chosen for city runs with chilled food, and for flowers, medicines and paints in winter when the trip is shorter than a day. The goods must already be at the right temperature: an insulated box neither cools nor heats. For long distances and frozen goods take a reefer. The body is washed after every food run.',
  ),
  'car-transport/refrizheratornye': n(
    'Рефрижератор держит заданную температуру от −20 до +15 °C весь рейс, поэтому подходит для заморозки, охлаждённого мяса, молочной продукции, фармацевтики и растений на любое расстояние. Режим указывают в заказе, и установка выходит на него до погрузки. Термописец записывает температуру каждые 15 минут, распечатку прикладывают к документам — её требуют торговые сети и склады. В пути водитель контролирует установку, а при сбое перевозчик обязан сообщить. Не смешивайте в одном кузове грузы с разными режимами и продукты с химией.',
    'A reefer holds a set temperature from −20 to +15 °C for the whole trip, so it suits frozen goods, chilled meat, dairy, pharmaceuticals and plants over any distance. The setting is given in the order and the unit reaches it before loading. A logger records the temperature every 15 minutes and the printout goes with the papers; retail chains and warehouses ask for it. On the way the driver watches the unit, and the carrier must report any fault. Do not mix loads with different settings in one body, nor food with chemicals.',
  ),
  'car-transport/s-gidrobortom': n(
    'Гидроборт — подъёмная площадка на заднем борту, которая опускает груз с уровня кузова до земли. Он нужен там, где нет рампы и погрузчика: у магазинов, офисов, частных домов, на стройке. На площадку ставят паллету на гидравлической тележке, которую водитель везёт с собой, или тяжёлые места вроде сейфа и станка. Грузоподъёмность площадки ограничена, поэтому вес самого тяжёлого места укажите в заказе. Машине с гидробортом нужно около трёх метров свободного места позади, чтобы опустить платформу.',
    'A tail-lift is a platform on the rear that lowers the load from body level to the ground. It is needed where there is no dock or forklift: at shops, offices, private houses and building sites. A pallet goes onto it on a hand pallet truck the driver carries, or heavy pieces such as a safe or a machine. The platform’s capacity is limited, so give the weight of the heaviest piece in the order. The truck needs about three metres of free space behind it to lower the platform.',
  ),
  'cargo/gazel': n(
    'Газель берёт до 1,5 т и четыре европаллеты, а без пропуска заезжает в центр Москвы и Санкт-Петербурга, поэтому её выбирают для доставок в магазины, офисы и квартиры. По городу оплата обычно почасовая с минимальным заказом, между городами — за рейс. Укажите в заказе этаж, наличие лифта и расстояние от машины до двери: от этого зависит, нужны ли грузчики. Для мебели и техники берите цельнометаллический фургон, для паллет — тент с боковой загрузкой.',
    'A Gazelle takes up to 1.5 t and four Euro pallets and enters central Moscow and Saint Petersburg without a permit, so it serves deliveries to shops, offices and flats. Within a city it is usually paid by the hour with a minimum order, between cities by the trip. Give the floor, whether there is a lift and the distance from the van to the door in the order: that decides whether movers are needed. For furniture and appliances take an all-metal van, for pallets a curtain-sider loaded from the side.',
  ),
  'cargo/fura': n(
    'Фура выгодна при полной загрузке: 20 т или 33 паллеты на расстояние от 300 км обходятся дешевле всего в пересчёте на тонну. Ей нужна площадка для разворота длиной около 20 м и подъезд с твёрдым покрытием, а на складе — рампа или погрузчик. В крупных городах фура въезжает в центр только по пропуску, поэтому грузополучателя лучше выбирать за кольцевой дорогой. Время в пути считают по нормам отдыха водителя: около 600 км в сутки. Загрузка — сбоку, сверху или с торца, смотря по кузову.',
    'A semi-trailer pays off when full: 20 t or 33 pallets over 300 km or more cost the least per tonne. It needs a yard about 20 m long to turn and a paved approach, and at the warehouse a dock or forklift. In large cities it enters the centre only with a permit, so a consignee outside the ring road is better. Transit time follows the driver’s rest rules, about 600 km a day. Loading is from the side, top or rear depending on the body.',
  ),
  'cargo/5-tonn': n(
    '5-тонник с кузовом 6,0×2,45×2,3 м и 34–36 м³ берёт 15 европаллет и часто оснащён гидробортом. Он занимает нишу между газелью и фурой: партия стройматериалов на объект, оборудование кафе, товар для нескольких магазинов по маршруту. В отличие от фуры, заезжает во дворы и на узкие улицы, но в центр Москвы от 3,5 т нужен пропуск. Рейс с несколькими точками выгрузки оформляется одним заказом, если адреса указаны заранее; каждая точка добавляет время выгрузки.',
    'A 5-tonne truck with a 6.0×2.45×2.3 m body of 34–36 m³ takes 15 Euro pallets and often has a tail-lift. It fills the gap between a Gazelle and a semi-trailer: building materials for a site, a café’s equipment, goods for several shops along a route. Unlike a semi-trailer it gets into yards and narrow streets, though central Moscow needs a permit from 3.5 t. A run with several drop points is one order if the addresses are given in advance; each drop adds unloading time.',
  ),
  'cargo/10-tonn': n(
    '10-тонник с кузовом 8 м берёт 18 европаллет, 45–54 м³ и до 10 т, поэтому подходит для партии, которой мало 5-тонника, но много фуры. Его выбирают для регулярных поставок в магазины сети, вывоза продукции с небольших заводов и перевозки оборудования, которое ставят краном через открытую крышу. Он маневреннее фуры и заезжает на склады без площадки для разворота. Для междугородних рейсов это оптимальная машина при весе 6–9 т: цена ниже фуры, а вместимость почти та же по паллетам.',
    'A 10-tonne truck with an 8 m body takes 18 Euro pallets, 45–54 m³ and up to 10 t, so it suits a consignment too large for a 5-tonne truck but small for a semi-trailer. It is chosen for regular supplies to chain stores, collections from small plants and equipment lowered by crane through the open roof. It is nimbler than a semi-trailer and gets into warehouses without a turning yard. For long runs it is the right truck for 6–9 t: cheaper than a semi-trailer with nearly as many pallet places.',
  ),
  'cargo/srochnye': n(
    'Для срочной перевозки машина подаётся в тот же день, если заказ оформлен до полудня и груз готов к погрузке. Водитель едет без попутных загрузок и заездов на терминал, а на дальних рейсах ставят двух водителей, чтобы не терять время на отдых: так машина проходит до 1000 км в сутки. Срочность стоит дороже обычного рейса, поэтому сравните в калькуляторе сроки отдельной машины и сборного груза — иногда экспресс-сборка успевает к той же дате. Документы подготовьте до подачи машины.',
    'For an urgent shipment the truck comes the same day if the order is placed before noon and the load is ready. The driver takes no other loads and calls at no terminal, and on long runs two drivers share the wheel so no time is lost to rest; the truck then covers up to 1,000 km a day. Urgency costs more than an ordinary trip, so compare the terms of a dedicated truck and groupage in the calculator; sometimes express groupage meets the same date. Have the papers ready before the truck arrives.',
  ),
  'cargo/mezhdugorodnie': n(
    'Между городами цена складывается из расстояния по дорогам, типа машины и времени на погрузку и выгрузку; обратная загрузка перевозчика снижает тариф на популярных направлениях. Маршрут строится по федеральным трассам с учётом весовых ограничений и платных участков, плата за которые входит в тариф. Водитель отмечает время выезда и прибытия в накладной, а статус виден на сайте. Если рейс длиннее суток, учитывайте разницу часовых поясов: окно выгрузки согласуйте по местному времени получателя.',
    'Between cities the price depends on the road distance, the type of truck and the loading and unloading time; a carrier’s return load lowers the tariff on popular routes. The route follows federal highways, respecting weight limits and toll sections, whose fees are in the tariff. The driver records departure and arrival times on the waybill, and the status shows on the site. If the trip takes more than a day, mind the time zones: agree the unloading window in the recipient’s local time.',
  ),
  'cargo/dlya-biznesa': n(
    'Компании работают по договору транспортной экспедиции: заявки оформляются на сайте или в личном кабинете, а счета, акты и счета-фактуры с НДС приходят за каждый рейс или одним пакетом за месяц. Постоянным клиентам открывается отсрочка платежа и закрепляется менеджер. Для сотрудников можно завести несколько учётных записей, все заказы компании видны в истории. По запросу готовим отчёт о перевозках за период: маршруты, вес, стоимость. Закрывающие документы можно получать через ЭДО.',
    'Companies work under a freight forwarding contract: orders are placed on the site or in the account, and invoices, certificates and VAT invoices come for each trip or in one monthly set. Regular customers get deferred payment and a dedicated manager. Several staff accounts can be set up, and all the company’s orders are in its history. On request we prepare a report of shipments for a period: routes, weights and costs. Closing documents can come through electronic exchange.',
  ),
  'cargo/dlya-marketplejsov': n(
    'Склады маркетплейсов принимают поставки только в забронированный слот, поэтому машина выезжает с запасом времени, а опоздание переносит поставку на другой день. Каждая паллета и коробка маркируется этикеткой поставки, паллеты не выше 1,8 м и не тяжелее установленного складом веса, товар не выступает за край. Водитель привозит пропуск на машину и транспортную накладную. Если товар подлежит маркировке «Честный знак», коды должны быть нанесены до отправки — склад не принимает немаркированное.',
    'Marketplace warehouses accept deliveries only in a booked slot, so the truck leaves with time to spare; arriving late moves the delivery to another day. Every pallet and box carries the delivery label, pallets no higher than 1.8 m and no heavier than the warehouse’s limit, goods not overhanging the edge. The driver brings the vehicle pass and the consignment note. If the goods fall under Honest Sign marking, the codes must be applied before dispatch: the warehouse refuses unmarked goods.',
  ),
  'consolidated/korobki': n(
    'Коробки — самый частый сборный груз, и главное для них — выдержать соседство. На терминале их ставят в ярус, поэтому тяжёлые коробки держите внизу, а хрупкое отправляйте в отдельной коробке с наполнителем. Заготовки калькулятора помогут указать размеры: кубы от 50 до 90 см и вес от 25 до 75 кг. Объёмный вес считается отдельно для каждой коробки — лёгкая, но большая коробка оплачивается по объёму. Несколько коробок одного заказа можно собрать на паллету: так они не потеряются при перегрузке.',
    'Boxes are the commonest groupage, and their main task is to survive their neighbours. At the terminal they are stacked, so keep heavy boxes at the bottom and send fragile items in a separate box with filler. The calculator’s presets help with sizes: cubes of 50 to 90 cm and weights of 25 to 75 kg. Volume weight is counted for each box, so a light but large box is paid by volume. Several boxes of one order can be built onto a pallet so none goes astray at transhipment.',
  ),
  'consolidated/paletty': n(
    'Паллета перегружается погрузчиком за минуту и не разваливается, поэтому на неё меньше повреждений и быстрее обработка. Стандарт — 120×80 см, бывают 100×100 и 120×120 см; высоту держите до 150–180 см. Калькулятор считает паллету вместе с поддоном: добавьте к весу груза 15–25 кг. Отметьте, можно ли ставить на паллету другие места — если нельзя, перевозчик может посчитать место над ней. Плёнку и угловые уголки используйте обязательно, а верх закройте картоном от пыли и влаги.',
    'A pallet is moved by forklift in a minute and does not fall apart, so it suffers less damage and is handled faster. The standard is 120×80 cm, also 100×100 and 120×120 cm; keep the height within 150–180 cm. The calculator counts the pallet with its base, so add 15–25 kg to the goods’ weight. Mark whether other pieces may be put on top; if not, the carrier may charge for the space above. Film and corner boards are a must, and a cardboard top keeps out dust and damp.',
  ),
  'consolidated/negabarit': n(
    'Длинные и тяжёлые места едут сборным грузом, если укладываются в ограничения: длина до 620 см, ширина до 244 см, высота до 268 см, вес одного места до 10 т, а на многих терминалах тяжелее 1000 кг только по согласованию. Такое место грузят краном или мощным погрузчиком, поэтому на нём должны быть точки строповки или поддон с проёмами для вил. Укажите реальные размеры в калькуляторе: место, не совпавшее с заявленным, пересчитают на весах и рулетке терминала.',
    'Long and heavy pieces travel as groupage if they fit the limits: up to 620 cm long, 244 cm wide, 268 cm high and 10 t per piece, though many terminals take over 1,000 kg only by agreement. Such a piece is lifted by crane or a heavy forklift, so it needs slinging points or a skid with fork openings. Enter its real sizes in the calculator: a piece that differs from the declaration is remeasured and reweighed at the terminal and recalculated.',
  ),
  'consolidated/s-obreshetkoj': n(
    'Обрешётка — каркас из досок вокруг груза, который принимает на себя удары при перевалке. Её делают на терминале отправления при приёмке, и стоимость видна в тарифе. Вес обрешётки — 10–15 % от веса груза, объём тоже растёт, и тариф считается уже по упакованному месту. Без обрешётки перевозчики часто отказываются отвечать за бой стекла, зеркал, керамики, экранов и мебельных фасадов. После доставки каркас разбирают, а доски получатель может оставить себе или сдать.',
    'A crate is a timber frame around the load that takes the knocks of transhipment. It is built at the origin terminal on acceptance, and its price shows in the tariff. It weighs 10–15 % of the goods and adds volume, and the tariff uses the crated piece. Without a crate carriers often refuse liability for broken glass, mirrors, ceramics, screens and furniture fronts. After delivery the frame is taken apart, and the recipient can keep the boards or hand them back.',
  ),
  'consolidated/ot-dveri-do-dveri': n(
    'Курьер забирает груз по адресу отправителя, машина везёт его на терминал, магистральный рейс — в город назначения, а там другой курьер доставляет по адресу получателя. Вам не нужно ехать на склад ни с одной стороны. Каждая сторона оплачивается как городская доставка, поэтому для тяжёлого груза дешевле схема с самовывозом на одном конце. Подготовьте груз к приезду машины и сообщите номер домофона, этаж и наличие лифта: время ожидания сверх нормы оплачивается.',
    'A courier collects the load at the sender’s address, a truck takes it to the terminal, the trunk run brings it to the destination city and another courier delivers it to the recipient’s address. Nobody has to go to a warehouse at either end. Each end is priced as a city delivery, so for a heavy load self-collection at one end is cheaper. Have the load ready when the van comes and give the intercom, the floor and whether there is a lift: waiting beyond the norm is charged.',
  ),
  'moving/kvartirnyj': n(
    'Переезд в другой город начинается с описи: перечень вещей с объявленной стоимостью нужен и для страховки, и для проверки при выгрузке. За день до погрузки освободите холодильник и морозильник, отключите стиральную машину и слейте воду. Грузчики разбирают шкафы и кровати, пакуют мебель в плёнку и картон, посуду — в коробки с бумагой. Вещи квартиры обычно едут отдельной машиной, чтобы не было перегрузок; две-три коробки дешевле отправить сборным грузом. Ключи и документы везите с собой.',
    'A move to another city starts with an inventory: a list of belongings with declared values serves both the insurance and the check at unloading. The day before, empty the fridge and freezer and disconnect and drain the washing machine. Movers take wardrobes and beds apart, wrap furniture in film and cardboard and pack dishes in boxes with paper. A flat’s contents usually travel in a dedicated truck to avoid transhipment; two or three boxes are cheaper as groupage. Keep keys and papers with you.',
  ),
  'moving/ofisnyj': n(
    'Офисный переезд планируют по отделам: каждому сотруднику — коробки с его фамилией и номером кабинета на новом месте, каждому компьютеру — пакет с кабелями. Мебель и технику маркируют по плану рассадки, чтобы грузчики сразу ставили всё на места. Документы и архив везут в опломбированных коробах, серверы — отдельно, в амортизирующей упаковке. Управляющие компании обоих зданий должны согласовать время работы грузового лифта и въезд машины. Переезд на выходных позволяет начать работу в понедельник.',
    'An office move is planned department by department: each employee gets boxes with their name and new room number, each computer a bag for its cables. Furniture and equipment are labelled to the seating plan so movers put everything in place straight away. Documents and archives travel in sealed boxes, servers separately in shock-absorbing packing. The management of both buildings must agree service lift hours and truck access. Moving over a weekend lets work resume on Monday.',
  ),
  'moving/dachnyj': n(
    'Дачный переезд обычно бывает весной туда и осенью обратно: мебель, садовая техника, рассада, запасы. Дороги к садоводствам часто узкие и грунтовые, поэтому уточните, пройдёт ли 5-тонник, или возьмите газель. Бензин из газонокосилок и генераторов сливают, баллоны с газом не перевозят. Рассаду ставят последней, в ящиках, чтобы её не придавило, а в холод — в утеплённом кузове. Если на участке нет места для разворота, водитель выгрузит у ворот, а дальше вещи переносят грузчики.',
    'Country moves usually go out in spring and back in autumn: furniture, garden machinery, seedlings and supplies. Roads to garden plots are often narrow and unpaved, so check whether a 5-tonne truck gets through or take a Gazelle. Petrol is drained from mowers and generators, and gas bottles are not carried. Seedlings go in last, in crates so nothing crushes them, and in an insulated body when it is cold. If the plot has no room to turn, the driver unloads at the gate and movers carry things on.',
  ),
  'moving/pianino': n(
    'Пианино весит 200–300 кг, рояль — 300–500 кг, а центр тяжести у них смещён, поэтому их несут четверо-шестеро грузчиков на ремнях и такелажных тележках. Крышку и педали фиксируют, корпус обматывают одеялами и плёнкой. В машине инструмент стоит вертикально у передней стенки и крепится ремнями к бортам; рояль везут на боку на специальном щите, сняв ножки. После перевозки инструмент должен постоять в помещении сутки, прежде чем его настраивать. За каждый этаж без лифта — доплата.',
    'An upright piano weighs 200–300 kg and a grand 300–500 kg with an off-centre weight, so four to six movers carry it on straps and rigging dollies. The lid and pedals are fixed and the case wrapped in blankets and film. In the truck an upright stands against the front wall, strapped to the sides; a grand travels on its side on a special board with its legs removed. After the move the instrument should rest indoors for a day before tuning. Every floor without a lift costs extra.',
  ),
  'moving/mebeli': n(
    'Шкафы, кровати и кухни перевозят разобранными: так они занимают втрое меньше места и не расшатываются. Фурнитуру складывают в подписанные пакеты, фасады и столешницы оборачивают картоном, стекло и зеркала везут отдельно в обрешётке. Диваны и кресла упаковывают в стрейч и плотную плёнку от грязи. Сборку на новом месте заказывают вместе с перевозкой; для встроенной мебели понадобится схема. Новую мебель из магазина везут в заводской упаковке без вскрытия, чтобы сохранить гарантию.',
    'Wardrobes, beds and kitchens travel dismantled: they take a third of the space and do not work loose. Fittings go in labelled bags, fronts and worktops are wrapped in cardboard, and glass and mirrors travel separately in a crate. Sofas and armchairs are wrapped in stretch and heavy film against dirt. Assembly at the new place is ordered with the move; built-in furniture needs its drawing. New furniture from a shop travels in its factory packing unopened to keep the warranty.',
  ),
  'moving/veshchej': n(
    'Для нескольких коробок и чемоданов отдельная машина не нужна: их везут сборным грузом, а платите вы только за свой вес или объём. Чемоданы закрывают на замок или пломбируют, на каждое место клеят ярлык с номером заказа и телефоном. Одежду удобно отправлять в вакуумных пакетах — объём уменьшается вдвое. Груз можно сдать в пункт приёма рядом с домом и забрать в пункте выдачи или заказать курьера. Ценные вещи и документы в сборный груз не кладите.',
    'A few boxes and suitcases do not need a dedicated truck: they go as groupage and you pay only for your weight or volume. Suitcases are locked or sealed, and each piece gets a label with the order number and a phone. Clothes are best sent in vacuum bags, which halve the volume. Hand the load to a drop-off point near home and collect it at a pick-up point, or order a courier. Do not put valuables or documents in groupage.',
  ),
  'food/zamorozhennyh': n(
    'Замороженные продукты принимают только с температурой в толще не выше −18 °C: кладовщик или водитель меряет её щупом при погрузке и записывает в накладную. Кузов охлаждают заранее, погрузку ведут быстро, с закрытыми дверями между паллетами, а лучше — через шлюз рампы. Паллеты не ставят вплотную к стенкам и потолку, чтобы воздух проходил вокруг. Повторная заморозка недопустима, поэтому при сбое установки груз проверяют и составляют акт. Мороженое и полуфабрикаты требуют −20 °C и ниже.',
    'Frozen goods are accepted only at −18 °C or colder in the core: the storekeeper or driver checks it with a probe at loading and writes it on the waybill. The body is pre-cooled, and loading is quick, with doors closed between pallets or, better, through a dock seal. Pallets do not touch the walls or ceiling so air can circulate. Refreezing is not allowed, so if the unit fails the load is inspected and a report drawn up. Ice cream and ready meals need −20 °C or colder.',
  ),
  'food/ovoshchej-i-fruktov': n(
    'Овощи и фрукты продолжают дышать в пути: выделяют тепло, влагу и этилен. Поэтому кузов не загружают плотно до потолка, ящики ставят с зазорами, а установка работает в режиме вентиляции. Яблоки, груши и томаты выделяют этилен и ускоряют созревание бананов, киви и зелени, поэтому их не везут вместе. Картофель и капусту зимой защищают от мороза, летом — от перегрева. К партии прикладывают фитосанитарные документы, если груз идёт из другого региона или на экспорт.',
    'Fruit and vegetables keep breathing on the way, giving off heat, moisture and ethylene. So the body is not packed to the roof, crates stand with gaps and the unit runs in ventilation mode. Apples, pears and tomatoes give off ethylene that ripens bananas, kiwis and greens, so they never travel together. Potatoes and cabbages are protected from frost in winter and heat in summer. Phytosanitary papers go with a consignment from another region or for export.',
  ),
  'food/myasa': n(
    'Охлаждённое мясо везут в туше на крюках или в ящиках, не допуская соприкосновения с полом и стенками. Кузов должен иметь санитарный паспорт и быть продезинфицирован перед рейсом, водитель — медицинскую книжку. Ветеринарный сертификат оформляется в системе «Меркурий» на каждую партию, без него получатель груз не примет. Охлаждённое мясо хранится считанные дни, поэтому рейс планируют без перегрузов. Мясо не везут вместе с рыбой, овощами и любыми непродовольственными товарами.',
    'Chilled meat travels as carcasses on hooks or in crates, never touching the floor or walls. The body must have a sanitary certificate and be disinfected before the trip, and the driver must hold a medical record. A veterinary certificate is issued in the Mercury system for every consignment; without it the recipient refuses the load. Chilled meat keeps only a few days, so the run is planned without transhipment. Meat never shares a body with fish, vegetables or non-food goods.',
  ),
  'food/ryby': n(
    'Охлаждённую рыбу везут в ящиках со льдом, талая вода должна стекать и не заливать нижние ряды, поэтому ящики с дренажом ставят на поддоны. Мороженую рыбу и морепродукты — при −18 °C, икру и деликатесы — при −20 °C и ниже. Запах рыбы впитывается в кузов, поэтому после рейса его моют и дезинфицируют, а попутно с ней другие продукты не загружают. Ветеринарный сертификат «Меркурий» обязателен, для живой рыбы нужны аэрированные ёмкости и отдельное согласование.',
    'Chilled fish travels in boxes of ice; the meltwater must drain without flooding the lower rows, so drained boxes stand on pallets. Frozen fish and seafood go at −18 °C, caviar and delicacies at −20 °C or colder. The smell soaks into the body, so it is washed and disinfected after the run and no other food shares it. A Mercury veterinary certificate is required, and live fish needs aerated tanks and separate agreement.',
  ),
  'food/molochnoj-produktsii': n(
    'Молоко, кефир и йогурты живут от нескольких дней до двух недель, поэтому их возят прямыми рейсами от завода до склада или магазина. Режим +2…+6 °C держат и при погрузке: паллеты не оставляют на рампе. Сыры с плесенью и твёрдые сыры везут отдельно от молочки, чтобы не переносить запах и культуры. Стеклянная тара требует прокладок между рядами. На каждую партию оформляется ветеринарный документ в «Меркурии», сети проверяют его вместе с распечаткой термописца.',
    'Milk, kefir and yoghurt keep from a few days to two weeks, so they travel on direct runs from the dairy to the warehouse or shop. The +2 to +6 °C range holds during loading too: pallets are not left standing on the dock. Mould-ripened and hard cheeses travel apart from liquid dairy so smells and cultures do not transfer. Glass bottles need layer pads between rows. Every consignment has a Mercury veterinary document, which chains check together with the logger printout.',
  ),
  'food/napitkov': n(
    'Напитки тяжёлые при малом объёме: паллета воды весит 700–900 кг, поэтому машину загружают по весу, а паллеты распределяют равномерно по оси. Стекло перекладывают картоном и плотно стягивают плёнкой, ПЭТ-бутылки не ставят в ярус выше, чем допускает производитель. Зимой жидкость в бутылках замерзает и разрывает тару — кузов подогревают или берут изотерм. Алкоголь перевозят с сопроводительными документами ЕГАИС и товарно-транспортной накладной, отдельно от безалкогольных напитков при проверке.',
    'Drinks are heavy for their volume: a pallet of water weighs 700–900 kg, so the truck is loaded by weight and pallets spread evenly over the axles. Glass gets cardboard layers and tight film, and PET bottles are not stacked higher than the maker allows. In winter liquid freezes and bursts its containers, so the body is heated or insulated. Alcohol travels with its EGAIS papers and consignment note, kept separate from soft drinks for inspection.',
  ),
  'food/konditerskih-izdelij': n(
    'Шоколад при +25 °C тает, а при резком охлаждении покрывается белым налётом, поэтому его везут при +15…+18 °C круглый год — летом охлаждают, зимой греют. Торты и пирожные с кремом — в холоде +2…+6 °C, в коробках на стеллажах, без ярусов. Печенье и вафли боятся сырости и чужих запахов: не ставьте их рядом с рыбой, специями и химией. Коробки не сдавливают, поэтому высота паллеты ограничена. Срок годности кремовых изделий — сутки-двое, их возят только прямыми рейсами.',
    'Chocolate melts at +25 °C and blooms white when chilled suddenly, so it travels at +15 to +18 °C all year: cooled in summer and heated in winter. Cream cakes and pastries go at +2 to +6 °C in boxes on racks, never stacked. Biscuits and wafers fear damp and foreign smells: keep them away from fish, spices and chemicals. Cartons must not be crushed, so pallet height is limited. Cream products keep a day or two and travel on direct runs only.',
  ),
  'food/zerna': n(
    'Крупы, мука и сахар в мешках по 25–50 кг укладывают на поддоны перевязкой, чтобы пачка не расползалась. Кузов должен быть сухим, чистым и без запахов предыдущего груза: мука впитывает их за несколько часов. Мешки не ставят на голый пол, а сверху защищают от конденсата. Зерно насыпью возят зерновозами с качественным удостоверением и декларацией, партия взвешивается на элеваторе. Вредители в таре — причина отказа в приёмке, поэтому склад отправителя проверяет партию заранее.',
    'Cereals, flour and sugar in 25–50 kg bags are stacked on pallets in a bond so the stack does not spread. The body must be dry, clean and free of the previous load’s smell: flour takes it up within hours. Bags never stand on the bare floor and are covered against condensation. Grain in bulk travels in grain trucks with a quality certificate and declaration, weighed at the elevator. Pests in the bags mean refusal at acceptance, so the sender’s warehouse checks the lot beforehand.',
  ),
  'food/konservov': n(
    'Банки в коробках или термоусадке тяжёлые, и паллета консервов весит до тонны, поэтому фура набирает 20 т задолго до того, как заполнится объём. Паллеты стягивают плёнкой и угловыми профилями, а стеклянные банки перекладывают картоном. Консервы почти не зависят от температуры, но сильный мороз разрывает банки с жидкостью, а перепады дают конденсат и ржавчину на жести. Маркировка партии и сроки годности сверяются при приёмке, помятые банки сеть не принимает.',
    'Tins in cartons or shrink-wrap are heavy, and a pallet of them weighs up to a tonne, so a semi-trailer reaches 20 t long before it is full. Pallets are wrapped in film with corner profiles, and glass jars get cardboard layers. Tinned food hardly depends on temperature, but hard frost bursts cans of liquid, and swings cause condensation and rust on tinplate. Batch marks and best-before dates are checked at acceptance, and chains refuse dented tins.',
  ),
  'food/yaits': n(
    'Яйца везут в прокладках по 30 штук, сложенных в коробы, а коробы — на паллетах не выше 1,6 м. Машину выбирают с пневмоподвеской, а водитель едет плавно и объезжает разбитые участки. Температура +5…+10 °C без резких перепадов: конденсат на скорлупе открывает путь бактериям. Каждая партия идёт с ветеринарным документом в «Меркурии» и декларацией. Бой в пределах нормы естественной убыли указывают в договоре; всё сверх неё оформляется актом при приёмке.',
    'Eggs travel in trays of 30 packed in cases, and the cases on pallets no higher than 1.6 m. The truck should have air suspension, and the driver drives smoothly round broken road. The temperature is +5 to +10 °C without sharp swings: condensation on the shell lets bacteria in. Every consignment goes with a Mercury veterinary document and a declaration. Breakage within the natural loss norm is set in the contract; anything above it is recorded in a report at acceptance.',
  ),
  'food/sbornye-produkty': n(
    'Небольшие партии продуктов — от одной коробки до нескольких паллет — едут сборным рефрижератором по графику отправлений, с грузами того же температурного режима. Перевозчик делит кузов на зоны, поэтому при заказе указывают режим: заморозка, охлаждение или +15…+18 °C для шоколада. Отправка дешевле отдельной машины, но привязана к расписанию: сдайте груз на терминал к указанному часу. Ветеринарные документы оформляются на каждую партию, как и при отдельной машине.',
    'Small food consignments, from one box to a few pallets, travel in a groupage reefer on a departure schedule with loads of the same temperature range. The carrier divides the body into zones, so the order states the range: frozen, chilled or +15 to +18 °C for chocolate. It is cheaper than a dedicated truck but tied to the schedule: bring the load to the terminal by the stated hour. Veterinary papers are issued for each consignment, just as for a dedicated truck.',
  ),
  'food/dlya-setej': n(
    'Распределительные центры сетей принимают машины в забронированное окно, а опоздание на 15–30 минут может перенести приёмку на другой день и обернуться штрафом. Поэтому рейс рассчитывают с запасом, а водитель сообщает о выезде. Сеть проверяет температуру в кузове, санитарный паспорт, медкнижку водителя, ветеринарные документы и распечатку термописца. Паллеты — по стандарту сети: высота, плёнка, этикетка SSCC. Возвратную тару и невыкупленный товар забирают обратным рейсом.',
    'Retail distribution centres receive trucks in a booked window, and being 15–30 minutes late can move acceptance to another day and bring a fine. So the run is planned with a margin and the driver reports departure. The chain checks the body temperature, the sanitary certificate, the driver’s medical record, the veterinary papers and the logger printout. Pallets follow the chain’s standard: height, film and SSCC label. Returnable containers and rejected goods come back on the return run.',
  ),
  'equipment/promyshlennogo': n(
    'Промышленное оборудование перед перевозкой снимают с фундамента, отключают от сетей, сливают масла и охлаждающие жидкости, подвижные узлы фиксируют транспортными креплениями. Такелажники поднимают его кранами или домкратами по схеме строповки завода-изготовителя. Линию разбирают на модули с маркировкой, чтобы собрать в том же порядке. Тяжёлые агрегаты ставят на бортовую платформу или трал и крепят цепями за штатные точки. Для импортного оборудования приложите паспорт и упаковочный лист.',
    'Before transport, industrial equipment is taken off its foundation, disconnected from services, drained of oils and coolants, and its moving parts locked with transit fixings. Riggers lift it by crane or jacks following the maker’s slinging diagram. A production line is split into marked modules to be reassembled in the same order. Heavy units go on a flatbed or low-bed and are chained at their lifting points. For imported equipment attach its manual and packing list.',
  ),
  'equipment/torgovogo': n(
    'Стеллажи, витрины, кассовые модули и холодильные горки перевозят при открытии или переезде магазина. Металлические стеллажи разбирают и связывают пакетами по типу деталей, полки прокладывают картоном. Стеклянные витрины едут с демонтированным стеклом в отдельной обрешётке, а подсветку и электронику снимают. Поставку в торговый центр согласуйте с администрацией: время работы грузового входа и пропуск на машину. Монтаж на новом месте удобно заказать у той же бригады, которая разбирала.',
    'Shelving, display cases, checkout units and refrigerated cabinets move when a shop opens or relocates. Steel shelving is dismantled and bundled by part type, with cardboard between shelves. Glass display cases travel with their glass removed and crated separately, and lighting and electronics are taken off. Agree delivery to a shopping centre with its management: the goods entrance hours and a vehicle pass. Reassembly is best ordered from the crew that took it apart.',
  ),
  'equipment/meditsinskogo': n(
    'Томографы, рентгеновские аппараты и анализаторы чувствительны к ударам, влажности и температуре, поэтому их везут в кузове с климат-контролем на пневмоподвеске, с датчиками удара на упаковке. Демонтаж и подготовку к перевозке выполняет сервисный инженер производителя, иначе теряется гарантия. Для аппаратов с гелием или радиоактивными источниками нужны отдельные разрешения. Приложите регистрационное удостоверение и паспорт изделия — их спросят при приёмке в клинике.',
    'Scanners, X-ray units and analysers are sensitive to shocks, moisture and temperature, so they travel in a climate-controlled body on air suspension with shock indicators on the packing. Dismantling and preparation are done by the maker’s service engineer, or the warranty is lost. Units with helium or radioactive sources need separate permits. Attach the registration certificate and the device’s manual; the clinic asks for them at acceptance.',
  ),
  'equipment/ofisnogo': n(
    'Компьютеры, мониторы и принтеры лучше везти в оригинальных коробках с пенопластом; если их нет — в пузырчатой плёнке и коробках с наполнителем. Из принтеров вынимают картриджи и тонер, чтобы не рассыпались. Кабели и блоки питания складывают в пакет, подписанный номером рабочего места. Данные перед перевозкой копируют. Зимой технику после доставки не включают сразу: она должна постоять в тепле несколько часов, чтобы испарился конденсат.',
    'Computers, monitors and printers travel best in their original boxes with foam; failing that, in bubble wrap and boxes with filler. Cartridges and toner come out of printers so they do not spill. Cables and power supplies go in a bag labelled with the workplace number. Back up data before the move. In winter equipment is not switched on straight after delivery: it should stand in the warm for a few hours so condensation evaporates.',
  ),
  'equipment/stankov': n(
    'Станок весит от нескольких сотен килограммов до десятков тонн, и его центр тяжести редко посередине, поэтому стропят только за рамные точки по схеме изготовителя. Шпиндель, стол и суппорт фиксируют, выступающие рукоятки снимают, открытые поверхности покрывают консервационной смазкой и плёнкой. Станок ставят на брус, а не на пол кузова, и крепят цепями в четырёх направлениях. Для погрузки в цеху нужен кран или такелажные тележки; проём ворот и высоту проверяют заранее.',
    'A machine tool weighs from a few hundred kilograms to tens of tonnes, and its centre of gravity is rarely central, so it is slung only at frame points following the maker’s diagram. The spindle, table and carriage are locked, projecting handles removed, and bare surfaces coated with preservative and film. The machine stands on timbers, not the body floor, and is chained in four directions. Loading in a workshop needs a crane or rigging skates; check the door opening and height in advance.',
  ),
  'equipment/holodilnogo': n(
    'Холодильники, морозильные лари и холодильные камеры перевозят только стоя: в лежачем положении масло из компрессора уходит в контур, и после включения агрегат может выйти из строя. Если наклон неизбежен, после доставки оборудование должно постоять несколько часов перед запуском. Двери фиксируют лентой, полки и решётки вынимают и пакуют отдельно. Промышленные камеры разбирают на сэндвич-панели, которые везут на ребре с прокладками, а моноблоки — на поддоне с креплением.',
    'Fridges, chest freezers and cold rooms travel upright only: lying down, oil runs from the compressor into the circuit, and the unit may fail when switched on. If tilting cannot be avoided, the equipment should stand for several hours after delivery before starting. Doors are taped shut, shelves and grids taken out and packed separately. Industrial cold rooms are dismantled into sandwich panels carried on edge with spacers, and monoblock units on a pallet, strapped.',
  ),
  'equipment/serverov': n(
    'Серверы и стойки везут в амортизирующих кейсах или в стойке на виброизолирующем основании, диски по возможности вынимают и перевозят отдельно. Перед отправкой каждый блок фотографируют с серийными номерами, кейсы пломбируют, а номера пломб вносят в накладную. Данные должны быть скопированы заранее. Машина идёт без перегрузов, с охраняемыми стоянками. При перепаде температуры оборудование включают только после выравнивания, обычно через 4–6 часов после разгрузки.',
    'Servers and racks travel in shock-absorbing cases or in the rack on an anti-vibration base, with drives removed and carried separately where possible. Before dispatch each unit is photographed with its serial numbers, the cases sealed and the seal numbers written on the waybill. Data must be backed up beforehand. The truck runs without transhipment and stops at guarded parking. After a temperature change, equipment is switched on only once it has adjusted, usually 4–6 hours after unloading.',
  ),
  'equipment/generatorov': n(
    'Дизельные генераторы и компрессоры на раме весят от 500 кг до нескольких тонн. Перед перевозкой сливают топливо, закрывают горловины и отключают аккумулятор, чтобы не было утечек и замыкания. Погрузку ведут краном-манипулятором за проушины рамы, в кузове агрегат ставят на брус и крепят цепями. Контейнерные электростанции возят на бортовой фуре, а с шириной более 2,55 м — как негабарит с разрешением. Передвижные компрессоры на колёсах буксируют или ставят на платформу.',
    'Diesel generators and skid-mounted compressors weigh from 500 kg to several tonnes. Before transport the fuel is drained, filler caps closed and the battery disconnected so nothing leaks or shorts. Loading is by loader crane at the frame’s lifting eyes, and in the body the unit stands on timbers and is chained. Containerised power plants go on a flatbed semi-trailer, and those wider than 2.55 m as oversize loads with a permit. Wheeled compressors are towed or put on a platform.',
  ),
  'equipment/stroitelnogo': n(
    'Строительные леса, опалубку, бетономешалки и вышки возят на объект и обратно по графику работ, часто несколькими рейсами. Элементы лесов связывают пакетами по типоразмерам и считают по весу: комплект на 100 м² фасада весит около 1,5 т. Опалубку перед возвратом очищают от бетона, иначе арендодатель удержит залог. Бетономешалку фиксируют, барабан поворачивают горловиной вниз. Разгрузку на стройплощадке выполняет манипулятор, для въезда нужен пропуск.',
    'Scaffolding, formwork, concrete mixers and towers go to a site and back on the work schedule, often in several trips. Scaffolding parts are bundled by size and counted by weight: a set for 100 m² of facade weighs about 1.5 t. Formwork is cleaned of concrete before return, or the hire company keeps the deposit. A mixer is secured with its drum turned opening down. A loader crane unloads at the site, and entry needs a pass.',
  ),
  'equipment/restorannogo': n(
    'Плиты, пароконвектоматы, печи для пиццы и посудомоечные машины из нержавеющей стали легко царапаются и мнутся, поэтому их оборачивают картоном и плёнкой, а углы закрывают защитой. Перед отправкой оборудование отключают от газа, воды и электричества, воду из бойлеров и помп сливают. Вытяжные зонты и воздуховоды разбирают. Доставку в ресторан планируют в часы, когда нет гостей, а проём двери меряют заранее: профессиональная техника бывает шире стандартных 80 см.',
    'Stainless steel ranges, combi ovens, pizza ovens and dishwashers scratch and dent easily, so they are wrapped in cardboard and film with corner guards. Before dispatch they are disconnected from gas, water and power, and boilers and pumps drained. Extraction hoods and ducts are dismantled. Delivery to a restaurant is timed outside opening hours, and the doorway is measured beforehand: professional equipment is often wider than the standard 80 cm.',
  ),
  'equipment/laboratornogo': n(
    'Лабораторные приборы — весы, спектрометры, микроскопы, хроматографы — теряют калибровку от ударов и вибрации, поэтому их везут в жёстких ящиках с амортизацией и индикаторами удара и наклона. Подвижные части фиксируют транспортными винтами, оптику снимают. Реактивы и стандартные образцы с прибором не отправляют: многие из них — опасные грузы. Для приборов, чувствительных к холоду, заказывают обогреваемый кузов. После доставки калибровку проверяет сервисная служба.',
    'Laboratory instruments such as balances, spectrometers, microscopes and chromatographs lose calibration from shocks and vibration, so they travel in rigid cushioned cases with shock and tilt indicators. Moving parts are locked with transit screws and optics removed. Reagents and reference samples are not sent with the instrument: many are dangerous goods. Cold-sensitive instruments need a heated body. After delivery a service engineer checks the calibration.',
  ),
  'equipment/sportivnogo': n(
    'Беговые дорожки, силовые станции и велотренажёры разбирают по инструкции производителя: снимают стойки, консоли и блины, мелкие детали пакуют и подписывают. Грузовые стеки фиксируют, чтобы они не разбили раму. Тренажёры тяжёлые, поэтому для фитнес-клуба на этаже без лифта заказывают такелаж. Покрытия и маты везут в рулонах, а батуты и уличные комплексы — разобранными на платформе. Сборку и регулировку на новом месте лучше доверить сервису производителя.',
    'Treadmills, weight stations and exercise bikes are dismantled following the maker’s instructions: uprights, consoles and plates come off, and small parts are bagged and labelled. Weight stacks are locked so they do not damage the frame. The machines are heavy, so a gym upstairs without a lift needs riggers. Floor coverings and mats travel in rolls, trampolines and outdoor frames dismantled on a flatbed. Reassembly and adjustment are best left to the maker’s service.',
  ),
  'machinery/spetstekhniki': n(
    'Экскаватор или фронтальный погрузчик заезжает на трал своим ходом по аппарелям, ковш опускают на платформу, стрелу складывают. Технику крепят цепями за штатные проушины, гусеницы и колёса подклинивают. Перевозка без разрешения возможна, если высота с машиной не больше 4 м, ширина — 2,55 м, а масса и нагрузка на оси — в пределах норм; иначе оформляют специальное разрешение. Приложите паспорт самоходной машины и документы о праве владения или договор аренды.',
    'An excavator or wheel loader drives up the ramps onto the low-bed under its own power, with the bucket lowered to the deck and the boom folded. It is chained at its lashing eyes, and tracks or wheels are chocked. No permit is needed if the height with the trailer is within 4 m, the width within 2.55 m and the mass and axle loads within limits; otherwise a special permit is issued. Attach the machine’s registration document and proof of ownership or the hire contract.',
  ),
  'machinery/selkhoztekhniki': n(
    'Комбайны, тракторы и посевные комплексы шире обычного груза, поэтому жатку и навесное оборудование снимают и везут отдельно, а широкие колёса иногда демонтируют. Маршрут согласуют с учётом мостов, сельских дорог и весенних ограничений осевой нагрузки. Перевозку к полю планируют до начала сезона, когда тралы свободнее. Технику перед погрузкой очищают от земли и растительных остатков — этого требуют фитосанитарные правила при перевозке между регионами.',
    'Combines, tractors and seeding units are wider than ordinary loads, so headers and implements are removed and carried separately, and wide wheels sometimes come off. The route is agreed around bridges, rural roads and spring axle load limits. Moves to the fields are planned before the season, when low-beds are easier to find. Machinery is cleaned of soil and plant residue before loading, as phytosanitary rules require between regions.',
  ),
  'machinery/bytovoj-tekhniki': n(
    'Бытовая техника — холодильники, стиральные и посудомоечные машины, плиты, телевизоры — едет в заводской упаковке, с фиксацией подвижных частей. У стиральной машины барабан закрепляют транспортными болтами, у холодильника — полки, а сам он стоит вертикально. Телевизоры ставят на ребро, экраном к стенке кузова, и не кладут ничего сверху. Партии для магазинов везут на паллетах с угловыми профилями; зимой электроника после доставки должна прогреться до включения.',
    'Household appliances such as fridges, washing machines, dishwashers, cookers and televisions travel in their factory packing with moving parts secured. A washing machine’s drum is locked with transit bolts, a fridge’s shelves fixed and the fridge kept upright. Televisions stand on edge, screen towards the body wall, with nothing on top. Shop consignments go on pallets with corner profiles; in winter electronics must warm up after delivery before being switched on.',
  ),
  'machinery/stroitelnoj-tekhniki': n(
    'Катки, бульдозеры, автокраны и буровые установки — тяжёлая и часто негабаритная техника. Перед перевозкой с неё снимают отвалы, противовесы и навесное оборудование, если это уменьшает ширину и массу до допустимых. Технику тяжелее 44 т или шире 2,55 м везут по специальному разрешению, а при ширине от 3,5 м — с автомобилем прикрытия. Разрешение оформляется от 5 рабочих дней, поэтому перевозку между объектами планируют заранее.',
    'Rollers, bulldozers, truck cranes and drilling rigs are heavy and often oversize. Blades, counterweights and attachments are removed before transport if that brings the width and mass within limits. Machines over 44 t or wider than 2.55 m travel under a special permit, and from 3.5 m wide with an escort car. A permit takes 5 working days or more, so moves between sites are planned in advance.',
  ),
  'machinery/skladskoj-tekhniki': n(
    'Вилочные погрузчики, штабелёры и ричтраки весят 1–5 т при небольших размерах, поэтому их возят на 5- или 10-тоннике с гидробортом либо манипулятором. Вилы опускают и фиксируют, мачту складывают, аккумулятор отключают, а у газовых погрузчиков снимают баллон — его везут отдельно по правилам для опасных грузов. Электроштабелёры закатывают по аппарелям, колёса подклинивают. Зарядные устройства и аккумуляторы упаковывают отдельно от машины.',
    'Forklifts, stackers and reach trucks weigh 1–5 t for their small size, so they go on a 5- or 10-tonne truck with a tail-lift or loader crane. The forks are lowered and fixed, the mast retracted and the battery disconnected, and the gas bottle is removed from LPG forklifts and carried separately under dangerous goods rules. Electric stackers roll up ramps and are chocked. Chargers and batteries are packed separately from the machine.',
  ),
  'vehicles/avtomobilej': n(
    'Легковой автомобиль перевозят на автовозе до восьми машин или на эвакуаторе по одной. При погрузке составляют акт осмотра с фотографиями кузова и пробега, колёса фиксируют ремнями, ручной тормоз затягивают. В баке оставляют не больше четверти топлива, личные вещи из салона убирают — они не страхуются. Для перевозки нужны свидетельство о регистрации или договор купли-продажи и доверенность, если машину сдаёт не владелец. Зимой автовоз идёт дольше из-за погодных задержек.',
    'A car travels on a transporter of up to eight cars or alone on a tow truck. At loading an inspection report with photos of the body and the mileage is drawn up, the wheels are strapped and the handbrake applied. The tank holds no more than a quarter of fuel, and personal items are removed from the cabin: they are not insured. The registration certificate or a sales contract is needed, plus a power of attorney if the owner is not handing it over. In winter transporters run slower because of weather delays.',
  ),
  'vehicles/mototsiklov': n(
    'Мотоцикл ставят на переднее колесо в упор, руль и раму притягивают мягкими стяжками к бортам, не пережимая вилку. Зеркала снимают, аккумулятор отключают, топлива — минимум. Спортивные и кастомные байки везут в закрытом фургоне, чтобы избежать пыли и камней, а для дальних расстояний — в деревянной обрешётке сборным грузом, это дешевле отдельной машины. При передаче составляют акт осмотра с фото, приложите ПТС или СТС.',
    'A motorcycle stands with its front wheel in a chock, the bars and frame pulled to the sides with soft straps without compressing the forks. Mirrors come off, the battery is disconnected and fuel kept to a minimum. Sport and custom bikes travel in a closed van away from dust and stones, and over long distances in a wooden crate as groupage, which is cheaper than a dedicated vehicle. An inspection report with photos is made at hand-over; attach the registration papers.',
  ),
  'vehicles/katerov': n(
    'Лодку или катер везут на собственном прицепе, если он исправен и рассчитан на дальний путь, или на ложементах на бортовой платформе. Подвесной мотор снимают либо поднимают и фиксируют, тент убирают, топливо и воду сливают. Главное ограничение — высота: катер с рубкой на платформе легко превышает 4 м, и тогда нужен трал с низкой рамой и проверка маршрута под мостами. Ширина более 2,55 м требует разрешения. Приложите судовой билет и документы на прицеп.',
    'A boat travels on its own trailer if it is sound and fit for the distance, or on cradles on a flatbed. The outboard is removed or tilted up and secured, the canopy stowed, fuel and water drained. The main limit is height: a cabin cruiser on a deck easily exceeds 4 m, which calls for a low-bed and a check of the bridges on the route. A width over 2.55 m needs a permit. Attach the boat’s registration and the trailer papers.',
  ),
  'vehicles/avtobusov': n(
    'Автобус или микроавтобус перегоняют своим ходом, если он исправен и зарегистрирован; на трале везут новые машины без пробега, неисправные и снятые с учёта. Высота автобуса на трале с низкой рамой — около 4 м, поэтому маршрут проверяют на мосты и путепроводы. Микроавтобусы до 3,5 т помещаются на эвакуатор. Колёса крепят ремнями через диски, салон закрывают, багажные отсеки освобождают. Документы — паспорт транспортного средства и договор или доверенность.',
    'A bus or minibus is driven under its own power if it runs and is registered; new vehicles without mileage, broken ones and deregistered ones travel on a low-bed. A bus on a low-bed stands about 4 m high, so the route is checked for bridges and overpasses. Minibuses up to 3.5 t fit a tow truck. Wheels are strapped through the rims, the cabin closed and luggage bays emptied. The papers are the vehicle passport and a contract or power of attorney.',
  ),
  'vehicles/gruzovikov': n(
    'Грузовик без хода затягивают на трал лебёдкой, с ходом — он заезжает по аппарелям сам. Седельные тягачи и шасси иногда везут «в сцепке» — один на другом, это дешевле, но требует согласования высоты. Масса грузовика плюс трала быстро подходит к 40 т, поэтому считают нагрузку на оси. Кабину закрывают, бортовые грузы снимают, топливо сливают до минимума. Для снятых с учёта машин нужна выписка об утилизации или договор купли-продажи.',
    'A non-running truck is winched onto the low-bed, a running one drives up the ramps. Tractor units and chassis are sometimes carried piggyback, one on another, which is cheaper but needs the height agreed. A truck plus low-bed soon approaches 40 t, so axle loads are calculated. The cab is locked, any load on the bed removed and fuel kept to a minimum. Deregistered trucks need a deregistration record or a sales contract.',
  ),
  'vehicles/pritsepov': n(
    'Прицепы, автодома и дома на колёсах ставят на платформу, если их нельзя буксировать: без документов, с неисправными тормозами или тяжелее, чем позволяет категория водителя. Дышло фиксируют, колёса подклинивают и притягивают ремнями, опорные стойки поднимают. В автодоме закрывают окна и люки, газовые баллоны снимают, воду сливают. Высоту с платформой проверяют: дом на колёсах бывает выше 3 м. Документы — ПТС или СТС и договор.',
    'Trailers, motorhomes and caravans go on a platform when they cannot be towed: without papers, with faulty brakes or heavier than the driver’s licence allows. The drawbar is fixed, wheels chocked and strapped, support legs raised. In a motorhome windows and hatches are shut, gas bottles removed and water drained. The height on the platform is checked, since a caravan can exceed 3 m. The papers are the registration documents and a contract.',
  ),
  'vehicles/kvadrotsiklov': n(
    'Квадроцикл, снегоход или гидроцикл компактен, поэтому его выгоднее отправить сборным грузом в деревянной обрешётке, чем заказывать эвакуатор. Аккумулятор отключают, топливо сливают почти полностью — с полным баком технику в сборный груз не принимают. Лыжи снегохода и выступающие детали защищают картоном. Несколько единиц для дилера везут в одном фургоне на поддонах с креплением. Приложите паспорт самоходной машины и документ о покупке.',
    'A quad, snowmobile or jet ski is compact, so it is cheaper to send as groupage in a wooden crate than to hire a tow truck. The battery is disconnected and the fuel almost fully drained: groupage refuses machines with a full tank. Snowmobile skis and projecting parts are protected with cardboard. Several units for a dealer travel in one van on strapped pallets. Attach the machine’s registration document and the purchase papers.',
  ),
  'metal/metalloprokata': n(
    'Лист, уголок, швеллер и балку укладывают пакетами на деревянные прокладки, чтобы под них прошли стропы, а металл не скользил по металлу. Каждый пакет стягивают лентой и крепят к платформе цепями или ремнями с угловыми защитами. Лист с покрытием и нержавейку прокладывают бумагой или плёнкой, чтобы не поцарапать. Грузят краном или погрузчиком с удлинёнными вилами. К партии прикладывают сертификат качества завода и накладную с теоретической и фактической массой.',
    'Sheet, angle, channel and beams are packed in bundles on timber bearers so slings can pass under them and metal does not slide on metal. Each bundle is banded and secured to the deck with chains or straps with corner guards. Coated sheet and stainless steel get paper or film between layers so they do not scratch. Loading is by crane or a forklift with long forks. The mill’s quality certificate and a note with theoretical and actual weight go with the lot.',
  ),
  'metal/trub': n(
    'Трубы укладывают рядами, разделяя их брусом с вырезами, чтобы ряды не раскатились, а торцы закрывают заглушками от грязи и влаги. Длина до 13,6 м помещается на стандартную бортовую фуру, длиннее — на раздвижной полуприцеп по разрешению. Трубы с изоляцией и полимерным покрытием грузят только мягкими стропами. Пакеты мелких труб стягивают проволокой или лентой. Обязательно учитывайте массу: пакет стальных труб большого диаметра весит несколько тонн, и фура набирает вес раньше объёма.',
    'Pipes are laid in rows separated by notched timbers so the rows cannot roll, and the ends are capped against dirt and damp. Lengths up to 13.6 m fit a standard flatbed semi-trailer, longer ones an extendable trailer under a permit. Insulated and polymer-coated pipes are lifted only with soft slings. Small pipes are bundled with wire or strapping. Watch the weight: a bundle of large steel pipes weighs several tonnes, and the trailer reaches its weight before its volume.',
  ),
  'metal/armatury': n(
    'Арматуру в прутках длиной 11,7 м везут пакетами по 2–3 т, связанными в нескольких местах, на бортовой фуре с кониками. Бухты катанки и арматуры малого диаметра укладывают на ложементы или поддоны и крепят, чтобы не покатились при торможении. Каждый пакет маркирован биркой завода: класс стали, диаметр, плавка — её сверяют с сертификатом при приёмке. На стройплощадке арматуру выгружают манипулятором на подкладки, а не на землю, чтобы не ржавела.',
    'Rebar in 11.7 m bars travels in bundles of 2–3 t tied in several places, on a flatbed semi-trailer with stakes. Coils of wire rod and thin rebar lie on cradles or pallets and are secured so they cannot roll when braking. Every bundle carries the mill’s tag with steel grade, diameter and heat number, checked against the certificate at acceptance. On site the rebar is unloaded by loader crane onto bearers, not onto the ground, so it does not rust.',
  ),
  'metal/metallokonstruktsij': n(
    'Фермы, колонны и балки каркаса часто длиннее и шире обычного груза, поэтому отправку собирают по монтажной очерёдности: сначала элементы, которые ставят первыми. Каждый элемент маркирован по чертежу КМД, а мелкие детали — пластины, болты — упаковывают в ящики по узлам. Лакокрасочное покрытие защищают прокладками и мягкими стропами. Конструкции длиннее 13,6 м или шире 2,55 м везут по разрешению, маршрут согласуют заранее.',
    'Trusses, columns and beams of a frame are often longer and wider than ordinary loads, so dispatch follows the erection sequence: the elements erected first travel first. Each element is marked to the shop drawing, and small parts such as plates and bolts are boxed by joint. The paint is protected with spacers and soft slings. Structures longer than 13.6 m or wider than 2.55 m travel under a permit along a route agreed in advance.',
  ),
  'metal/rulonov': n(
    'Рулон холоднокатаного или оцинкованного листа весит 5–25 т и при торможении действует как каток, поэтому его везут в полуприцепе с углублением — коильвелле — или на ложементах и крепят цепями крест-накрест. Один тяжёлый рулон ставят над осями, чтобы не перегрузить одну ось. Рулоны с покрытием упаковывают в плёнку и бумагу от влаги, торцы защищают кольцами. Ширина и масса указаны в сертификате, их сверяют при приёмке.',
    'A coil of cold-rolled or galvanised sheet weighs 5–25 t and behaves like a roller under braking, so it travels in a trailer with a well, a coil well, or on cradles, chained crosswise. A single heavy coil stands over the axles so that no axle is overloaded. Coated coils are wrapped in film and paper against damp, with edge rings on the ends. Width and weight are given in the certificate and checked at acceptance.',
  ),
  'metal/loma': n(
    'Металлолом возят самосвалами и ломовозами с открытым кузовом, а объёмный лёгкий лом предварительно прессуют. При погрузке лом взвешивают на автовесах, а при приёмке — повторно; расхождение фиксируют в акте. Перед отправкой составляют удостоверение о взрывобезопасности: в ломе не должно быть закрытых ёмкостей, баллонов и боеприпасов. Цветной лом принимают только от организаций с лицензией. Лом не везут в тенте — острые края рвут полотно.',
    'Scrap travels in tippers and scrap trucks with open bodies, and light bulky scrap is baled first. It is weighed on a weighbridge at loading and again at acceptance, and any difference is recorded in a report. Before dispatch a certificate of freedom from explosives is drawn up: there must be no closed containers, cylinders or munitions in the scrap. Non-ferrous scrap is accepted only from licensed companies. Scrap never goes in a curtain-sider, as sharp edges tear the curtain.',
  ),
  'metal/tsvetnogo': n(
    'Медь, алюминий, латунь и никель дорогие, поэтому кузов пломбируют при отправителе, машина идёт без остановок вне охраняемых стоянок, а по запросу — с сопровождением. Катоды, чушки и слитки укладывают пакетами на поддоны и стягивают лентой. Алюминиевый профиль и лист защищают плёнкой, чтобы не окислились и не поцарапались. Объявите реальную стоимость: от неё зависит страховка. К партии прикладывают сертификат качества и спецификацию с номерами пакетов.',
    'Copper, aluminium, brass and nickel are valuable, so the body is sealed in front of the sender, the truck stops only at guarded parking and, on request, travels with an escort. Cathodes, ingots and pigs are bundled on pallets and banded. Aluminium profiles and sheet are wrapped in film so they do not oxidise or scratch. Declare the real value, which the insurance follows. A quality certificate and a specification with the bundle numbers go with the lot.',
  ),
  'metal/profnastila': n(
    'Профнастил и металлочерепицу длиной до 12 м везут пачками на жёстком ровном основании: доски или поддоны через каждые 0,5–1 м, иначе лист прогнётся и волна деформируется. Пачки не стягивают ремнями напрямую — только через деревянные или пластиковые уголки, чтобы не помять кромку. Полимерное покрытие боится царапин, поэтому между пачками кладут прокладки. Разгружают вручную или траверсой с мягкими стропами; бросать листы нельзя.',
    'Profiled sheet and metal roof tiles up to 12 m long travel in packs on a rigid, level base: boards or pallets every 0.5–1 m, or the sheet sags and the profile deforms. Packs are never strapped directly, only over timber or plastic corners so the edge is not dented. The polymer coating scratches easily, so spacers go between packs. Unloading is by hand or with a spreader beam and soft slings; sheets must not be thrown.',
  ),
  'building-materials/kirpicha': n(
    'Поддон кирпича весит 1,1–1,3 т, поэтому машину считают по весу: фура берёт до шестнадцати поддонов, 10-тонник — восемь, 5-тонник — четыре. Поддоны ставят плотно и ровно по осям, чтобы не превысить нагрузку на ось. Облицовочный кирпич защищают от сколов: стягивают лентой и плёнкой, верхний ряд укрывают. Выгрузка манипулятором на ровную площадку занимает несколько минут на поддон. Возвратные поддоны поставщик забирает отдельно — за них часто берут залог.',
    'A pallet of bricks weighs 1.1–1.3 t, so the truck is sized by weight: a semi-trailer takes up to sixteen pallets, a 10-tonne truck eight and a 5-tonne truck four. Pallets stand tight and even over the axles so no axle is overloaded. Facing bricks are protected from chipping with banding and film, and the top row is covered. A loader crane unloads a pallet onto level ground in a few minutes. The supplier collects returnable pallets separately and often charges a deposit for them.',
  ),
  'building-materials/tsementa': n(
    'Цемент в мешках по 25–50 кг твердеет от влаги, поэтому его везут только в сухом закрытом кузове — тенте без дыр или фургоне — и не оставляют на открытой площадке. Поддон весит 1–1,5 т, мешки уложены перевязкой и обмотаны плёнкой. Рваные мешки пылят и загрязняют соседние грузы, их отделяют при погрузке. Навальный цемент везут цементовозами с пневморазгрузкой прямо в силос. К партии прикладывают паспорт качества с датой выпуска — срок хранения ограничен.',
    'Bagged cement of 25–50 kg sets in damp, so it travels only in a dry closed body, a sound curtain-sider or a van, and never stands in the open. A pallet weighs 1–1.5 t, with bags in a bond and wrapped in film. Torn bags give off dust and soil other loads, so they are set apart at loading. Bulk cement goes in cement tankers that blow it straight into a silo. A quality passport with the production date goes with the lot, since shelf life is limited.',
  ),
  'building-materials/piloramy': n(
    'Доску, брус и вагонку возят пакетами, связанными лентой, с прокладками между рядами, если лес сырой, чтобы он проветривался. Длина до 6 м — 5-тонник, до 12 м — бортовая фура или длинномер. Сухой строганый пиломатериал укрывают от дождя, иначе он набирает влагу и ведёт. Объём считают в кубометрах: 1 м³ сосны естественной влажности весит около 700 кг, сухой — около 500 кг. Для перевозки древесины нужен сопроводительный документ с номером ЕГАИС лес.',
    'Boards, beams and cladding travel in banded packs, with spacers between layers when the timber is green so it can breathe. Lengths up to 6 m fit a 5-tonne truck, up to 12 m a flatbed semi-trailer or long-deck truck. Dry planed timber is covered from rain, or it takes up moisture and warps. Volume is counted in cubic metres: 1 m³ of green pine weighs about 700 kg, dry about 500 kg. Timber transport needs an accompanying document with its EGAIS forestry number.',
  ),
  'building-materials/gipsokartona': n(
    'Листы гипсокартона 1,2×2,5 или 1,2×3 м лежат плашмя на поддонах или брусках через каждые 40 см: стоя они ломаются, а на неровном основании трескаются. Пачка весит около тонны, края защищают уголками. Гипсокартон боится влаги: намокший лист теряет прочность, поэтому кузов закрытый и сухой, а разгрузку под дождём не ведут. Листы не бросают и переносят вдвоём на ребре. На объект их поднимают в помещение сразу после выгрузки.',
    'Plasterboard sheets of 1.2×2.5 or 1.2×3 m lie flat on pallets or bearers every 40 cm: standing up they break, and on an uneven base they crack. A pack weighs about a tonne, and its edges get corner guards. Plasterboard fears damp: a wet sheet loses its strength, so the body is closed and dry and unloading never happens in rain. Sheets are not thrown and are carried on edge by two people. On site they go indoors straight after unloading.',
  ),
  'building-materials/plitki': n(
    'Плитка и керамогранит тяжёлые и хрупкие: паллета весит 1–1,5 т, а удар по углу коробки оставляет скол. Коробки ставят на ребро плотно, без зазоров, стягивают лентой через уголки и обматывают плёнкой; ярусы паллет друг на друга не ставят. Крупноформатный керамогранит везут в деревянных пирамидах или ящиках вертикально. При приёмке проверяют коробки на вмятины и сверяют тон и калибр партии — плитка разных партий отличается оттенком.',
    'Tiles and porcelain stoneware are heavy and brittle: a pallet weighs 1–1.5 t, and a knock on a box corner chips the edge. Boxes stand on edge tightly without gaps, banded over corners and wrapped in film, and pallets are never double-stacked. Large-format slabs travel upright in timber A-frames or crates. At acceptance boxes are checked for dents and the shade and calibre of the batch compared, since batches differ in tone.',
  ),
  'building-materials/utepliteley': n(
    'Минеральная вата и пенополистирол лёгкие: фура на 86–92 м³ заполняется утеплителем задолго до предела по весу, поэтому цену считают по объёму, а машину выбирают с высоким кузовом. Упаковки сжаты производителем, их не вскрывают до монтажа. Вату защищают от дождя, пенопласт — от продавливания: на него ничего не ставят. Пачки крепят ремнями через уголки, чтобы не смять плёнку. Для стройки удобно везти утеплитель вместе с тяжёлыми материалами и дозагружать им объём.',
    'Mineral wool and polystyrene are light: an 86–92 m³ trailer fills with insulation long before its weight limit, so the price follows volume and the truck is chosen with a tall body. Packs are compressed by the maker and not opened until fitting. Wool is kept from rain, polystyrene from crushing: nothing stands on it. Packs are strapped over corners so the film is not torn. For a site, insulation rides well with heavy materials, filling the remaining volume.',
  ),
  'building-materials/zhbi': n(
    'Плиты перекрытия, кольца колодцев, фундаментные блоки и лестничные марши везут на бортовой машине и грузят краном за монтажные петли. Между изделиями кладут деревянные прокладки, плиты укладывают не более чем в несколько ярусов по паспорту. Плита длиной 6 м весит около 2,5 т, поэтому фура берёт 7–8 плит. Кольца везут стоя и подклинивают. Доставку на объект планируют под монтаж: кран на площадке сразу ставит изделие на место, без промежуточного склада.',
    'Floor slabs, manhole rings, foundation blocks and stair flights travel on a flatbed and are lifted by crane at their lifting loops. Timber spacers go between units, and slabs are stacked no higher than their data sheet allows. A 6 m slab weighs about 2.5 t, so a semi-trailer takes 7–8 of them. Rings travel upright and chocked. Delivery is timed for erection: the site crane sets each unit in place directly, with no storage in between.',
  ),
  'building-materials/stekla': n(
    'Листовое стекло и стеклопакеты везут только вертикально, под небольшим наклоном, на металлических пирамидах, которые крепят к полу кузова. Между изделиями — мягкие прокладки, стопа стягивается ремнями. Кузов выбирают с пневмоподвеской, а маршрут — без разбитых участков. Большие витражи перевозят на специальных стекловозах с открытыми бортами. При приёмке каждое изделие осматривают до подписания накладной: трещины в углах часто видны только на свету.',
    'Sheet glass and glazing units travel only upright, slightly tilted, on steel A-frames fixed to the body floor. Soft spacers go between panes and the stack is strapped. The body should have air suspension and the route avoid broken roads. Large glazing panels travel on special glass trucks with open sides. At acceptance every unit is inspected before the waybill is signed: cracks in corners often show only against the light.',
  ),
  'building-materials/krovli': n(
    'Металлочерепицу, профлист, гибкую черепицу и рулонные материалы везут пачками с защитой покрытия. Длинные листы лежат на ровных поперечинах без прогиба, гибкую черепицу не ставят высокими ярусами — в жару она слипается. Рулоны наплавляемой кровли перевозят стоя, чтобы не деформировались. Водостоки и доборные элементы упаковывают отдельно, они легко мнутся. Сроки поставки привязывают к погоде: монтаж кровли идёт в сухие дни, и материал лучше привезти за день-два до начала.',
    'Metal roof tiles, profiled sheet, shingles and roll materials travel in packs with the coating protected. Long sheets lie on level cross-bearers without sagging, and shingles are not stacked high because they stick together in heat. Torch-on rolls travel upright so they keep their shape. Gutters and trims are packed separately since they dent easily. Delivery follows the weather: roofing goes on in dry spells, so the material is best delivered a day or two before work starts.',
  ),
  'building-materials/sukhih-smesej': n(
    'Штукатурки, клеи и шпаклёвки в мешках по 25–50 кг на поддоне весят около тонны. Смеси впитывают влагу и комкуются, поэтому их везут в сухом кузове и не оставляют под открытым небом. Гидроборт нужен для выгрузки у частного дома или магазина без рампы. Мешки укладывают перевязкой и обматывают плёнкой, углы поддона защищают. Срок годности большинства смесей — 6–12 месяцев, дата производства указана на мешке; при приёмке её сверяют с документами.',
    'Plasters, adhesives and fillers in 25–50 kg bags weigh about a tonne per pallet. The mixes absorb moisture and lump, so they travel in a dry body and never stand in the open. A tail-lift is needed to unload at a private house or a shop without a dock. Bags are stacked in a bond and wrapped in film, with pallet corners guarded. Most mixes keep 6–12 months, and the production date on the bag is checked against the papers at acceptance.',
  ),
  'building-materials/blokov': n(
    'Газобетонные блоки лёгкие для своего объёма, но хрупкие: сколы на углах портят кладку. Поддон весит 1–1,5 т, блоки обмотаны заводской плёнкой и стянуты лентой; без плёнки их не везут. Поддоны ставят в один ярус вплотную, чтобы не смещались. Фура берёт до 22–24 поддонов по весу. Выгружают манипулятором на ровную площадку; если поддон опрокинулся, блоки считают поштучно. Полученный с заводским браком товар фиксируется в акте с фото.',
    'Aerated concrete blocks are light for their size but brittle: chipped corners spoil the masonry. A pallet weighs 1–1.5 t, blocks wrapped in factory film and banded; they never travel unwrapped. Pallets stand in one tier tight together so they cannot shift. A semi-trailer takes 22–24 pallets by weight. A loader crane unloads them onto level ground; if a pallet tips over, the blocks are counted one by one. Factory defects are recorded in a report with photos.',
  ),
  'building-materials/na-obekt': n(
    'Доставку на стройку планируют по графику работ, чтобы материал не лежал неделями под открытым небом. Перед рейсом уточните подъезд: покрытие, ширину ворот, высоту проводов и место разгрузки. Для стройплощадки нужен пропуск на номер машины и контакт прораба, который примет груз. Манипулятор разгружает сразу на место складирования, а рабочие на объекте проверяют количество по накладной. Сборная поставка от нескольких поставщиков одним рейсом экономит въезды.',
    'Site deliveries follow the work schedule so materials do not lie outdoors for weeks. Before the trip check the access: surface, gate width, height of overhead wires and the unloading spot. A construction site needs a pass for the truck’s plate and the contact of the foreman who will receive the load. A loader crane unloads straight onto the storage area, and the site team checks quantities against the waybill. A combined delivery from several suppliers in one trip saves site entries.',
  ),
  'household-goods/odezhdy': n(
    'Одежду на плечиках везут в фургоне с перекладинами или в гардеробных коробах, чтобы она не мялась и сразу шла в торговый зал. Сложенная одежда и обувь едут в коробах на паллетах, обувные коробки не сдавливают. Обувь, одежда и текстиль из списка маркировки должны иметь коды «Честный знак» до отправки, а в УПД указываются коды маркировки. Кузов чистый и сухой, без запахов; кожаные изделия зимой не оставляют на морозе. Сезонные коллекции везут к дате старта продаж.',
    'Hanging garments travel in a van with rails or in wardrobe boxes so they arrive uncreased and go straight to the shop floor. Folded clothing and footwear travel in cartons on pallets, and shoe boxes are not crushed. Footwear, clothing and textiles on the marking list must carry Honest Sign codes before dispatch, and the transfer document lists them. The body is clean, dry and odour-free, and leather goods are not left in frost. Seasonal collections are delivered for the launch date.',
  ),
  'household-goods/bytovoj-himii': n(
    'Стиральные порошки, моющие и чистящие средства не ставят рядом с продуктами и кормами ни в кузове, ни на складе. Флаконы с жидкостью стоят вертикально крышками вверх, паллеты обматывают плёнкой, а нижний ряд защищают от протечек. Аэрозоли, отбеливатели с хлором и средства на растворителях в большом количестве — опасные грузы, для них нужны маркировка и допуск. Зимой жидкие средства могут замёрзнуть и разорвать тару. К партии прикладывают паспорта безопасности.',
    'Washing powders, detergents and cleaners never stand next to food or feed, in the truck or in the warehouse. Bottles of liquid stand upright with caps up, pallets are wrapped in film and the bottom row protected from leaks. Aerosols, chlorine bleach and solvent-based products in quantity are dangerous goods needing labels and a certified driver. In winter liquids can freeze and burst their containers. Safety data sheets go with the consignment.',
  ),
  'household-goods/kosmetiki': n(
    'Кремы, лосьоны и духи теряют свойства при заморозке и перегреве, поэтому их везут при +5…+25 °C: зимой в отапливаемом кузове, летом — с охлаждением. Стеклянные флаконы пакуют в коробки с перегородками и маркировкой «Хрупкое». Парфюмерия содержит спирт и в крупных партиях относится к легковоспламеняющимся жидкостям. Косметика из списка маркировки едет с кодами «Честный знак», а декларации соответствия хранятся у поставщика. Дорогие бренды отправляют с пломбой кузова.',
    'Creams, lotions and perfumes lose their qualities when frozen or overheated, so they travel at +5 to +25 °C: heated in winter and cooled in summer. Glass bottles are packed in divided cartons marked “Fragile”. Perfume contains alcohol and in large lots counts as a flammable liquid. Cosmetics on the marking list carry Honest Sign codes, and declarations of conformity stay with the supplier. Premium brands travel in a sealed body.',
  ),
  'household-goods/igrushek': n(
    'Игрушки — лёгкий объёмный груз в ярких коробках, которые нельзя мять: упаковка — часть товара. Коробки ставят на паллеты без свеса, тяжёлые наборы вниз. Перед Новым годом и 1 сентября спрос на машины растёт, поэтому поставки к праздникам бронируют за несколько недель. Детские товары обязательно сопровождает декларация соответствия ТР ТС о безопасности игрушек, а электронные игрушки с батарейками лучше везти с извлечёнными элементами питания.',
    'Toys are a light, bulky load in bright cartons that must not be crushed: the box is part of the product. Cartons sit on pallets without overhang, heavy sets at the bottom. Before New Year and 1 September demand for trucks rises, so holiday deliveries are booked weeks ahead. Children’s goods must travel with a declaration of conformity under the Customs Union toy safety regulation, and battery toys are best shipped with the batteries taken out.',
  ),
  'household-goods/posudy': n(
    'Фарфор, стекло и керамику упаковывают так, чтобы предметы не касались друг друга: перегородки в коробах, бумага или пузырчатая плёнка вокруг каждого изделия. Тарелки ставят на ребро, бокалы — ножкой вверх. Коробки с маркировкой «Хрупкое» и «Верх» ставят наверх паллеты или на отдельную паллету без яруса. Сборным грузом посуду отправляют только в обрешётке. Кастрюли и сковороды из металла не хрупкие, но покрытие царапается — их везут в заводских коробках.',
    'China, glass and ceramics are packed so that no item touches another: dividers in cartons and paper or bubble wrap around each piece. Plates stand on edge and glasses upside down. Cartons marked “Fragile” and “This way up” go on top of a pallet or on their own unstacked pallet. As groupage tableware travels only crated. Metal pots and pans are not fragile, but their coating scratches, so they travel in their factory boxes.',
  ),
  'household-goods/tekstilya': n(
    'Рулоны ткани, постельное бельё, полотенца и шторы лёгкие и объёмные, поэтому машину считают по кубам и берут высокий кузов. Рулоны везут лёжа на поддонах или стоя в обвязке, концы закрывают плёнкой, чтобы не запачкались. Текстиль впитывает запахи и влагу: кузов чистый, без следов прошлых грузов, а товар не ставят рядом с химией. Постельное бельё и полотенца входят в перечень маркировки, коды наносят до отправки.',
    'Rolls of fabric, bedding, towels and curtains are light and bulky, so the truck is sized by volume and a tall body chosen. Rolls travel lying on pallets or standing banded, with ends wrapped in film against dirt. Textiles absorb smells and moisture: the body is clean with no trace of earlier loads, and the goods never stand next to chemicals. Bed linen and towels are on the marking list, and the codes are applied before dispatch.',
  ),
  'household-goods/elektroniki': n(
    'Телефоны, ноутбуки и планшеты — дорогой и привлекательный для краж груз, поэтому кузов пломбируют, машина стоит только на охраняемых стоянках, а упаковку делают без логотипов на внешней стороне. Объявляйте полную стоимость — страховка считается от неё. Электронику возят в коробках на паллетах, обмотанных непрозрачной плёнкой. Литиевые аккумуляторы в больших количествах — опасный груз класса 9. Зимой технику после доставки не включают, пока не прогреется.',
    'Phones, laptops and tablets are valuable and attractive to thieves, so the body is sealed, the truck parks only at guarded sites and the packing shows no logos outside. Declare the full value, since the insurance follows it. Electronics travel in cartons on pallets wrapped in opaque film. Lithium batteries in large quantities are class 9 dangerous goods. In winter devices are not switched on after delivery until they have warmed up.',
  ),
  'household-goods/knig': n(
    'Тиражи из типографии тяжёлые: пачки книг на паллете весят до тонны, поэтому машину выбирают по весу. Пачки упаковывают в плёнку или крафт и укладывают перевязкой, углы паллеты защищают от смятия. Бумага впитывает влагу и коробится, кузов должен быть сухим, а разгрузку в дождь не ведут. Журналы и газеты к дате выхода везут по жёсткому графику прямыми рейсами. Для магазинов и библиотек тираж делят на партии по адресам ещё на складе типографии.',
    'Print runs are heavy: bundles of books on a pallet weigh up to a tonne, so the truck is sized by weight. Bundles are wrapped in film or kraft paper and stacked in a bond, with pallet corners guarded against crushing. Paper absorbs moisture and cockles, so the body must be dry and there is no unloading in rain. Magazines and newspapers for a release date follow a strict schedule on direct runs. For shops and libraries the run is split by address at the printer’s warehouse.',
  ),
  'household-goods/mebeli-dlya-magazinov': n(
    'Корпусная и мягкая мебель для магазинов и шоурумов идёт в заводской упаковке, которую нельзя вскрывать и кантовать: стрелки «Верх» и надписи о запрете укладки в ярус соблюдаются при погрузке. Мягкую мебель обматывают плёнкой от грязи и не ставят на неё коробки. Плотная загрузка по объёму снижает цену, но без давления на фасады. Поставку в торговый центр согласуют с его администрацией, а сборку и расстановку в зале можно заказать вместе с доставкой.',
    'Cabinet and upholstered furniture for shops and showrooms travels in its factory packing, which must not be opened or tipped: “This way up” arrows and no-stacking marks are respected at loading. Upholstered pieces are wrapped in film against dirt, with no cartons on top. Tight loading by volume lowers the price, but without pressure on fronts. Delivery to a shopping centre is agreed with its management, and assembly and placing on the floor can be ordered with the delivery.',
  ),
  'household-goods/zootovarov': n(
    'Сухие корма и наполнители для лотков — тяжёлые мешки по 10–25 кг, которые ставят нижним ярусом, а лёгкие аксессуары, игрушки и миски — сверху. Корма считаются продукцией для животных и сопровождаются ветеринарными документами в системе «Меркурий», если содержат компоненты животного происхождения. Их не везут вместе с химией и удобрениями. Консервы для животных боятся мороза, наполнители — влаги. Аквариумы и террариумы перевозят только в обрешётке.',
    'Dry pet food and cat litter come in heavy 10–25 kg bags that form the bottom tier, with light accessories, toys and bowls on top. Pet food with ingredients of animal origin travels with Mercury veterinary documents. It never shares a body with chemicals or fertilisers. Tinned pet food fears frost and litter fears damp. Aquariums and terrariums travel only crated.',
  ),
  'buildings/bytovok': n(
    'Бытовка 6×2,4 м весит 2–3 т и перевозится целиком на манипуляторе: кран сам ставит её на платформу и снимает на месте, поэтому дополнительная техника не нужна. Окна закрывают щитами, двери запирают, мебель внутри крепят или выносят. На участке нужна ровная площадка и подъезд для машины длиной около 10 м, а над местом установки — отсутствие проводов. Блок-контейнеры и вагончики со стальной рамой стропят за угловые фитинги или проушины.',
    'A 6×2.4 m site cabin weighs 2–3 t and travels whole on a crane truck: its own crane lifts it onto the deck and sets it down on arrival, so no other machinery is needed. Windows are boarded, doors locked and furniture inside secured or removed. The plot needs a level pad and access for a truck about 10 m long, with no overhead wires above the spot. Steel-framed container units are slung at their corner castings or lifting eyes.',
  ),
  'buildings/modulnyh-zdanij': n(
    'Модульные здания перевозят блоками шириной 2,4–3,5 м и длиной до 12 м. Блок шире 2,55 м требует специального разрешения, а шире 3,5 м — автомобиля прикрытия. Перед отправкой внутренние перегородки и оборудование закрепляют, сантехнику сливают, открытые торцы модулей закрывают плёнкой и щитами. Для установки на фундамент нужен автокран, грузоподъёмность подбирают по массе блока и вылету стрелы. Очерёдность доставки блоков согласуют с монтажом.',
    'Modular buildings travel as blocks 2.4–3.5 m wide and up to 12 m long. A block wider than 2.55 m needs a special permit, wider than 3.5 m an escort car. Before dispatch internal partitions and fittings are secured, plumbing drained and open module ends closed with film and boards. Setting blocks on the foundation needs a mobile crane sized by the block’s mass and the boom reach. The delivery order of the blocks follows the erection plan.',
  ),
  'buildings/kioskov': n(
    'Киоски и торговые павильоны перевозят целиком, если размеры позволяют: стёкла закрепляют изнутри или снимают, витрины и прилавки фиксируют, электропроводку отключают. Перед подъёмом проверяют раму — у старых павильонов она бывает ослаблена коррозией. На новом месте нужно разрешение на размещение объекта, а для установки — кран и ровное основание. Павильоны большого размера разбирают на секции с маркировкой и везут на бортовой фуре.',
    'Kiosks and trading pavilions travel whole when their size allows: glass is secured from inside or removed, display units and counters fixed, wiring disconnected. The frame is checked before lifting, since older pavilions can be weakened by corrosion. The new location needs a permit for the structure, and setting it up needs a crane and a level base. Large pavilions are split into marked sections and carried on a flatbed semi-trailer.',
  ),
  'buildings/angarov': n(
    'Ангар перевозят разобранным: арки или рамы каркаса, прогоны, связи, крепёж, тент или сэндвич-панели. Каждый элемент маркируют по монтажной схеме, крепёж раскладывают по ящикам с надписями, тентовое полотно сворачивают без заломов. Длинные фермы везут на бортовой фуре с платформой 13,6 м, панели — пачками на поддонах с защитой кромок. Комплект ангара 18×30 м обычно занимает одну-две фуры. К грузу прикладывают спецификацию, по которой его принимают.',
    'A hangar travels dismantled: arches or frames, purlins, bracing, fixings and the tent or sandwich panels. Each element is marked to the erection drawing, fixings sorted into labelled boxes and the fabric folded without creases. Long trusses go on a flatbed semi-trailer with its 13.6 m deck, panels in packs on pallets with edge guards. An 18×30 m hangar usually fills one or two semi-trailers. The specification it is accepted against travels with it.',
  ),
  'buildings/garazhej': n(
    'Металлический гараж весит 1–2 т и перевозится целиком: кран-манипулятор поднимает его за петли или через траверсу, чтобы не повело стенки. Ворота закрывают и фиксируют, полки и содержимое выносят. Если гараж не выдержит подъём из-за коррозии, его разбирают на листы и каркас и везут бортовой машиной. На новом месте нужно ровное основание — бетонные блоки или подсыпка. Разрешение на установку на чужой земле оформляет владелец.',
    'A steel garage weighs 1–2 t and travels whole: a loader crane lifts it by its loops or with a spreader beam so the walls do not distort. The doors are closed and fixed, shelves and contents removed. If corrosion means it will not survive a lift, it is taken apart into sheets and frame and carried on a flatbed. The new site needs a level base of concrete blocks or compacted fill. Permission to place it on someone else’s land is the owner’s to obtain.',
  ),
  'buildings/domov': n(
    'Срубы домов и бань перевозят разобранными по брёвнам: перед разборкой каждое бревно маркируют номером венца и стены, чтобы собрать в том же порядке. Брёвна до 6 м везут на 10-тоннике, длиннее — на длинномере, крепят ремнями, не цепями, чтобы не повредить древесину. Бани-бочки и готовые небольшие бани перевозят целиком манипулятором. Печь из бани вынимают, дымоход снимают. Сырой сруб на новом месте даёт усадку, поэтому сборку планируют с её учётом.',
    'Log houses and bathhouses travel dismantled log by log: before taking them down each log is numbered by course and wall so it goes back in the same order. Logs up to 6 m go on a 10-tonne truck, longer ones on a long-deck truck, strapped rather than chained so the wood is not damaged. Barrel saunas and small ready-made bathhouses are moved whole by crane truck. The stove is taken out and the chimney removed. A green log house settles at its new site, so reassembly allows for it.',
  ),
};

/**
 * What to put in the order for each topic: the calculator's mode, presets, body and the facts
 * the carrier needs (keyed as TOPIC_NOTES; every topic has one, checked in build.ts).
 */
export const TOPIC_ORDERS: Readonly<Record<string, Bilingual>> = {
  'car-transport/otdelnoj-mashinoj': n(
    'В калькуляторе выберите режим отдельной машины, класс по весу партии и тип кузова, укажите способ погрузки и нужные ремни или коники. Время подачи впишите в комментарий.',
    'In the calculator choose the dedicated mode, the class by the consignment’s weight and the body type, the loading side and any straps or stakes. Put the arrival time in the comment.',
  ),
  'car-transport/tentovannye': n(
    'Укажите тип кузова «Тент» и способ погрузки: задняя, боковая или верхняя. Для боковой погрузки отметьте, что тент нужно раздвинуть, а для верхней — снять крышу.',
    'Choose the Tent body and the loading side: rear, side or top. For side loading note that the curtain must slide back, for top loading that the roof comes off.',
  ),
  'car-transport/bortovye': n(
    'Выберите кузов «Бортовой», добавьте ремни и коники, укажите длину самого длинного места и вес самого тяжёлого — по ним подберут платформу и крепления.',
    'Choose the Flatbed body, add straps and stakes, and give the length of the longest piece and the weight of the heaviest, which decide the deck and the lashings.',
  ),
  'car-transport/izotermicheskie': n(
    'Выберите кузов «Изотерм», укажите температуру груза при погрузке и длительность рейса: если путь дольше суток, калькулятор предложит рефрижератор.',
    'Choose the Insulated body, give the load’s temperature at loading and the trip length; if it is longer than a day, take a reefer instead.',
  ),
  'car-transport/refrizheratornye': n(
    'Выберите кузов «Рефрижератор» и впишите режим в комментарий, например «−18 °C» или «+2…+4 °C». Если нужна распечатка термописца, отметьте это там же.',
    'Choose the Reefer body and write the setting in the comment, such as “−18 °C” or “+2 to +4 °C”. If you need the logger printout, say so there too.',
  ),
  'car-transport/s-gidrobortom': n(
    'Добавьте услугу «Гидроборт» и укажите вес самого тяжёлого места. Если на месте нет рохли, попросите водителя взять свою гидравлическую тележку.',
    'Add the Tail-lift service and give the weight of the heaviest piece. If there is no pallet truck on site, ask the driver to bring his own.',
  ),
  'cargo/gazel': n(
    'Выберите газель в режиме отдельной машины, укажите тип кузова и, если нужно, гидроборт. Этаж и наличие лифта впишите в адрес: офис, подъезд, домофон.',
    'Choose the Gazelle in the dedicated mode, the body type and a tail-lift if needed. Put the floor and lift in the address: office, entrance, intercom.',
  ),
  'cargo/fura': n(
    'Выберите фуру 20 т, тип кузова и способ погрузки. Укажите, есть ли у склада рампа, и число паллет — калькулятор проверит, что они помещаются в 33 места.',
    'Choose the 20 t semi-trailer, the body and the loading side. Say whether the warehouse has a dock and how many pallets there are; the calculator checks they fit the 33 places.',
  ),
  'cargo/5-tonn': n(
    'Выберите 5-тонник и тип кузова, добавьте гидроборт для точек без рампы. Если выгрузка в нескольких адресах, перечислите их в комментарии по порядку.',
    'Choose the 5-tonne truck and the body, and add a tail-lift for drops without a dock. If there are several drop addresses, list them in order in the comment.',
  ),
  'cargo/10-tonn': n(
    'Выберите 10-тонник, тип кузова и способ погрузки. Для погрузки краном сверху выберите тент с верхней загрузкой или бортовой кузов.',
    'Choose the 10-tonne truck, the body and the loading side. For crane loading from above choose a curtain-sider with top loading or a flatbed.',
  ),
  'cargo/srochnye': n(
    'Поставьте дату погрузки на сегодня и выберите тариф с сортировкой по скорости. В комментарии укажите крайний срок доставки, чтобы перевозчик поставил двух водителей.',
    'Set the loading date to today and sort tariffs by speed. Give the latest delivery time in the comment so the carrier can assign two drivers.',
  ),
  'cargo/mezhdugorodnie': n(
    'Укажите города отправления и назначения, вес и объём или машину целиком и сравните тарифы сборного груза и отдельной машины на одном экране.',
    'Enter the origin and destination, the weight and volume or a whole vehicle, and compare groupage and dedicated tariffs on one screen.',
  ),
  'cargo/dlya-biznesa': n(
    'Включите «Юридическое лицо» и найдите компанию по ИНН: название и КПП подставятся из реестра. Плательщиком выберите компанию, чтобы счёт и акт выписали на неё.',
    'Switch on Legal entity and find the company by its INN; name and KPP come from the register. Make the company the payer so the invoice and certificate are made out to it.',
  ),
  'cargo/dlya-marketplejsov': n(
    'Укажите склад маркетплейса адресом доставки, а номер поставки и время слота — в комментарии. Число паллет и коробок должно совпадать с заявкой на поставку.',
    'Give the marketplace warehouse as the delivery address and the delivery number and slot time in the comment. The pallet and box count must match the delivery booking.',
  ),
  'consolidated/korobki': n(
    'Выберите заготовку «Коробка» или «Маленькая коробка», укажите количество и отметьте, можно ли ставить коробки в ярус и кантовать.',
    'Pick the Box or Small box preset, enter the quantity and mark whether boxes may be stacked and turned.',
  ),
  'consolidated/paletty': n(
    'Выберите заготовку «Паллета», размер основания и вес вместе с поддоном. Если на паллету нельзя ставить другие места, снимите отметку «можно в ярус».',
    'Pick the Pallet preset, the base size and the weight including the pallet. If nothing may go on top, clear the stackable mark.',
  ),
  'consolidated/negabarit': n(
    'Выберите «Свой груз» и введите размеры в сантиметрах и вес каждого места. Калькулятор сразу скажет, если место выходит за пределы 244×268×620 см.',
    'Choose Custom and enter each piece’s size in centimetres and its weight. The calculator says at once if a piece exceeds 244×268×620 cm.',
  ),
  'consolidated/s-obreshetkoj': n(
    'Добавьте к месту упаковку «Обрешётка» и укажите размеры без неё: калькулятор добавит вес и объём каркаса и покажет цену уже с ним.',
    'Add Crating to the piece and enter its size without it; the calculator adds the frame’s weight and volume and shows the price with it.',
  ),
  'consolidated/ot-dveri-do-dveri': n(
    'Для отправителя и получателя выберите способ «Курьер» и впишите адреса с офисом и домофоном. Время, когда груз можно забрать, укажите в комментарии.',
    'Choose Courier for both sender and recipient and give the addresses with office and intercom. Put the time the load can be collected in the comment.',
  ),
  'moving/kvartirnyj': n(
    'Выберите машину по числу комнат, добавьте грузчиков и упаковку, в описании груза перечислите крупную мебель и технику, а объявленную стоимость укажите по описи.',
    'Choose the truck by the number of rooms, add movers and packing, list large furniture and appliances in the description and declare the value from the inventory.',
  ),
  'moving/ofisnyj': n(
    'Плательщиком укажите компанию, в описании — число рабочих мест, серверов и шкафов с документами. Дату выберите на выходные и согласуйте с обоими зданиями.',
    'Make the company the payer and describe the number of workplaces, servers and filing cabinets. Pick a weekend date agreed with both buildings.',
  ),
  'moving/dachnyj': n(
    'Выберите газель или 5-тонник с гидробортом и опишите подъезд к участку в комментарии: грунтовка, ширина ворот, есть ли место для разворота.',
    'Choose a Gazelle or a 5-tonne truck with a tail-lift and describe the access in the comment: dirt road, gate width, room to turn.',
  ),
  'moving/pianino': n(
    'В описании груза укажите инструмент, его вес, этаж, ширину лестничных маршей и наличие лифта: от этого зависит число такелажников и цена.',
    'In the description give the instrument, its weight, the floor, the width of the stairs and whether there is a lift; these decide the number of riggers and the price.',
  ),
  'moving/mebeli': n(
    'Перечислите предметы мебели в описании и отметьте, нужны ли разборка и сборка. Для стекла и зеркал добавьте обрешётку как отдельное место.',
    'List the furniture in the description and say whether dismantling and assembly are needed. Add a crate for glass and mirrors as a separate piece.',
  ),
  'moving/veshchej': n(
    'Выберите режим сборного груза, заготовки «Коробка» и «Мешок» и способы «Пункт приёма» и «Постамат» или «Курьер» — так отправка выйдет дешевле всего.',
    'Choose groupage, the Box and Bag presets and Drop-off point and Locker or Courier as methods: that makes the shipment cheapest.',
  ),
  'food/zamorozhennyh': n(
    'Выберите рефрижератор и впишите режим «−18 °C» или «−20 °C» в комментарий; в описании груза укажите вид продукции для ветеринарного документа.',
    'Choose a reefer and write “−18 °C” or “−20 °C” in the comment; in the description name the product for the veterinary document.',
  ),
  'food/ovoshchej-i-fruktov': n(
    'Укажите культуру и нужный режим, например «яблоки, +2 °C», и отметьте, если в партии несколько культур — перевозчик проверит их совместимость.',
    'Give the crop and its setting, such as “apples, +2 °C”, and say if the consignment mixes crops so the carrier can check they are compatible.',
  ),
  'food/myasa': n(
    'Выберите рефрижератор, режим «0…+4 °C» и способ загрузки: на крюках или в таре. Номер ветеринарного сертификата впишите в комментарий.',
    'Choose a reefer, the 0 to +4 °C setting and the loading: hung or in crates. Put the veterinary certificate number in the comment.',
  ),
  'food/ryby': n(
    'Укажите, охлаждённая или мороженая рыба, и режим; для охлаждённой отметьте, что ящики со льдом и нужен дренаж.',
    'Say whether the fish is chilled or frozen and give the setting; for chilled fish mark that the boxes hold ice and need drainage.',
  ),
  'food/molochnoj-produktsii': n(
    'Выберите рефрижератор с режимом «+2…+6 °C», укажите срок годности партии и время, к которому её ждёт получатель.',
    'Choose a reefer at +2 to +6 °C, give the batch’s shelf life and the time the recipient expects it.',
  ),
  'food/napitkov': n(
    'Укажите вес каждой паллеты точно: машину подбирают по нагрузке на оси. Зимой отметьте, что нужен обогрев кузова.',
    'Give each pallet’s exact weight, as the truck is chosen by axle load. In winter mark that the body must be heated.',
  ),
  'food/konditerskih-izdelij': n(
    'Впишите режим «+15…+18 °C» для шоколада или «+2…+6 °C» для кремовых изделий и отметьте, что коробки нельзя ставить в ярус.',
    'Write “+15 to +18 °C” for chocolate or “+2 to +6 °C” for cream products and mark the boxes as not stackable.',
  ),
  'food/zerna': n(
    'Укажите вес и число мешков и отметьте, что нужен сухой чистый кузов без запахов; для зерна насыпью оставьте заявку менеджеру.',
    'Give the weight and number of bags and mark that a dry, clean, odour-free body is needed; for bulk grain leave a request for a manager.',
  ),
  'food/konservov': n(
    'Выберите машину по весу, а не по объёму, и укажите, есть ли в партии стеклянные банки, чтобы перевозчик взял прокладки.',
    'Choose the truck by weight, not volume, and say whether there are glass jars so the carrier brings layer pads.',
  ),
  'food/yaits': n(
    'Укажите число коробов и высоту паллет и впишите в комментарий режим «+5…+10 °C» и просьбу о машине с пневмоподвеской.',
    'Give the number of cases and pallet height, and write “+5 to +10 °C” and a request for air suspension in the comment.',
  ),
  'food/sbornye-produkty': n(
    'Выберите сборный режим, укажите температурный режим в описании и сдайте груз на терминал к часу отправки рефрижератора.',
    'Choose groupage, give the temperature range in the description and bring the load to the terminal by the reefer’s departure.',
  ),
  'food/dlya-setej': n(
    'Впишите номер заказа сети и время окна приёмки в комментарий, а адрес распределительного центра — в доставку. Отметьте, если нужен возврат тары.',
    'Put the chain’s order number and receiving window in the comment and the distribution centre as the delivery address. Mark it if containers must come back.',
  ),
  'equipment/promyshlennogo': n(
    'Опишите оборудование с массой, габаритами и точками строповки, укажите, нужны ли такелаж и кран, и приложите фото через форму «Написать нам».',
    'Describe the equipment with its mass, size and lifting points, say whether rigging and a crane are needed, and send photos through Write to us.',
  ),
  'equipment/torgovogo': n(
    'Перечислите стеллажи и витрины в описании и отметьте, нужны ли разборка и монтаж; для торгового центра укажите время грузового входа.',
    'List the shelving and cases in the description and say whether dismantling and installation are needed; for a shopping centre give the goods entrance hours.',
  ),
  'equipment/meditsinskogo': n(
    'Укажите модель аппарата, вес и размеры в упаковке и отметьте необходимость климат-контроля и пневмоподвески в комментарии.',
    'Give the device model, its packed weight and size, and note the need for climate control and air suspension in the comment.',
  ),
  'equipment/ofisnogo': n(
    'Выберите заготовку «Коробка» для каждой единицы техники, объявите её стоимость и отметьте, что места нельзя кантовать.',
    'Use the Box preset for each device, declare its value and mark the pieces as not to be turned.',
  ),
  'equipment/stankov': n(
    'Введите размеры и массу станка как «Свой груз» или выберите бортовую машину и укажите, где стоит станок и нужен ли такелаж в цеху.',
    'Enter the machine’s size and mass as Custom or choose a flatbed, and say where it stands and whether rigging in the workshop is needed.',
  ),
  'equipment/holodilnogo': n(
    'Отметьте, что оборудование нельзя кантовать, и укажите высоту в упаковке: по ней выбирают кузов, где оно встанет вертикально.',
    'Mark the equipment as not to be turned and give its packed height, which decides a body it can stand upright in.',
  ),
  'equipment/serverov': n(
    'Объявите полную стоимость, отметьте «нельзя кантовать» и попросите в комментарии пломбировку кузова и фото серийных номеров.',
    'Declare the full value, mark “do not turn” and ask in the comment for a sealed body and photos of the serial numbers.',
  ),
  'equipment/generatorov': n(
    'Укажите массу агрегата с рамой и размеры и выберите бортовую машину с краном-манипулятором или впишите его в комментарий.',
    'Give the unit’s mass with its frame and its size, and choose a flatbed with a loader crane or ask for one in the comment.',
  ),
  'equipment/stroitelnogo': n(
    'Опишите комплект: вес, длину самых длинных элементов и число рейсов. Для возврата с объекта оформите отдельный заказ на дату окончания работ.',
    'Describe the set: weight, longest elements and number of trips. For the return from site place a separate order for the end date.',
  ),
  'equipment/restorannogo': n(
    'Перечислите оборудование, его вес и ширину и укажите удобное время доставки вне часов работы ресторана.',
    'List the equipment with its weight and width and give a convenient delivery time outside the restaurant’s opening hours.',
  ),
  'equipment/laboratornogo': n(
    'Объявите стоимость, отметьте «нельзя кантовать» и попросите в комментарии машину с пневмоподвеской и обогревом зимой.',
    'Declare the value, mark “do not turn” and ask in the comment for air suspension and heating in winter.',
  ),
  'equipment/sportivnogo': n(
    'Перечислите тренажёры, их вес и отметьте, нужны ли разборка, подъём на этаж и сборка на месте.',
    'List the machines and their weights and say whether dismantling, carrying upstairs and reassembly are needed.',
  ),
  'machinery/spetstekhniki': n(
    'Укажите модель, массу, ширину и высоту техники и передвигается ли она своим ходом: по этим данным подбирают трал и решают вопрос с разрешением.',
    'Give the model, mass, width and height and whether the machine moves under its own power; these decide the low-bed and the permit.',
  ),
  'machinery/selkhoztekhniki': n(
    'Укажите массу и габариты с жаткой и без, адрес хозяйства и поля и сроки сезона, к которым технику нужно доставить.',
    'Give the mass and size with and without the header, the farm and field addresses and the season date it must arrive by.',
  ),
  'machinery/bytovoj-tekhniki': n(
    'Выберите заготовки по размеру упаковки, объявите стоимость техники и отметьте для холодильников, что их нельзя кантовать.',
    'Pick presets by the packed size, declare the appliances’ value and mark fridges as not to be turned.',
  ),
  'machinery/stroitelnoj-tekhniki': n(
    'Укажите модель, массу, габариты в транспортном положении и адреса объектов; для негабарита заложите срок на разрешение.',
    'Give the model, the mass, the size in transport position and the site addresses; for oversize allow time for the permit.',
  ),
  'machinery/skladskoj-tekhniki': n(
    'Укажите тип и массу погрузчика и высоту со сложенной мачтой; для газового погрузчика отметьте, что баллон поедет отдельно.',
    'Give the forklift’s type, mass and height with the mast retracted; for an LPG forklift mark that the bottle travels separately.',
  ),
  'vehicles/avtomobilej': n(
    'Укажите марку, модель, на ходу ли автомобиль и адреса передачи и получения; для автовоза отметьте, подходит ли дата сбора партии.',
    'Give the make and model, whether the car runs, and the hand-over and collection addresses; for a transporter say whether its loading date suits you.',
  ),
  'vehicles/mototsiklov': n(
    'Укажите модель и вес мотоцикла и выберите закрытый фургон или сборный груз в обрешётке — калькулятор сравнит оба варианта.',
    'Give the model and weight and choose a closed van or crated groupage; the calculator compares both.',
  ),
  'vehicles/katerov': n(
    'Укажите длину, ширину, высоту на прицепе и массу лодки и есть ли у неё исправный прицеп.',
    'Give the boat’s length, width, height on the trailer and mass, and whether it has a sound trailer of its own.',
  ),
  'vehicles/avtobusov': n(
    'Укажите модель, массу, высоту и на ходу ли автобус; для микроавтобуса до 3,5 т выберите эвакуатор.',
    'Give the model, mass and height and whether the bus runs; for a minibus up to 3.5 t choose a tow truck.',
  ),
  'vehicles/gruzovikov': n(
    'Укажите модель, массу, высоту и состояние грузовика: на ходу или нужна лебёдка.',
    'Give the truck’s model, mass, height and condition: running or in need of a winch.',
  ),
  'vehicles/pritsepov': n(
    'Укажите тип прицепа, массу, длину и высоту и исправны ли его тормоза и свет.',
    'Give the trailer type, mass, length and height and whether its brakes and lights work.',
  ),
  'vehicles/kvadrotsiklov': n(
    'Выберите сборный груз, «Свой груз» с размерами в обрешётке и отметьте, что топливо слито.',
    'Choose groupage and Custom with the crated size, and note that the fuel has been drained.',
  ),
  'metal/metalloprokata': n(
    'Укажите вид проката, общий вес, длину и число пакетов, выберите бортовой кузов с ремнями или цепями.',
    'Give the product type, total weight, length and number of bundles, and choose a flatbed with straps or chains.',
  ),
  'metal/trub': n(
    'Укажите диаметр, длину и общий вес труб и есть ли у них покрытие, требующее мягких строп.',
    'Give the pipes’ diameter, length and total weight and whether their coating needs soft slings.',
  ),
  'metal/armatury': n(
    'Укажите диаметр, длину прутков или вес бухт и общий тоннаж, а для стройки — время работы крана на выгрузке.',
    'Give the diameter, bar length or coil weight and the total tonnage, and for a site the crane’s working hours for unloading.',
  ),
  'metal/metallokonstruktsij': n(
    'Приложите спецификацию с массой и габаритами элементов и укажите очерёдность отправки по монтажу.',
    'Attach the specification with element masses and sizes and give the dispatch order for erection.',
  ),
  'metal/rulonov': n(
    'Укажите массу, ширину и внутренний диаметр каждого рулона и способ погрузки на складе отправителя.',
    'Give each coil’s mass, width and inner diameter and how the sender’s warehouse loads it.',
  ),
  'metal/loma': n(
    'Укажите вид лома и примерный вес, адрес площадки и есть ли на ней весы; для цветного лома приложите лицензию.',
    'Give the scrap type and approximate weight, the yard address and whether it has a weighbridge; for non-ferrous scrap attach the licence.',
  ),
  'metal/tsvetnogo': n(
    'Объявите полную стоимость металла, попросите пломбировку кузова и, если нужно, сопровождение в комментарии.',
    'Declare the metal’s full value and ask in the comment for a sealed body and, if needed, an escort.',
  ),
  'metal/profnastila': n(
    'Укажите длину листов и число пачек; для листов длиннее 6 м выберите фуру или длинномер.',
    'Give the sheet length and number of packs; for sheets over 6 m choose a semi-trailer or long-deck truck.',
  ),
  'building-materials/kirpicha': n(
    'Укажите число поддонов и вес одного, выберите машину по весу и добавьте разгрузку манипулятором.',
    'Give the number of pallets and the weight of one, choose the truck by weight and add unloading by loader crane.',
  ),
  'building-materials/tsementa': n(
    'Укажите число мешков или поддонов и отметьте, что нужен сухой закрытый кузов; для навального цемента оставьте заявку менеджеру.',
    'Give the number of bags or pallets and mark that a dry closed body is needed; for bulk cement leave a request for a manager.',
  ),
  'building-materials/piloramy': n(
    'Укажите объём в кубометрах, длину и влажность пиломатериала, чтобы подобрать машину по весу и длине.',
    'Give the volume in cubic metres, the length and moisture of the timber so the truck can be chosen by weight and length.',
  ),
  'building-materials/gipsokartona': n(
    'Укажите размер листов и число пачек и отметьте, что груз нужно везти плашмя в закрытом кузове.',
    'Give the sheet size and number of packs and mark that the load must lie flat in a closed body.',
  ),
  'building-materials/plitki': n(
    'Укажите число паллет и вес каждой, отметьте «нельзя в ярус» и объявите стоимость партии.',
    'Give the number of pallets and each one’s weight, mark “do not stack” and declare the consignment’s value.',
  ),
  'building-materials/utepliteley': n(
    'Укажите объём в кубометрах, а не только вес, и выберите фуру или 10-тонник с высоким кузовом.',
    'Give the volume in cubic metres, not just the weight, and choose a semi-trailer or a 10-tonne truck with a tall body.',
  ),
  'building-materials/zhbi': n(
    'Перечислите изделия с массой и размерами и укажите, будет ли на объекте кран или нужен манипулятор.',
    'List the units with their masses and sizes and say whether there is a crane on site or a loader crane is needed.',
  ),
  'building-materials/stekla': n(
    'Укажите размеры и число изделий и отметьте, есть ли у отправителя пирамиды, или их должен привезти перевозчик.',
    'Give the sizes and number of units and say whether the sender has A-frames or the carrier must bring them.',
  ),
  'building-materials/krovli': n(
    'Укажите длину листов, число пачек и рулонов и дату начала монтажа, к которой нужна поставка.',
    'Give the sheet length, the number of packs and rolls and the date roofing starts, which the delivery must meet.',
  ),
  'building-materials/sukhih-smesej': n(
    'Укажите число мешков и их вес, добавьте гидроборт и отметьте, что нужен сухой кузов.',
    'Give the number and weight of bags, add a tail-lift and mark that a dry body is needed.',
  ),
  'building-materials/blokov': n(
    'Укажите число поддонов и вес одного и добавьте разгрузку манипулятором на ровную площадку.',
    'Give the number of pallets and the weight of one and add unloading by loader crane onto level ground.',
  ),
  'building-materials/na-obekt': n(
    'Укажите адрес стройки, контакт прораба, ограничения по подъезду и время, когда объект принимает машины.',
    'Give the site address, the foreman’s contact, access limits and the hours the site accepts trucks.',
  ),
  'household-goods/odezhdy': n(
    'Укажите, на вешалах или в коробах едет одежда, и число мест; для маркированного товара отметьте, что коды нанесены.',
    'Say whether the clothing hangs or is boxed and how many pieces; for marked goods note that the codes are applied.',
  ),
  'household-goods/bytovoj-himii': n(
    'Опишите состав партии и отметьте, есть ли аэрозоли и средства на растворителях, чтобы перевозчик проверил правила для опасных грузов.',
    'Describe the consignment and say whether it includes aerosols or solvent-based products so the carrier can check dangerous goods rules.',
  ),
  'household-goods/kosmetiki': n(
    'Укажите нужный температурный режим и объявите стоимость партии; для парфюмерии отметьте объём спиртосодержащей продукции.',
    'Give the required temperature and declare the consignment’s value; for perfume state the volume of alcohol-based products.',
  ),
  'household-goods/igrushek': n(
    'Укажите число коробов и их размеры и бронируйте дату заранее, если поставка к празднику.',
    'Give the number and size of cartons and book the date early for a holiday delivery.',
  ),
  'household-goods/posudy': n(
    'Отметьте «хрупкое» и «нельзя кантовать», а для сборного груза добавьте обрешётку.',
    'Mark “fragile” and “do not turn”, and for groupage add crating.',
  ),
  'household-goods/tekstilya': n(
    'Укажите объём в кубометрах: текстиль считают по объёму, и от него зависит размер машины.',
    'Give the volume in cubic metres: textiles are priced by volume, which also decides the truck size.',
  ),
  'household-goods/elektroniki': n(
    'Объявите полную стоимость, попросите пломбировку кузова и непрозрачную упаковку паллет в комментарии.',
    'Declare the full value and ask in the comment for a sealed body and opaque pallet wrapping.',
  ),
  'household-goods/knig': n(
    'Укажите вес тиража и число паллет и адреса получателей, если тираж делится на несколько точек.',
    'Give the run’s weight, the number of pallets and the recipients’ addresses if the run is split.',
  ),
  'household-goods/mebeli-dlya-magazinov': n(
    'Укажите число упаковок и их размеры, отметьте «нельзя в ярус» и время работы грузового входа магазина.',
    'Give the number and size of packages, mark “do not stack” and the shop’s goods entrance hours.',
  ),
  'household-goods/zootovarov': n(
    'Укажите вес мешков и число паллет; для кормов с животными компонентами впишите номер ветеринарного документа.',
    'Give the bag weights and number of pallets; for feed with animal ingredients add the veterinary document number.',
  ),
  'buildings/bytovok': n(
    'Укажите размеры и массу бытовки, адреса и условия на участке: площадку, провода, подъезд для манипулятора.',
    'Give the cabin’s size and mass, the addresses and the plot conditions: pad, wires and access for the crane truck.',
  ),
  'buildings/modulnyh-zdanij': n(
    'Укажите размеры и массу каждого блока, число блоков и адрес установки; для широких блоков заложите срок на разрешение.',
    'Give each block’s size and mass, the number of blocks and the site address; for wide blocks allow time for the permit.',
  ),
  'buildings/kioskov': n(
    'Укажите размеры и массу павильона, целиком или секциями он поедет и есть ли разрешение на новом месте.',
    'Give the pavilion’s size and mass, whether it travels whole or in sections and whether the new site has its permit.',
  ),
  'buildings/angarov': n(
    'Приложите спецификацию ангара с длиной ферм и массой комплекта, чтобы подобрать число фур.',
    'Attach the hangar’s specification with truss lengths and the set’s mass to decide the number of semi-trailers.',
  ),
  'buildings/garazhej': n(
    'Укажите размеры и массу гаража и выберите: целиком манипулятором или разобранным на бортовой машине.',
    'Give the garage’s size and mass and choose: whole by crane truck or dismantled on a flatbed.',
  ),
  'buildings/domov': n(
    'Укажите размеры сруба, длину брёвен и общий объём, а для бани-бочки — её длину, диаметр и массу.',
    'Give the log house’s size, log length and total volume, and for a barrel sauna its length, diameter and mass.',
  ),
};

/** What to check when the load arrives, for each topic (keyed as TOPIC_NOTES; checked in build.ts). */
export const TOPIC_CHECKS: Readonly<Record<string, Bilingual>> = {
  'car-transport/otdelnoj-mashinoj': n(
    'Сверьте номер пломбы с накладной до вскрытия кузова и пересчитайте места при водителе.',
    'Check the seal number against the waybill before the body is opened and count the pieces with the driver present.',
  ),
  'car-transport/tentovannye': n(
    'Осмотрите тент на порезы и следы протечек над грузом, прежде чем подписывать накладную.',
    'Look for cuts in the curtain and signs of leaks above the load before signing the waybill.',
  ),
  'car-transport/bortovye': n(
    'Проверьте кромки пакетов под ремнями и цепями: вмятины от креплений отмечают в накладной сразу.',
    'Check bundle edges under the straps and chains: dents from lashings are noted on the waybill at once.',
  ),
  'car-transport/izotermicheskie': n(
    'Измерьте температуру груза у дверей и в глубине кузова и запишите её в накладную.',
    'Measure the load’s temperature by the doors and deep in the body and write it on the waybill.',
  ),
  'car-transport/refrizheratornye': n(
    'Попросите распечатку термописца до выгрузки: разрывы в записи означают, что установка отключалась.',
    'Ask for the logger printout before unloading: gaps in the record mean the unit was switched off.',
  ),
  'car-transport/s-gidrobortom': n(
    'Убедитесь, что площадка опущена на ровное место, прежде чем скатывать с неё тяжёлое место.',
    'Make sure the platform rests on level ground before rolling a heavy piece off it.',
  ),
  'cargo/gazel': n(
    'Пересчитайте места и осмотрите углы мебели и коробок, пока водитель не уехал.',
    'Count the pieces and look at furniture and box corners before the driver leaves.',
  ),
  'cargo/fura': n(
    'Сверьте число паллет с накладной и осмотрите плёнку: порванная обмотка — повод проверить содержимое.',
    'Check the pallet count against the waybill and inspect the film: torn wrapping is a reason to check the contents.',
  ),
  'cargo/5-tonn': n(
    'На каждой точке выгрузки сверяйте только свои места по накладной, чтобы не забрать чужие.',
    'At each drop check only your own pieces against the waybill so nobody else’s are taken.',
  ),
  'cargo/10-tonn': n(
    'Проверьте паллеты у передней стенки: при торможении нагрузка на них самая большая.',
    'Check the pallets at the front wall: they take the greatest load under braking.',
  ),
  'cargo/srochnye': n(
    'Отметьте в накладной фактическое время прибытия — по нему считают выполнение срока.',
    'Note the actual arrival time on the waybill; the term is judged by it.',
  ),
  'cargo/mezhdugorodnie': n(
    'Сверьте время прибытия с окном выгрузки и отметьте простой, если машину не приняли вовремя.',
    'Compare the arrival time with the unloading window and note any waiting if the truck was not received on time.',
  ),
  'cargo/dlya-biznesa': n(
    'Проверьте, что реквизиты в акте совпадают с договором, прежде чем подписывать его в ЭДО.',
    'Check that the certificate’s details match the contract before signing it electronically.',
  ),
  'cargo/dlya-marketplejsov': n(
    'Сохраните акт приёмки склада: расхождения по коробкам оспаривают только по нему.',
    'Keep the warehouse’s acceptance record: box discrepancies can only be disputed with it.',
  ),
  'consolidated/korobki': n(
    'Осмотрите коробки на вмятины и вскрытие скотча и сверьте число мест с распиской.',
    'Look for dents and reopened tape on the boxes and check the number of pieces against the receipt.',
  ),
  'consolidated/paletty': n(
    'Проверьте целостность плёнки и уголков; перекошенную паллету вскрывают при кладовщике.',
    'Check the film and corner boards; a leaning pallet is opened in front of the storekeeper.',
  ),
  'consolidated/negabarit': n(
    'Осмотрите точки строповки и опоры места: следы падения видны на них первыми.',
    'Inspect the piece’s lifting points and skids: signs of a drop show there first.',
  ),
  'consolidated/s-obreshetkoj': n(
    'Осмотрите обрешётку на проломы до её разборки и сфотографируйте её целиком.',
    'Inspect the crate for broken slats before taking it apart and photograph it whole.',
  ),
  'consolidated/ot-dveri-do-dveri': n(
    'Сверьте имя курьера и номер заказа и только потом подписывайте получение.',
    'Check the courier’s name and the order number before signing for the load.',
  ),
  'moving/kvartirnyj': n(
    'Сверяйте вещи с описью при выгрузке и отмечайте повреждения сразу, а не после ухода грузчиков.',
    'Check belongings against the inventory at unloading and note damage at once, not after the movers leave.',
  ),
  'moving/ofisnyj': n(
    'Проверьте по списку, что все системные блоки и коробки с документами прибыли на свои места.',
    'Check against the list that every computer and document box has reached its place.',
  ),
  'moving/dachnyj': n(
    'Проверьте садовую технику на подтёки масла и целость рассады до отъезда машины.',
    'Check garden machinery for oil leaks and seedlings for damage before the truck leaves.',
  ),
  'moving/pianino': n(
    'Осмотрите корпус и педали при грузчиках; звучание проверит настройщик через сутки.',
    'Inspect the case and pedals with the movers present; a tuner checks the sound a day later.',
  ),
  'moving/mebeli': n(
    'Проверьте фасады и стекло при распаковке и соберите фурнитуру по подписанным пакетам.',
    'Check fronts and glass on unpacking and assemble the fittings from the labelled bags.',
  ),
  'moving/veshchej': n(
    'Проверьте замки и пломбы на чемоданах и вес мест по расписке.',
    'Check the locks and seals on suitcases and the weight of the pieces on the receipt.',
  ),
  'food/zamorozhennyh': n(
    'Измерьте температуру в толще продукта: выше −15 °C — повод для акта.',
    'Measure the core temperature: warmer than −15 °C calls for a report.',
  ),
  'food/ovoshchej-i-fruktov': n(
    'Проверьте ящики на гниль и подмерзание сверху и снизу штабеля.',
    'Check crates for rot and frost damage at the top and bottom of the stack.',
  ),
  'food/myasa': n(
    'Проверьте температуру в толще и цвет мяса, а сертификат — в «Меркурии» до гашения.',
    'Check the core temperature and colour, and the certificate in Mercury before closing it.',
  ),
  'food/ryby': n(
    'Проверьте, что лёд не растаял полностью, и измерьте температуру рыбы.',
    'Check that the ice has not fully melted and measure the fish’s temperature.',
  ),
  'food/molochnoj-produktsii': n(
    'Сверьте даты выработки с документами и температуру по термописцу.',
    'Check production dates against the papers and the temperature against the logger.',
  ),
  'food/napitkov': n(
    'Осмотрите нижние ряды на протечки и вздутые бутылки после морозной дороги.',
    'Inspect the bottom rows for leaks and bulging bottles after a frosty trip.',
  ),
  'food/konditerskih-izdelij': n(
    'Проверьте шоколад на белый налёт и коробки на деформацию.',
    'Check chocolate for white bloom and boxes for deformation.',
  ),
  'food/zerna': n(
    'Проверьте мешки на влагу снизу и следы вредителей.',
    'Check bags for damp underneath and signs of pests.',
  ),
  'food/konservov': n(
    'Отбракуйте помятые и вздутые банки при приёмке.',
    'Reject dented and swollen tins at acceptance.',
  ),
  'food/yaits': n(
    'Вскройте несколько коробов из разных рядов и посчитайте бой.',
    'Open several cases from different rows and count the breakage.',
  ),
  'food/sbornye-produkty': n(
    'Сверьте температуру своего места с режимом из заказа.',
    'Check your piece’s temperature against the range in the order.',
  ),
  'food/dlya-setej': n(
    'Сохраните подписанную накладную с отметкой о времени приёмки в окне.',
    'Keep the signed waybill showing acceptance within the window.',
  ),
  'equipment/promyshlennogo': n(
    'Осмотрите точки крепления и транспортные фиксаторы до снятия упаковки.',
    'Inspect the lashing points and transit locks before unpacking.',
  ),
  'equipment/torgovogo': n(
    'Пересчитайте детали стеллажей по спецификации до начала монтажа.',
    'Count the shelving parts against the specification before assembly starts.',
  ),
  'equipment/meditsinskogo': n(
    'Проверьте индикаторы удара и наклона на упаковке до её вскрытия.',
    'Check the shock and tilt indicators on the packing before opening it.',
  ),
  'equipment/ofisnogo': n(
    'Проверьте коробки на удары и включайте технику только после прогрева.',
    'Check boxes for knocks and switch equipment on only after it has warmed up.',
  ),
  'equipment/stankov': n(
    'Осмотрите станину и направляющие на следы ударов и коррозии.',
    'Inspect the bed and guideways for knocks and corrosion.',
  ),
  'equipment/holodilnogo': n(
    'Проверьте, что оборудование стояло вертикально, по стрелкам на упаковке.',
    'Check by the arrows on the packing that the equipment stayed upright.',
  ),
  'equipment/serverov': n(
    'Сверьте номера пломб и серийные номера с фото отправителя.',
    'Check seal and serial numbers against the sender’s photos.',
  ),
  'equipment/generatorov': n(
    'Проверьте раму и патрубки на вмятины и подтёки топлива.',
    'Check the frame and pipes for dents and fuel leaks.',
  ),
  'equipment/stroitelnogo': n(
    'Пересчитайте элементы лесов и опалубки по акту выдачи.',
    'Count the scaffolding and formwork parts against the issue record.',
  ),
  'equipment/restorannogo': n(
    'Осмотрите нержавеющие поверхности на вмятины до снятия плёнки.',
    'Inspect stainless surfaces for dents before removing the film.',
  ),
  'equipment/laboratornogo': n(
    'Проверьте индикаторы удара и закажите поверку до начала работы.',
    'Check the shock indicators and book calibration before use.',
  ),
  'equipment/sportivnogo': n(
    'Сверьте комплектность деталей по инструкции перед сборкой.',
    'Check all parts against the manual before assembly.',
  ),
  'machinery/spetstekhniki': n(
    'Осмотрите технику и моточасы при разгрузке и сравните с актом погрузки.',
    'Inspect the machine and its hour meter at unloading and compare with the loading report.',
  ),
  'machinery/selkhoztekhniki': n(
    'Проверьте жатку и навесное по отдельному акту.',
    'Check the header and implements against their own report.',
  ),
  'machinery/bytovoj-tekhniki': n(
    'Осмотрите упаковку и корпус до подписи: скрытые вмятины видны на углах.',
    'Inspect packing and casing before signing: hidden dents show at the corners.',
  ),
  'machinery/stroitelnoj-tekhniki': n(
    'Сверьте снятые отвалы и противовесы с актом погрузки.',
    'Check removed blades and counterweights against the loading report.',
  ),
  'machinery/skladskoj-tekhniki': n(
    'Проверьте мачту и вилы и подключите аккумулятор только после осмотра.',
    'Check the mast and forks and reconnect the battery only after inspection.',
  ),
  'vehicles/avtomobilej': n(
    'Сравните кузов и пробег с актом и фото погрузки.',
    'Compare the body and mileage with the loading report and photos.',
  ),
  'vehicles/mototsiklov': n(
    'Осмотрите бак, пластик и вилку на следы стяжек.',
    'Inspect the tank, fairings and forks for strap marks.',
  ),
  'vehicles/katerov': n(
    'Проверьте корпус в местах опоры на ложементы.',
    'Check the hull where it rested on the cradles.',
  ),
  'vehicles/avtobusov': n(
    'Сверьте состояние и комплектацию с актом передачи.',
    'Check condition and equipment against the hand-over report.',
  ),
  'vehicles/gruzovikov': n(
    'Проверьте места крепления цепей на раме и мостах.',
    'Check the chain points on the frame and axles.',
  ),
  'vehicles/pritsepov': n(
    'Проверьте дышло, опоры и свет после снятия с платформы.',
    'Check the drawbar, legs and lights after unloading.',
  ),
  'vehicles/kvadrotsiklov': n(
    'Осмотрите технику до разборки обрешётки и сфотографируйте её.',
    'Inspect and photograph the machine before dismantling the crate.',
  ),
  'metal/metalloprokata': n(
    'Сверьте вес на автовесах с теоретическим весом по сертификату, пересчитайте пакеты и проверьте бирки. Погнутые при выгрузке листы и полосы отмечают в накладной до отъезда машины, иначе спор решается не в вашу пользу.',
    'Compare the weighbridge weight with the certificate’s theoretical weight, count the bundles and check the tags. Sheet or strip bent during unloading is noted on the waybill before the truck leaves, or a dispute goes against you.',
  ),
  'metal/trub': n(
    'Проверьте заглушки на торцах и покрытие в местах, где трубы лежали на брусьях и стропах; пересчитайте трубы по пакетам. Овальность торцов и сколы изоляции отмечают в накладной при водителе и фотографируют.',
    'Check the end caps and the coating where the pipes rested on timbers and slings, and count the pipes by bundle. Oval ends and chipped insulation are noted on the waybill with the driver present and photographed.',
  ),
  'metal/armatury': n(
    'Сверьте бирки каждого пакета с сертификатом: класс стали, диаметр и номер плавки. Пакеты с разорванной вязкой пересчитывают поштучно, а бухты осматривают на смятие витков.',
    'Check every bundle’s tag against the certificate: steel grade, diameter and heat number. Bundles with broken ties are counted bar by bar, and coils are checked for crushed turns.',
  ),
  'metal/metallokonstruktsij': n(
    'Сверьте маркировку каждого элемента со спецификацией и схемой и пересчитайте ящики с крепежом по узлам. Повреждённую окраску отмечают сразу: её восстанавливают до монтажа, а не после.',
    'Check every element’s mark against the specification and drawing, and count the fixings boxes by joint. Damaged paint is noted at once: it is repaired before erection, not after.',
  ),
  'metal/rulonov': n(
    'Осмотрите кромки и торцы рулонов на вмятины от цепей, упаковку — на влагу и ржавчину. Вес каждого рулона сверяют с сертификатом, а повреждённые витки отмечают в акте до разгрузки краном.',
    'Inspect coil edges and faces for chain dents and the wrapping for damp and rust. Each coil’s weight is checked against the certificate, and damaged laps are recorded before the crane unloads.',
  ),
  'metal/loma': n(
    'Сравните вес на выезде и при приёмке: допустимое расхождение указывают в договоре. Засор — землю, дерево, пластик — оценивают при приёмке и записывают процент в акт.',
    'Compare the weight at dispatch and at acceptance; the allowed difference is set in the contract. Contamination such as soil, wood or plastic is assessed at acceptance and its percentage entered in the report.',
  ),
  'metal/tsvetnogo': n(
    'Перед вскрытием сверьте номер пломбы с накладной, затем пересчитайте и взвесьте пакеты. Любое расхождение по весу для цветного металла — повод составить акт при водителе: стоимость недостачи велика.',
    'Before opening, check the seal number against the waybill, then count and weigh the bundles. Any weight difference in non-ferrous metal calls for a report with the driver present, since a shortfall is costly.',
  ),
  'metal/profnastila': n(
    'Проверьте листы на заломы волны, вмятины у кромок и царапины покрытия, снимая их с пачки по одному. Защитную плёнку снимают в течение месяца после монтажа, а не на складе, но повреждения под ней видны сразу.',
    'Check sheets one by one for kinked profiles, edge dents and scratched coating. The protective film comes off within a month of fitting, not in the yard, but damage under it shows at once.',
  ),
  'building-materials/kirpicha': n(
    'Пересчитайте поддоны, осмотрите верхние и угловые ряды на сколы и трещины и проверьте, что плёнка цела. Бой сверх нормы отмечают в накладной с фото, иначе поставщик не заменит кирпич.',
    'Count the pallets, check the top and corner rows for chips and cracks and see that the film is intact. Breakage above the norm is noted on the waybill with photos, or the supplier will not replace the bricks.',
  ),
  'building-materials/tsementa': n(
    'Прощупайте мешки: твёрдые комки значат, что цемент набрал влагу. Проверьте дату выпуска и целость мешков, порванные отделите и отметьте в накладной.',
    'Feel the bags: hard lumps mean the cement has taken up moisture. Check the production date and that the bags are whole; set torn ones aside and note them on the waybill.',
  ),
  'building-materials/piloramy': n(
    'Пересчитайте кубатуру по пакетам и сортность по маркировке, проверьте, не намок ли сухой материал. Синеву и плесень на торцах отмечают в накладной сразу при приёмке.',
    'Recount the volume by pack and the grade by marking, and check that dry timber has not got wet. Blue stain or mould on the ends is noted on the waybill at acceptance.',
  ),
  'building-materials/gipsokartona': n(
    'Осмотрите углы и кромки листов и проверьте, что пачки не намокли снизу. Надломленные листы отделяют сразу: после подъёма на этаж претензию уже не принимают.',
    'Inspect sheet corners and edges and check that packs are not wet underneath. Cracked sheets are set aside at once: after they have been carried upstairs no claim is accepted.',
  ),
  'building-materials/plitki': n(
    'Вскройте пару коробок из разных паллет, проверьте сколы и совпадение тона и калибра с заказом. Коробки с вмятинами открывают при водителе, чтобы бой отметить в накладной.',
    'Open a couple of boxes from different pallets and check for chips and that tone and calibre match the order. Dented boxes are opened with the driver present so breakage goes on the waybill.',
  ),
  'building-materials/utepliteley': n(
    'Проверьте упаковки на разрывы и намокание и пересчитайте их по накладной. Намокшую вату не монтируют, пока она не высохнет, поэтому такие пачки отмечают сразу.',
    'Check the packs for tears and damp and count them against the waybill. Wet wool is not fitted until dry, so such packs are noted at once.',
  ),
  'building-materials/zhbi': n(
    'Осмотрите изделия на трещины, сколы рёбер и целость монтажных петель до того, как кран снимет их с машины. Изделие с повреждённой петлёй поднимать нельзя — его отмечают и возвращают.',
    'Inspect units for cracks, chipped arrises and intact lifting loops before the crane takes them off the truck. A unit with a damaged loop must not be lifted; it is noted and returned.',
  ),
  'building-materials/stekla': n(
    'Осмотрите каждое изделие на просвет до подписи: трещины в углах стеклопакетов видны только так. Проверьте герметик по периметру и целость прокладок на пирамиде.',
    'Inspect every unit against the light before signing; cracks in glazing unit corners only show that way. Check the perimeter sealant and the spacers on the A-frame.',
  ),
  'building-materials/krovli': n(
    'Проверьте покрытие листов на царапины и сколы, а рулоны — на деформацию и слипание. Комплектность доборных элементов сверяют по спецификации до начала монтажа.',
    'Check sheet coating for scratches and chips, and rolls for deformation and sticking. Trims and accessories are checked against the specification before work starts.',
  ),
  'building-materials/sukhih-smesej': n(
    'Проверьте даты выпуска и сухость мешков, прощупайте их на комки. Смеси с истекающим сроком годности лучше отметить сразу, а порванные мешки отделить.',
    'Check production dates and that bags are dry, feeling them for lumps. Mixes close to expiry are best noted at once and torn bags set aside.',
  ),
  'building-materials/blokov': n(
    'Осмотрите блоки на сколы углов и трещины, особенно на нижних рядах поддонов. Поддон с повреждённой плёнкой пересчитывают поштучно при водителе.',
    'Inspect blocks for chipped corners and cracks, especially in the bottom rows. A pallet with damaged film is counted block by block with the driver present.',
  ),
  'building-materials/na-obekt': n(
    'Сверьте количество по накладной при прорабе и отметьте время прибытия: от него зависит оплата простоя. Материалы, разгруженные не на то место, переносят за счёт того, кто ошибся.',
    'Check quantities against the waybill with the foreman and note the arrival time, which decides any waiting charge. Materials unloaded in the wrong place are moved at the cost of whoever made the mistake.',
  ),
  'household-goods/odezhdy': n(
    'Сверьте число коробов и вешал, проверьте коды маркировки выборочно сканером. Мятые и влажные коробки вскрывают при водителе.',
    'Check the number of cartons and rails and spot-check the marking codes with a scanner. Crushed or damp cartons are opened with the driver present.',
  ),
  'household-goods/bytovoj-himii': n(
    'Проверьте нижние ряды на протечки и запах, а паллеты — на целость плёнки. Протёкшую упаковку отделяют, чтобы не испортить соседний товар.',
    'Check the bottom rows for leaks and smell and the pallets for intact film. Leaking packs are set apart so they do not spoil other goods.',
  ),
  'household-goods/kosmetiki': n(
    'Проверьте, не замёрзли ли кремы и флаконы, и целость стеклянной тары. Температурный режим в пути подтверждает распечатка, если она заказана.',
    'Check that creams and bottles have not frozen and that the glass is intact. The printout, if ordered, confirms the temperature on the way.',
  ),
  'household-goods/igrushek': n(
    'Осмотрите коробки на смятие и потёртости: для игрушек упаковка — часть товара, и магазин не примет мятую коробку.',
    'Check the cartons for crushing and scuffs: with toys the box is part of the product, and a shop will not accept a dented one.',
  ),
  'household-goods/posudy': n(
    'Встряхните короб: звон битого стекла — повод вскрыть его при водителе и отметить бой в накладной.',
    'Shake each carton: the rattle of broken glass is a reason to open it with the driver present and note the breakage on the waybill.',
  ),
  'household-goods/tekstilya': n(
    'Проверьте рулоны и пачки на грязь, влагу и запахи, особенно на торцах рулонов и в нижних рядах паллет.',
    'Check rolls and packs for dirt, damp and smells, especially at roll ends and in the bottom rows of pallets.',
  ),
  'household-goods/elektroniki': n(
    'Сверьте номер пломбы и целость непрозрачной плёнки, затем пересчитайте коробки по упаковочному листу до подписи.',
    'Check the seal number and that the opaque film is intact, then count the boxes against the packing list before signing.',
  ),
  'household-goods/knig': n(
    'Проверьте пачки на влагу и смятые углы и пересчитайте их по накладной типографии.',
    'Check bundles for damp and crushed corners and count them against the printer’s delivery note.',
  ),
  'household-goods/mebeli-dlya-magazinov': n(
    'Осмотрите упаковки на проколы и вмятины, а при сомнении вскройте при водителе: скрытые сколы фасадов потом не докажешь.',
    'Inspect packages for punctures and dents and, if in doubt, open them with the driver present: hidden chips on fronts cannot be proved later.',
  ),
  'household-goods/zootovarov': n(
    'Проверьте мешки на разрывы и следы влаги и сверьте количество по накладной.',
    'Check the bags for tears and damp and count them against the waybill.',
  ),
  'buildings/bytovok': n(
    'Осмотрите раму, окна и двери после установки и проверьте, что бытовка стоит ровно: перекос мешает закрыть двери.',
    'Inspect the frame, windows and doors after placing and check that the cabin stands level: a twist stops the doors closing.',
  ),
  'buildings/modulnyh-zdanij': n(
    'Проверьте стыки блоков, кровлю и внутреннюю отделку на трещины до подписания акта установки.',
    'Check block joints, roof and interior finish for cracks before signing the placement report.',
  ),
  'buildings/kioskov': n(
    'Осмотрите стёкла, раму и кровлю павильона и проверьте, открываются ли двери и витрины после установки.',
    'Inspect the pavilion’s glass, frame and roof and check that doors and display windows open after placing.',
  ),
  'buildings/angarov': n(
    'Сверьте элементы со спецификацией и осмотрите тент или панели на порезы и вмятины до начала сборки.',
    'Check elements against the specification and inspect the fabric or panels for cuts and dents before assembly starts.',
  ),
  'buildings/garazhej': n(
    'Проверьте стенки и ворота на перекос и вмятины после установки и что ворота закрываются.',
    'Check walls and doors for distortion and dents after placing, and that the doors close.',
  ),
  'buildings/domov': n(
    'Сверьте номера брёвен с планом и проверьте, что при погрузке не сколоты чаши и пазы.',
    'Check log numbers against the plan and that no notches or grooves were chipped in loading.',
  ),
};

/**
 * How the topic's vehicle is set up for that cargo, where topics of a group share one vehicle
 * phrase (the food group's reefers): told between the phrase and the fleet's figures (build.ts).
 */
export const TOPIC_VEHICLES: Readonly<Record<string, Bilingual>> = {
  'food/zamorozhennyh': n(
    'Для заморозки — только рефрижератор: изотерм без установки не удержит −18 °C на междугороднем рейсе, а паллеты ставят с зазором у стенок, чтобы холодный воздух обходил груз.',
    'Frozen loads need a reefer: an insulated body without a unit cannot hold −18 °C on an intercity run, and pallets stand clear of the walls so that cold air flows round the load.',
  ),
  'food/ovoshchej-i-fruktov': n(
    'Режим рефрижератора задают под культуру; на короткий летний рейс хватает изотерма, а ящики ставят с проходами для воздуха между рядами.',
    'The reefer is set for the crop; on a short summer run an insulated body is enough, and crates are stacked with air gaps between the rows.',
  ),
  'food/myasa': n(
    'Для мяса нужен рефрижератор с крюками для туш или ровным полом под тару; туши не должны касаться стенок кузова.',
    'Meat takes a reefer with hooks for carcasses or a flat floor for crates; carcasses must not touch the body’s walls.',
  ),
  'food/ryby': n(
    'Рыбе нужен рефрижератор с двумя режимами: около 0 °C для охлаждённой во льду и −18 °C для мороженой, в одном рейсе — не вместе.',
    'Fish takes a reefer with two settings: about 0 °C for chilled fish on ice and −18 °C for frozen, never both in one run.',
  ),
  'food/molochnoj-produktsii': n(
    'Молочную продукцию везут при +2…+6 °C: 5-тонник удобен для развоза по магазинам, фура — для рейса на распределительный центр.',
    'Dairy travels at +2 to +6 °C: the 5-tonne truck suits shop rounds, the semi-trailer a run to a distribution centre.',
  ),
  'food/konditerskih-izdelij': n(
    'Кондитерским изделиям рефрижератор нужен и летом, и зимой: кузов держит +15…+18 °C, чтобы шоколад не седел в жару и не промерзал в мороз.',
    'Confectionery needs the reefer in summer and winter alike: the body holds +15 to +18 °C so that chocolate neither blooms in the heat nor freezes in the frost.',
  ),
  'food/yaits': n(
    'Яйца едут в рефрижераторе при +5…+10 °C; паллеты крепят ремнями, чтобы лотки не сдвигались при торможении.',
    'Eggs ride in a reefer at +5 to +10 °C; pallets are strapped so that trays do not shift when the truck brakes.',
  ),
  'food/dlya-setej': n(
    'Для сети берут фуру-рефрижератор на 33 паллеты с термописцем: распечатку температуры за весь рейс распределительный центр смотрит при приёмке.',
    'A chain gets a 33-pallet reefer semi-trailer with a temperature recorder: the distribution centre reads the printout for the whole run at receiving.',
  ),
};
