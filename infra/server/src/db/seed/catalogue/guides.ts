/**
 * The advice of each catalogue group's page, specific to its cargo: how to pack it, the papers it
 * travels with, which vehicles of the fleet (`db/seed/tariffs/fleet.ts`: Gazelle 1.5 t 3.0×2.0×1.8 m,
 * 3 t 4.2 m, 5 t 6.0 m, 10 t 8.0 m, 20 t semi-trailer 13.6×2.45×2.6 m; tent, flatbed, insulated and
 * reefer bodies, a tail-lift on all but the 20 t) fit it, and its restrictions.
 */
import type { Bilingual } from '../../../content/catalogue/types';

export interface GroupGuide {
  packing: Bilingual;
  documents: Bilingual;
  vehicles: Bilingual;
  restrictions: Bilingual;
}

const g = (
  packing: [string, string],
  documents: [string, string],
  vehicles: [string, string],
  restrictions: [string, string],
): GroupGuide => ({
  packing: { ru: packing[0], en: packing[1] },
  documents: { ru: documents[0], en: documents[1] },
  vehicles: { ru: vehicles[0], en: vehicles[1] },
  restrictions: { ru: restrictions[0], en: restrictions[1] },
});

/** Keyed by `CatalogueGroup.key`; every group of the catalogue has one (checked in build.ts). */
export const GROUP_GUIDES: Readonly<Record<string, GroupGuide>> = {
  'car-transport': g(
    [
      'Автомобильная перевозка начинается с правильной погрузки: тяжёлое ставим к передней стенке кузова и над осями, лёгкое сверху, проходы между паллетами заполняем воздушными мешками или пустыми поддонами. Каждое место маркируйте: номер, общее количество мест, получатель и телефон. Стрейч-плёнка в три-четыре слоя держит коробки на поддоне, углы защищают картонные уголки.',
      'Road haulage starts with correct loading: heavy items against the front wall and over the axles, light ones on top, gaps between pallets filled with air bags or empty pallets. Mark every piece with its number, the total count, the consignee and a phone number. Three or four layers of stretch film hold boxes on a pallet, cardboard corners protect the edges.',
    ],
    [
      'Водитель везёт транспортную накладную по форме, утверждённой постановлением Правительства № 2200, и товарную накладную ТОРГ-12 или УПД отправителя. Для юридических лиц мы оформляем договор-заявку, после доставки — акт и счёт-фактуру. Частному отправителю достаточно паспорта при сдаче груза и паспорта получателя при выдаче или доверенности на другое лицо.',
      'The driver carries the consignment note in the form set by Government Decree No. 2200 and the sender’s delivery note (TORG-12 or a universal transfer document). Companies sign an order contract with us and receive an act and a VAT invoice after delivery. A private sender shows a passport when handing over the load, the recipient a passport or a power of attorney on collection.',
    ],
    [
      'Парк закрывает весь ряд: газель 1,5 т с кузовом 3,0×2,0×1,8 м берёт до четырёх европаллет, грузовик 3 т — шесть, 5-тонник длиной 6 м — пятнадцать, 10-тонник длиной 8 м — восемнадцать, фура 20 т длиной 13,6 м — тридцать три. Тент открывается сбоку и сверху для погрузки краном или погрузчиком, у машин до 10 т есть гидроборт.',
      'The fleet covers the whole range: a 1.5 t Gazelle with a 3.0×2.0×1.8 m body takes up to four Euro pallets, the 3 t truck six, the 6 m 5-tonne truck fifteen, the 8 m 10-tonne truck eighteen and the 13.6 m 20 t semi-trailer thirty-three. Curtain-siders open at the side and top for a crane or forklift; trucks up to 10 t have a tail-lift.',
    ],
    [
      'Весной региональные дороги закрывают для машин с нагрузкой на ось больше 6 т, поэтому 20-тонник в апреле может не пройти к складу в области. Въезд в центр Москвы и внутрь МКАД для машин от 3,5 т — только по пропуску, в Санкт-Петербурге ограничен проезд грузовиков днём внутри КАД. Опасные грузы по ДОПОГ принимаются только по отдельному согласованию.',
      'In spring regional roads close to vehicles with more than 6 t per axle, so a 20 t truck may not reach a warehouse in the countryside in April. Trucks over 3.5 t need a permit to enter central Moscow and the MKAD ring; in Saint Petersburg daytime truck traffic inside the KAD ring is restricted. Dangerous goods under ADR are accepted only by separate agreement.',
    ],
  ),
  cargo: g(
    [
      'Для грузоперевозки по городу и между городами груз лучше собрать на поддонах 1200×800 мм высотой не больше 1,8 м: такой поддон берёт любая машина и любой погрузчик терминала. Хрупкое упаковывайте в короб с наполнителем и пометкой «Верх», мешки укладывайте перевязкой, как кирпич, а длинные вещи стягивайте в пачки через каждые полтора метра.',
      'For freight within a city or between cities, build the load on 1200×800 mm pallets no higher than 1.8 m: every truck and every terminal forklift takes such a pallet. Pack fragile items in a box with filler and a “This side up” mark, stack bags in a brick bond and strap long items into bundles every metre and a half.',
    ],
    [
      'На каждую машину оформляется транспортная накладная; перевозчик ставит в ней время подачи и выдачи, и по ней же считается простой. Организации передают водителю УПД или ТОРГ-12 и доверенность на приёмку, если груз забирает не директор. Для ценного груза укажите объявленную стоимость: страховка стоит 0,045 % от неё и покрывает повреждение и утрату в пути.',
      'Every truck travels with a consignment note; the carrier records in it the arrival and release times, and waiting time is counted from it. Companies give the driver a transfer document (UPD or TORG-12) and a power of attorney for whoever receives the goods. For valuable freight declare its value: insurance costs 0.045 % of it and covers damage and loss on the way.',
    ],
    [
      'Газель 1,5 т с гидробортом — для переездов офиса и поставок в магазины; 3-тонник длиной 4,2 м везёт 18 м³; 5-тонник с кузовом 6,0×2,45×2,3 м — стройматериалы и оборудование; 10-тонник с кузовом 8 м и 49 м³ — партии для сетей; фура 20 т с кузовом 86 м³ — полные загрузки между регионами. Бортовую машину выбирают для металла и длинномеров.',
      'A 1.5 t Gazelle with a tail-lift handles office moves and shop deliveries; the 4.2 m 3-tonne truck carries 18 m³; the 5-tonne truck with a 6.0×2.45×2.3 m body takes building materials and equipment; the 10-tonne truck with an 8 m, 49 m³ body serves retail chains; the 86 m³ 20 t semi-trailer full loads between regions. Flatbeds are chosen for metal and long items.',
    ],
    [
      'Масса груза вместе с машиной не должна превышать 40 т, нагрузка на ось — 10 т на федеральных трассах; сверх этого нужно специальное разрешение. Не принимаем оружие, наркотические и радиоактивные вещества, живых животных без ветеринарных документов. Перевес и превышение объёма выясняются на весах терминала и пересчитываются по тарифу перевозчика.',
      'The gross weight of truck and load may not exceed 40 t and the axle load 10 t on federal roads; beyond that a special permit is needed. We do not accept weapons, narcotic or radioactive substances, or live animals without veterinary papers. Excess weight or volume is found on the terminal’s scales and recalculated at the carrier’s rate.',
    ],
  ),
  consolidated: g(
    [
      'Сборный груз несколько раз перегружают на терминалах, поэтому упаковка должна выдержать погрузчик и соседние места. Коробки ставьте на поддон и обматывайте плёнкой, на каждое место клейте ярлык с номером заказа. Для стекла, мебели и техники заказывайте жёсткую обрешётку: она добавляет к весу 10–15 %, но защищает от ударов при перевалке.',
      'A consolidated load is handled several times at terminals, so the packing must withstand forklifts and neighbouring pieces. Put boxes on a pallet and wrap them in film, label every piece with the order number. For glass, furniture and appliances order a wooden crate: it adds 10–15 % to the weight but protects against knocks during transhipment.',
    ],
    [
      'При сдаче на терминал заполняется экспедиторская расписка: в ней число мест, вес, объём и объявленная стоимость. Получатель забирает груз по паспорту или по доверенности от организации. Если груз оплачивает получатель, отметьте это в заказе; сопроводительные документы клиента (счета, сертификаты) можно вложить в отдельный конверт, который едет вместе с грузом.',
      'At the terminal a forwarding receipt is drawn up with the number of pieces, weight, volume and declared value. The recipient collects with a passport or a company power of attorney. If the recipient pays, mark it in the order; your own papers (invoices, certificates) can travel with the load in a separate envelope.',
    ],
    [
      'Между терминалами сборку везут фуры 20 т объёмом 86 м³, по городу — газели 1,5 т и 3-тонники с гидробортом, которые забирают груз от двери. Тариф считается по большему из двух: весу или объёмному весу (1 м³ = 200 кг), поэтому лёгкий объёмный груз выгоднее плотно собрать на одном поддоне.',
      'Between terminals consolidated freight travels in 20 t semi-trailers of 86 m³; in town 1.5 t Gazelles and 3-tonne trucks with tail-lifts collect from the door. The tariff uses the greater of the weight and the volume weight (1 m³ = 200 kg), so a light bulky load costs less when packed tightly onto one pallet.',
    ],
    [
      'Одно место сборного груза — обычно до 1 000 кг и не длиннее 3 м; больше — только по согласованию с перевозчиком. Не принимаются скоропортящиеся продукты без терморежима, жидкости в негерметичной таре, опасные грузы классов 1–9 по ДОПОГ. Срок хранения на терминале после прибытия бесплатный первые два–три дня, дальше начисляется хранение. Невостребованный груз через месяц возвращается отправителю за его счёт.',
      'One piece of consolidated freight is usually up to 1,000 kg and no longer than 3 m; larger only by agreement with the carrier. Perishables without temperature control, liquids in leaking containers and ADR dangerous goods of classes 1–9 are refused. Storage at the destination terminal is free for the first two or three days, after that it is charged. Unclaimed freight returns to the sender at the sender’s cost after a month.',
    ],
  ),
  moving: g(
    [
      'При переезде разберите шкафы и кровати, крепёж сложите в пакет и приклейте его к самой детали. Посуду заворачивайте в бумагу по одной тарелке и ставьте на ребро, книги — в маленькие коробки до 15 кг. Зеркала и картины упаковывайте в пузырчатую плёнку и картон по углам, холодильник и стиральную машину освободите от воды и закрепите барабан транспортировочными болтами.',
      'For a move, take wardrobes and beds apart, put the fittings in a bag and tape it to the part itself. Wrap plates one by one in paper and stand them on edge; books go in small boxes of up to 15 kg. Mirrors and pictures get bubble wrap and cardboard corners; drain the fridge and washing machine and lock the drum with its transit bolts.',
    ],
    [
      'Для квартирного переезда нужен паспорт заказчика, а при перевозке в другой город — опись вещей с объявленной ценностью: по ней возмещают ущерб. Офисный переезд оформляется договором с организацией, техника с инвентарными номерами вносится в акт. Если в доме требуется пропуск для грузовой машины или лифта, согласуйте его с управляющей компанией заранее.',
      'A household move needs the customer’s passport, and a move to another city an inventory of belongings with declared values, on which any damage is compensated. An office move is contracted with the company, and equipment with asset numbers is listed in an act. If the building requires a pass for a truck or the service lift, arrange it with the management company in advance.',
    ],
    [
      'Однокомнатная квартира обычно помещается в газель 1,5 т с кузовом 10 м³, двухкомнатная — в 3-тонник на 18 м³, трёхкомнатная и дача — в 5-тонник на 34 м³. Гидроборт избавляет от подъёма пианино и холодильника на руках. Для офиса на 30 рабочих мест берут 5-тонник или два рейса газели, архив везут в опломбированной машине.',
      'A one-room flat usually fits a 1.5 t Gazelle with a 10 m³ body, two rooms a 3-tonne truck of 18 m³, three rooms or a country house a 5-tonne truck of 34 m³. A tail-lift spares lifting a piano or fridge by hand. For an office of 30 workplaces take a 5-tonne truck or two Gazelle trips; archives travel in a sealed truck.',
    ],
    [
      'Не перевозим деньги, ювелирные изделия, документы и лекарства — их берите с собой. Растения зимой теряют листья на холоде, их везут последними и в утеплённом кузове. Баллоны с газом, бензин в канистрах и краски в открытой таре не принимаются. Грузчики работают на этаже без лифта с доплатой за каждый этаж, предметы тяжелее 100 кг поднимают такелажники.',
      'We do not carry cash, jewellery, documents or medicines; take them with you. Plants lose their leaves in the cold in winter, so they go last and in an insulated body. Gas bottles, petrol in cans and paint in open tins are refused. Movers charge extra per floor without a lift, and items over 100 kg are carried by riggers.',
    ],
  ),
  food: g(
    [
      'Продукты едут в таре, которая не пропускает запах и выдерживает влажность: гофрокороб с пропиткой, пластиковые ящики, термоконтейнеры для охлаждённого. Между паллетами и стенками рефрижератора оставляют 5–10 см, чтобы холодный воздух проходил вокруг груза. Заморозку не ставят вплотную к двери, а товары с разным режимом не смешивают в одном кузове.',
      'Food travels in packaging that keeps odours out and withstands damp: treated corrugated boxes, plastic crates, thermal containers for chilled goods. Leave 5–10 cm between the pallets and the reefer walls so that cold air can circulate around the load. Frozen goods never stand against the door, and goods with different settings do not share a body.',
    ],
    [
      'Продукция животного происхождения сопровождается ветеринарным сертификатом в системе «Меркурий», пищевая — декларацией соответствия ТР ТС. Кузов имеет санитарный паспорт, водитель — медицинскую книжку. Торговые сети требуют распечатку термописца за весь рейс, поэтому самописец включается при погрузке и фиксирует температуру каждые 15 минут.',
      'Goods of animal origin travel with a veterinary certificate in the Mercury system, other food with a declaration of conformity under the Customs Union technical regulations. The body has a sanitary certificate and the driver a medical record book. Retail chains ask for the temperature logger printout of the whole trip, so the recorder starts at loading and logs every 15 minutes.',
    ],
    [
      'Охлаждённое и замороженное везут в рефрижераторах с установкой от −20 до +15 °C: 5-тонник на 15 паллет для поставок в магазины и фура 20 т на 33 паллеты для распределительных центров. Изотермический кузов без установки держит температуру несколько часов и подходит для городской доставки. Сухие продукты — крупы, консервы, напитки — едут в обычном тенте.',
      'Chilled and frozen goods travel in reefers holding −20 to +15 °C: the 5-tonne truck with 15 pallets for shop deliveries and the 20 t semi-trailer with 33 pallets for distribution centres. An insulated body without a unit holds its temperature for a few hours and suits city runs. Dry food such as cereals, tins and drinks goes in an ordinary curtain-sider.',
    ],
    [
      'Скоропортящееся нельзя везти сборным грузом с перевалками: только отдельной машиной и без перегрузки. Зимой напитки и овощи защищают от мороза подогревом. Нельзя перевозить продукты в одном кузове с химией, удобрениями и непищевыми товарами с сильным запахом. Если на выгрузке температура вышла за допуск, получатель вправе отказаться от партии, поэтому режим проверяют при погрузке. Рыбу и мясо нельзя везти в одном кузове с фруктами: фрукты впитывают запах за несколько часов.',
      'Perishables may not travel as consolidated freight with transhipments: only in a dedicated truck without reloading. In winter drinks and vegetables are protected from frost by heating. Food may not share a body with chemicals, fertilisers or strong-smelling non-food goods. If the temperature is out of tolerance at unloading the consignee may refuse the batch, so the setting is checked at loading. Fish and meat never share a body with fruit, which absorbs their smell within hours.',
    ],
  ),
  equipment: g(
    [
      'Оборудование крепят к поддону или салазкам болтами, а не только плёнкой: при торможении станок весом в тонну сдвигается и ломает соседние места. Выступающие панели, дисплеи и пульты закрывают фанерой, подвижные узлы фиксируют транспортными стопорами завода. Электронику упаковывают в антистатическую плёнку с силикагелем, на ящик наносят знаки «Верх», «Не кантовать» и центр тяжести.',
      'Equipment is bolted to a pallet or skids, not just wrapped in film: under braking a one-tonne machine slides and breaks its neighbours. Protruding panels, displays and control boards are covered with plywood, moving parts locked with the factory’s transit stops. Electronics go in antistatic film with silica gel, and the crate is marked “This way up”, “Do not tilt” and the centre of gravity.',
    ],
    [
      'С оборудованием едут товарная накладная и упаковочный лист с номерами мест, для медицинской техники — регистрационное удостоверение, для бывшего в употреблении — акт о снятии с учёта. Стоимость лучше объявить по счёту: страховка 0,045 % покрывает и скрытые повреждения, если груз осмотрен при получении и замечания внесены в накладную.',
      'Equipment travels with a delivery note and a packing list with piece numbers; medical devices also with their registration certificate, used machines with a decommissioning act. Declare the value from the invoice: the 0.045 % insurance also covers hidden damage when the load is inspected on receipt and remarks are entered in the consignment note.',
    ],
    [
      'Лёгкие стойки и серверы везут газелью или 3-тонником с гидробортом грузоподъёмностью до 500 кг. Станки и линии весом 2–10 т — в 5- или 10-тоннике с тентом, который снимается сверху для погрузки краном, и с деревянным полом для крепления. Оборудование выше 2,6 м или тяжелее 20 т едет на трале как негабарит.',
      'Light racks and servers go in a Gazelle or a 3-tonne truck with a tail-lift rated for up to 500 kg. Machine tools and lines of 2–10 t go in a 5- or 10-tonne truck whose curtain roof opens for crane loading and whose wooden floor takes fixings. Equipment over 2.6 m high or 20 t heavy travels on a low-bed trailer as oversize.',
    ],
    [
      'Чувствительные приборы не выдерживают мороза и конденсата, их везут в изотерме при плюсовой температуре и распаковывают только после того, как они прогреются. Баллоны, аккумуляторы и оборудование с маслом в картере относятся к опасным грузам и требуют слива или отдельного согласования. Разгрузка тяжёлых станков выполняется такелажной бригадой получателя или по отдельному заказу. Центр тяжести ящика отмечают на двух сторонах, чтобы стропальщик не опрокинул его при подъёме краном.',
      'Sensitive instruments do not tolerate frost or condensation; they travel in an insulated body above zero and are unpacked only once they have warmed up. Gas cylinders, batteries and machines with oil in the sump count as dangerous goods and must be drained or agreed separately. Heavy machines are unloaded by the recipient’s rigging crew or by a separate order. The crate’s centre of gravity is marked on two sides so the slinger does not tip it when the crane lifts.',
    ],
  ),
  machinery: g(
    [
      'Самоходную технику заезжают на трал своим ходом по аппарелям, колёсную закрепляют цепями за штатные проушины, гусеничную — упорами под гусеницы. Ковш и стрелу опускают на платформу, кабину закрывают, зеркала и маячки снимают, если они выходят за габарит. Топливо оставляют на четверть бака, аккумулятор отключают, а навесное оборудование везут отдельно на той же платформе.',
      'Self-propelled machines drive onto the low-bed under their own power via ramps; wheeled ones are chained to their lashing eyes, tracked ones chocked under the tracks. The bucket and boom rest on the deck, the cab is closed, mirrors and beacons come off if they stick out beyond the width. Leave a quarter tank of fuel, disconnect the battery and carry attachments separately on the same deck.',
    ],
    [
      'Водитель получает копию ПСМ или свидетельства о регистрации машины, доверенность на перевозку и транспортную накладную. Для негабарита — шире 2,55 м, выше 4 м или тяжелее 44 т — оформляется специальное разрешение в Росавтодоре или регионе, срок от 4 до 15 рабочих дней. Для груза шире 3,5 м по разрешению требуется машина сопровождения.',
      'The driver receives a copy of the machine’s registration (PSM) certificate, a power of attorney for the transport and a consignment note. For oversize — wider than 2.55 m, higher than 4 m or heavier than 44 t — a special permit is issued by Rosavtodor or the region in 4 to 15 working days. A load wider than 3.5 m needs an escort vehicle under the permit.',
    ],
    [
      'Мини-экскаваторы и погрузчики до 5 т едут на 10-тоннике-бортовом или эвакуаторе; техника 5–20 т — на бортовой фуре с коридором; тяжёлые экскаваторы, бульдозеры и краны до 60 т — на трале с высотой платформы 0,9 м, которая оставляет запас по высоте до 4 м. Трактора и сельхозтехнику с широкими жатками везут со снятой жаткой.',
      'Mini excavators and loaders up to 5 t ride on a 10-tonne flatbed or a recovery truck; machines of 5–20 t on a flatbed semi-trailer; heavy excavators, bulldozers and cranes up to 60 t on a low-bed with a 0.9 m deck height, which leaves room up to the 4 m height limit. Tractors and farm machines with wide headers travel with the header removed.',
    ],
    [
      'Негабарит движется по маршруту, указанному в разрешении, часто ночью и в объезд мостов с низкой грузоподъёмностью. В весенний период ограничения нагрузки на ось делают перевозку тяжёлой техники по региональным дорогам возможной только по отдельному разрешению. Гусеничную технику нельзя везти без резиновых подкладок на платформе, чтобы не повредить настил. Перед погрузкой технику очищают от грунта и глины: комья падают на дорогу, за это штрафуют перевозчика.',
      'Oversize loads follow the route in the permit, often by night and around bridges with low ratings. In spring the axle-load limits make heavy machines on regional roads possible only with a separate permit. Tracked machines never ride without rubber mats on the deck, so as not to damage it. Before loading, the machine is cleaned of soil and clay: clods falling onto the road bring the carrier a fine.',
    ],
  ),
  vehicles: g(
    [
      'Перед перевозкой автомобиль моют, чтобы при приёмке были видны все царапины, и фотографируют с восьми сторон. В баке оставляют не больше 10 литров топлива, сигнализацию отключают, личные вещи из салона убирают: они не страхуются. Мотоциклы закрепляют за раму мягкими стропами, руль фиксируют, а лодку везут на её собственном прицепе или ложементе.',
      'Before transport the car is washed so that every scratch shows at inspection, and photographed from eight sides. Leave no more than 10 litres of fuel in the tank, switch off the alarm and remove personal belongings, which are not insured. Motorcycles are strapped by the frame with soft slings and the handlebars locked; a boat travels on its own trailer or cradle.',
    ],
    [
      'Нужны СТС или ПТС (электронный ПТС — выписка), доверенность на сдачу и получение, если машину передаёт не владелец, и акт осмотра с отметками о повреждениях, который подписывают обе стороны. Для нового автомобиля из салона — договор купли-продажи и акт передачи. Снятие с учёта для перевозки не требуется.',
      'You need the registration certificate or vehicle passport (for an electronic one, an extract), a power of attorney if someone other than the owner hands over or collects the car, and an inspection act listing any damage, signed by both sides. For a new car from a dealer, the sales contract and the handover act. Deregistration is not needed for transport.',
    ],
    [
      'Легковые машины едут на автовозе на 8 мест или на эвакуаторе, если нужна срочная перевозка одной машины. Мотоциклы и квадроциклы помещаются в газель 1,5 т с рампой, несколько штук — в 5-тонник. Микроавтобусы и фургоны до 3,5 т — на эвакуаторе, автобусы и грузовики — на трале. Спорткары с низким клиренсом грузят на закрытый автовоз с пологими аппарелями.',
      'Cars travel on an 8-place car carrier, or on a recovery truck when one car is urgent. Motorcycles and quad bikes fit a 1.5 t Gazelle with a ramp, several of them a 5-tonne truck. Minibuses and vans up to 3.5 t ride on a recovery truck, buses and lorries on a low-bed. Low-clearance sports cars are loaded onto a closed carrier with gentle ramps.',
    ],
    [
      'Неисправную машину, которая не заводится, грузят лебёдкой: об этом нужно сказать в заказе, так как не каждый автовоз её имеет. Газобаллонное оборудование перекрывают и сливают, электромобили сдают с зарядом 30–50 %. Автовоз не возит машину с грузом в багажнике тяжелее 50 кг, а высокие внедорожники с багажником на крыше — только на нижнем ярусе. При получении машину осматривают до подписания акта: скрытые повреждения после подписи доказать сложнее.',
      'A car that does not start is loaded with a winch: say so in the order, since not every carrier has one. Gas installations are shut off and emptied, electric cars handed over with 30–50 % charge. The carrier takes no car with more than 50 kg in its boot, and tall SUVs with roof racks ride only on the lower deck. On collection inspect the car before signing the act: hidden damage is harder to prove afterwards.',
    ],
  ),
  metal: g(
    [
      'Металлопрокат везут пачками, увязанными проволокой или стальной лентой в нескольких местах; под пачки кладут деревянные прокладки, чтобы можно было завести стропы. Листы перекладывают бумагой от коррозии, оцинковку и нержавейку — плёнкой. Рулоны ставят в ложемент «глазом» вдоль машины и фиксируют клиньями, трубы укладывают ярусами с упорами по бортам.',
      'Rolled metal travels in bundles tied with wire or steel band in several places, with timber bearers underneath for the slings. Sheets are interleaved with paper against corrosion, galvanised and stainless steel with film. Coils stand in a cradle with the eye along the truck and are wedged; pipes are laid in tiers with stops along the sides.',
    ],
    [
      'С металлом едут сертификат качества завода с номером плавки, товарная накладная и транспортная накладная с точным весом по весам склада. Для лома — приёмо-сдаточный акт и справка о неопасности и невзрывоопасности; лом цветных металлов перевозят только при наличии у отправителя лицензии. Вес проверяют на весах при погрузке, чтобы не превысить нагрузку на оси.',
      'Metal travels with the mill’s quality certificate with the heat number, a delivery note and a consignment note with the exact weight from the warehouse scales. Scrap needs an acceptance act and a certificate that it is free of hazardous and explosive items; non-ferrous scrap only if the sender holds a licence. The weight is checked on scales at loading so the axle limits are not exceeded.',
    ],
    [
      'Арматуру и трубы до 12 м везёт бортовая фура 20 т с длиной платформы 13,6 м, листы и уголок — она же или тент со снимаемыми стойками для боковой погрузки краном. Небольшие партии до 5 т с длиной до 6 м — 5-тонник, до 10 т и 8 м — 10-тонник. Рулоны тяжелее 10 т везут на специальных платформах с ложементом.',
      'Rebar and pipes up to 12 m go on a 20 t flatbed semi-trailer with a 13.6 m deck; sheets and angles on the same or a curtain-sider with removable posts for side loading by crane. Small lots up to 5 t and 6 m fit the 5-tonne truck, up to 10 t and 8 m the 10-tonne. Coils over 10 t travel on special cradle trailers.',
    ],
    [
      'Металл тяжёлый при малом объёме: фура загружается по весу, а не по кубам, и вес распределяют вдоль платформы, не собирая его над одной осью. Длинномер, выступающий за задний борт больше чем на 2 м, требует разрешения, на 1 м — щита «Крупногабаритный груз». Металл нельзя везти без крепления цепями или стропами с силой натяжения не меньше веса пачки.',
      'Metal is heavy for its volume: a truck is loaded by weight, not by volume, and the weight is spread along the deck rather than over one axle. An overhang of more than 2 m beyond the rear needs a permit, and 1 m a “Long load” sign. Metal never travels without chains or straps whose tension at least equals the bundle’s weight.',
    ],
  ),
  'building-materials': g(
    [
      'Кирпич, блоки и плитку везут на поддонах в заводской плёнке; поддон без плёнки обматывают и стягивают лентой, иначе верхний ряд осыплется на первом повороте. Сухие смеси в мешках укрывают от дождя, гипсокартон кладут плашмя на прокладки через каждые 40 см, утеплитель — в сжатых упаковках. Стекло и стеклопакеты ставят вертикально на пирамиду и обвязывают.',
      'Bricks, blocks and tiles travel on pallets in the factory film; an unwrapped pallet is wrapped and banded, or the top row falls off at the first turn. Dry mixes in bags are covered against rain, plasterboard is laid flat on bearers every 40 cm, insulation travels in compressed packs. Glass and glazing units stand upright on an A-frame and are strapped.',
    ],
    [
      'Строительные материалы сопровождают товарная накладная поставщика и сертификаты или декларации соответствия, которые просит технадзор на объекте. Для въезда на стройплощадку нужен пропуск на номер машины — сообщите его менеджеру заранее. При поставке с разгрузкой манипулятором составляется акт, в котором отмечается целостность поддонов.',
      'Building materials travel with the supplier’s delivery note and the certificates or declarations of conformity the site’s supervisor will ask for. Entering a construction site needs a pass for the truck’s number plate; give it to the manager in advance. When a crane truck unloads, an act records that the pallets arrived intact.',
    ],
    [
      'Одна европаллета кирпича весит 1,1–1,3 т, поэтому газель 1,5 т берёт один поддон, 5-тонник — четыре, 10-тонник — восемь, фура 20 т — до шестнадцати. Лёгкий утеплитель, наоборот, занимает объём: фура на 86 м³ везёт его полностью. Пиломатериал и профлист длиной до 6 м — 5-тонник, до 12 м — бортовая фура.',
      'A Euro pallet of bricks weighs 1.1–1.3 t, so a 1.5 t Gazelle takes one pallet, the 5-tonne truck four, the 10-tonne truck eight and a 20 t semi-trailer up to sixteen. Light insulation is the opposite: it fills the 86 m³ semi-trailer before reaching its weight. Timber and profiled sheet up to 6 m fit the 5-tonne truck, up to 12 m a flatbed semi-trailer.',
    ],
    [
      'Сухие смеси и цемент боятся влаги, краски и клеи на водной основе — мороза ниже −5 °C: зимой их везут в утеплённом кузове. Растворители и лаки относятся к легковоспламеняющимся жидкостям класса 3 ДОПОГ и требуют допуска водителя. Стройплощадки часто без твёрдого подъезда: уточните, пройдёт ли по грунту фура 20 т, или заказывайте машину меньше. Разгрузку кирпича манипулятором заказывайте заранее: вручную поддон разгружают около часа.',
      'Dry mixes and cement fear damp, water-based paints and adhesives fear frost below −5 °C; in winter they travel in an insulated body. Solvents and varnishes are class 3 flammable liquids under ADR and need a certified driver. Sites often lack a hard access road: check whether a 20 t truck can cross the ground there, or order a smaller one. Book crane unloading for bricks in advance: a pallet takes about an hour to unload by hand.',
    ],
  ),
  'household-goods': g(
    [
      'Товары народного потребления едут в заводских коробках, собранных на паллете «в перевязку» и обмотанных плёнкой; коробки не должны выступать за край поддона. Бытовую технику ставят только вертикально, телевизоры — в родной упаковке с пенопластом. Одежду везут на вешалах в гардеробных кофрах, игрушки и посуду — в коробах с перегородками, с маркировкой «Хрупкое».',
      'Consumer goods travel in factory cartons stacked on a pallet in a bond and wrapped in film; cartons must not overhang the pallet edge. Home appliances stand upright only, televisions in their original foam packing. Clothing travels on rails in garment boxes, toys and tableware in divided cartons marked “Fragile”.',
    ],
    [
      'Для поставки в торговые сети нужны УПД, маркировка «Честный знак» на обувь, одежду, парфюмерию и другие маркированные товары, а часто и бронирование слота на складе получателя. Водитель привозит упаковочный лист по SSCC-кодам паллет. Сертификаты и декларации соответствия ТР ТС должны быть у поставщика, копии по требованию прикладываются к грузу.',
      'Deliveries to retail chains need a universal transfer document, “Honest Sign” marking on footwear, clothing, perfume and other labelled goods, and often a booked slot at the recipient’s warehouse. The driver brings a packing list by pallet SSCC codes. Certificates and declarations of conformity stay with the supplier; copies go with the load on request.',
    ],
    [
      'Поставки в магазины делают газель 1,5 т и 3-тонник с гидробортом, ведь у многих магазинов нет рампы. Распределительные центры принимают фуры 20 т на 33 паллеты с задней загрузкой. Для сборных отправок в регионы коробки отправляют сборным грузом — от одного места, с оплатой за объём.',
      'Shop deliveries are made by a 1.5 t Gazelle or a 3-tonne truck with a tail-lift, since many shops have no loading dock. Distribution centres take 20 t semi-trailers of 33 pallets loaded at the rear. For regional shipments boxes travel as consolidated freight, from a single piece, paid by volume.',
    ],
    [
      'Бытовую химию и аэрозоли нельзя ставить вместе с продуктами, а баллончики в большом количестве относятся к опасным грузам класса 2. Электронику и косметику зимой везут в отапливаемом кузове. Торговые сети штрафуют за опоздание к слоту и за повреждённую упаковку, поэтому время подачи закладывается с запасом, а коробки не ставят выше 1,8 м. Возвраты от магазинов забирают тем же рейсом, если об этом сказано в заказе.',
      'Household chemicals and aerosols may not stand with food, and large quantities of aerosol cans are class 2 dangerous goods. Electronics and cosmetics travel heated in winter. Retail chains fine late arrivals at the slot and damaged packaging, so the arrival time has a margin and cartons are never stacked higher than 1.8 m. Returns from shops are collected on the same trip when the order says so.',
    ],
  ),
  buildings: g(
    [
      'Бытовки, модульные здания и садовые домики перевозят целиком: двери и окна закрывают щитами, мебель внутри закрепляют, незакреплённые вещи выносят. Каркасные здания, ангары и металлоконструкции разбирают на маркированные элементы по монтажной схеме; крепёж пакуют в ящики по узлам. Бревенчатый сруб разбирают с нумерацией каждого венца.',
      'Site cabins, modular buildings and garden houses travel whole: doors and windows are boarded over, furniture inside secured, loose items taken out. Frame buildings, hangars and steel structures are taken apart into marked elements following the assembly drawing, the fixings packed in boxes by joint. A log house is dismantled with every course numbered.',
    ],
    [
      'Для модуля нужны документы о праве собственности или договор купли-продажи, схема строповки от изготовителя и, если ширина больше 2,55 м, специальное разрешение на перевозку негабарита. На участке согласовывают место для автокрана: площадка 6×6 м на твёрдом грунте. Для ангара прикладывают спецификацию элементов, по которой их принимают на новом месте.',
      'A module needs proof of ownership or a sales contract, the manufacturer’s slinging diagram and, if it is wider than 2.55 m, a special oversize permit. On the plot, agree a place for the mobile crane: a 6×6 m pad on firm ground. A hangar travels with its list of elements, against which it is accepted at the new site.',
    ],
    [
      'Бытовка 6×2,4 м до 3 т помещается на 10-тонник-бортовой с манипулятором, который сам её грузит. Модули длиной до 12 м — на бортовую фуру 20 т или трал, а при ширине больше 2,55 м — с сопровождением. Разобранные ангары и металлоконструкции везут фурой 20 т с платформой 13,6 м, срубы — 10-тонником или длинномером.',
      'A 6×2.4 m site cabin of up to 3 t fits on a 10-tonne flatbed with its own loader crane. Modules up to 12 m long go on a 20 t flatbed semi-trailer or low-bed, with an escort when wider than 2.55 m. Dismantled hangars and steel structures travel on a 20 t semi-trailer with its 13.6 m deck, log houses on a 10-tonne or a long-deck truck.',
    ],
    [
      'Высота транспорта вместе с грузом не должна превышать 4 м: модуль высотой больше 3 м везут на трале с низкой платформой. Проезд под линиями электропередачи и мостами проверяют по маршруту заранее. Перевозить здание с людьми, газовым баллоном или подключённой сантехникой с водой нельзя; водопровод сливают, чтобы зимой не разорвало трубы. Перевозка модуля по городу обычно назначается на ночь, когда меньше машин на улицах.',
      'The height of vehicle and load may not exceed 4 m, so a module taller than 3 m rides on a low-deck trailer. Clearance under power lines and bridges is checked along the route in advance. A building may not travel with people inside, a gas bottle or plumbing full of water; pipes are drained so they do not burst in winter. Moving a module through a city is usually scheduled at night, when streets are empty.',
    ],
  ),
};
