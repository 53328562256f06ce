import { topic, type CatalogueGroup } from './types';
import { V } from './vehicles';

export const CARGO: CatalogueGroup = {
  key: 'cargo',
  root: '/gruzoperevozki/',
  allowed: ['/gruzoperevozki/'],
  name: { ru: 'Грузоперевозки', en: 'Freight transport' },
  lead: {
    ru: 'Перевозим грузы из Санкт-Петербурга по всей России: от одной коробки в сборной машине до отдельной фуры под погрузку в день заказа.',
    en: 'We carry freight from Saint Petersburg across Russia: from one box in a groupage truck to a dedicated semi-trailer loaded on the day you order.',
  },
  cityPages: 90,
  topics: [
    topic(
      'gazel',
      ['Грузоперевозки газелью', 'Freight by Gazelle van'],
      [
        'Газель подходит для небольших партий, мебели и доставки по городу и области. Машина подаётся за 2–3 часа, водитель помогает с креплением груза.',
        'A Gazelle suits small consignments, furniture and deliveries within the city and region. The van arrives in 2–3 hours and the driver helps to secure the load.',
      ],
      V.gazelle,
    ),
    topic(
      'fura',
      ['Грузоперевозки фурой', 'Freight by semi-trailer'],
      [
        'Фура берёт до 33 европаллет. Выгодна для полной загрузки на дальние расстояния: цена за километр ниже, чем у малых машин.',
        'A semi-trailer takes up to 33 euro pallets. It pays off for full loads over long distances: the price per kilometre is lower than for small trucks.',
      ],
      V.semi,
    ),
    topic(
      '5-tonn',
      ['Грузоперевозки 5-тонником', 'Freight by 5-tonne truck'],
      [
        'Средняя машина для партий от 2 до 5 тонн: стройматериалы, оборудование, товар для магазинов. Заезжает во дворы, куда фуре не проехать.',
        'A mid-size truck for 2 to 5 tonnes: building materials, equipment, shop stock. It gets into yards a semi-trailer cannot.',
      ],
      V.fiveTonne,
    ),
    topic(
      '10-tonn',
      ['Грузоперевозки 10-тонником', 'Freight by 10-tonne truck'],
      [
        'Для партий до 10 тонн и 20 паллет, когда фура избыточна. Боковая и верхняя погрузка по запросу.',
        'For up to 10 tonnes and 20 pallets when a semi-trailer is too much. Side and top loading on request.',
      ],
      V.tenTonne,
    ),
    topic(
      'srochnye',
      ['Срочные грузоперевозки', 'Urgent freight'],
      [
        'Машина выходит под погрузку в течение 3 часов после заказа, едет без перегрузов и попутных забоев. Водители сменяются в пути, чтобы не терять время.',
        'A truck is at your door within 3 hours of the order and drives without transhipment or extra stops. Drivers take turns on the way so no time is lost.',
      ],
      V.semi,
    ),
    topic(
      'mezhdugorodnie',
      ['Междугородние грузоперевозки', 'Intercity freight'],
      [
        'Рейсы между городами России на любые расстояния: маршрут, сроки и стоимость видны в калькуляторе до заказа.',
        'Runs between Russian cities over any distance: the route, time and price are shown in the calculator before you order.',
      ],
      V.semi,
    ),
    topic(
      'dlya-biznesa',
      ['Грузоперевозки для бизнеса', 'Freight for business'],
      [
        'Договор с компанией, отсрочка платежа, закрывающие документы с НДС и личный менеджер. Регулярные рейсы по графику.',
        'A contract with your company, deferred payment, VAT documents and a personal manager. Regular runs on a schedule.',
      ],
      V.tenTonne,
    ),
    topic(
      'dlya-marketplejsov',
      ['Доставка на склады маркетплейсов', 'Delivery to marketplace warehouses'],
      [
        'Привозим товар на склады маркетплейсов по их слотам: паллеты маркируем, документы оформляем по требованиям склада.',
        'We bring goods to marketplace warehouses in their time slots: pallets labelled and papers drawn up to the warehouse rules.',
      ],
      V.fiveTonne,
    ),
  ],
};

export const CAR_TRANSPORT: CatalogueGroup = {
  key: 'car-transport',
  root: '/avtomobilnye-perevozki/',
  allowed: ['/avtomobilnye-perevozki/'],
  name: { ru: 'Автомобильные перевозки', en: 'Road transport' },
  lead: {
    ru: 'Автомобильные перевозки грузов по России: подбираем машину под вес и объём, страхуем груз и сообщаем о каждом этапе пути.',
    en: 'Road freight across Russia: we match the truck to the weight and volume, insure the load and report every stage of the trip.',
  },
  cityPages: 50,
  topics: [
    topic(
      'otdelnoj-mashinoj',
      ['Перевозка отдельной машиной', 'Dedicated truck'],
      [
        'Машина работает только на ваш груз: грузим когда удобно, едем без перегрузок. Подходит для хрупкого и ценного.',
        'The truck carries only your load: loading when it suits you and no transhipment. Right for fragile and valuable goods.',
      ],
      V.tenTonne,
    ),
    topic(
      'tentovannye',
      ['Перевозки тентованными машинами', 'Curtain-side trucks'],
      [
        'Тент снимается сбоку и сверху — удобно грузить паллеты погрузчиком и длинномер краном.',
        'The curtain opens at the side and the top, so pallets go in by forklift and long items by crane.',
      ],
      V.semi,
    ),
    topic(
      'bortovye',
      ['Перевозки бортовыми машинами', 'Flatbed trucks'],
      [
        'Для металла, труб, плит и всего, что грузят краном. Крепим ремнями и цепями по схеме.',
        'For metal, pipes, slabs and anything lifted by crane. Secured with straps and chains to a plan.',
      ],
      V.flatbed,
    ),
    topic(
      'izotermicheskie',
      ['Перевозки изотермическими фургонами', 'Insulated vans'],
      [
        'Изотерм держит температуру без холодильной установки — для грузов, которые боятся перепадов, но не требуют заморозки.',
        'An insulated body keeps the temperature without a reefer unit, for goods that fear swings but need no freezing.',
      ],
      V.reefer,
    ),
    topic(
      'refrizheratornye',
      ['Рефрижераторные перевозки', 'Refrigerated transport'],
      [
        'Холодильная установка держит заданную температуру весь рейс; по запросу выдаём распечатку с термописца.',
        'The reefer unit holds the set temperature for the whole trip; a printout from the temperature logger on request.',
      ],
      V.reefer,
    ),
    topic(
      's-gidrobortom',
      ['Перевозки с гидробортом', 'Trucks with a tail-lift'],
      [
        'Гидроборт поднимает до 1,5 т — не нужен погрузчик на складе или у магазина.',
        'The tail-lift raises up to 1.5 t, so no forklift is needed at the warehouse or shop.',
      ],
      V.tail,
    ),
  ],
};

export const CONSOLIDATED: CatalogueGroup = {
  key: 'consolidated',
  root: '/dostavka-sbornyh-gruzov/',
  allowed: ['/dostavka-sbornyh-gruzov/'],
  name: { ru: 'Доставка сборных грузов', en: 'Consolidated cargo' },
  lead: {
    ru: 'Сборный груз едет в одной машине с другими — вы платите только за место, которое он занимает. Принимаем от одной коробки.',
    en: 'A consolidated load shares a truck with others, so you pay only for the space it takes. We accept anything from one box.',
  },
  cityPages: 60,
  topics: [
    topic(
      'korobki',
      ['Доставка коробок сборным грузом', 'Boxes as groupage'],
      [
        'Коробки от 1 кг: упаковываем в стретч, маркируем и везём до склада или до двери получателя.',
        'Boxes from 1 kg: stretch-wrapped, labelled and carried to the terminal or to the recipient’s door.',
      ],
      V.groupage,
    ),
    topic(
      'paletty',
      ['Доставка паллет сборным грузом', 'Pallets as groupage'],
      [
        'Паллета — самый выгодный формат сборного груза: быстрая перегрузка, меньше риск повреждений.',
        'A pallet is the cheapest groupage format: quick handling and less risk of damage.',
      ],
      V.groupage,
    ),
    topic(
      'negabarit',
      ['Сборные грузы нестандартных размеров', 'Odd-sized groupage'],
      [
        'Длинные и тяжёлые места до 6 м и 1,5 т везём в сборной машине с боковой загрузкой.',
        'Long and heavy pieces up to 6 m and 1.5 t travel in groupage trucks with side loading.',
      ],
      V.groupage,
    ),
    topic(
      's-obreshetkoj',
      ['Сборный груз с обрешёткой', 'Groupage with crating'],
      [
        'Деревянная обрешётка защищает стекло, технику и мебель. Делаем на складе при приёмке.',
        'A wooden crate protects glass, appliances and furniture. Built at the terminal when we receive the load.',
      ],
      V.groupage,
    ),
    topic(
      'ot-dveri-do-dveri',
      ['Сборный груз от двери до двери', 'Groupage door to door'],
      [
        'Заберём груз у отправителя и привезём получателю: вам не нужно ехать на терминал.',
        'We pick the load up from the sender and bring it to the recipient; nobody needs to visit a terminal.',
      ],
      V.groupage,
    ),
  ],
};

export const MOVING: CatalogueGroup = {
  key: 'moving',
  root: '/pereezd/',
  allowed: ['/pereezd/'],
  name: { ru: 'Переезд', en: 'Moving' },
  lead: {
    ru: 'Перевезём квартиру, офис или дачу в другой город: упакуем, разберём мебель, погрузим и соберём на месте.',
    en: 'We move flats, offices and country houses to another city: packing, taking furniture apart, loading and putting it together again.',
  },
  cityPages: 30,
  topics: [
    topic(
      'kvartirnyj',
      ['Квартирный переезд в другой город', 'Moving a flat to another city'],
      [
        'Опись вещей, упаковка в плёнку и картон, разборка шкафов и кроватей. Хрупкое — в отдельные коробки с пометкой.',
        'An inventory, film and cardboard packing, wardrobes and beds taken apart. Fragile items in separate marked boxes.',
      ],
      V.fiveTonne,
    ),
    topic(
      'ofisnyj',
      ['Офисный переезд', 'Office moving'],
      [
        'Переезжаем в выходные, чтобы офис не простаивал: компьютеры, документы и мебель маркируем по кабинетам.',
        'We move at weekends so the office keeps working: computers, files and furniture labelled by room.',
      ],
      V.tenTonne,
    ),
    topic(
      'dachnyj',
      ['Дачный переезд', 'Country house moving'],
      [
        'Вещи, садовая техника и мебель на дачу и обратно; машина с гидробортом для тяжёлого.',
        'Belongings, garden machinery and furniture to the country house and back; a tail-lift truck for heavy items.',
      ],
      V.gazelle,
    ),
    topic(
      'pianino',
      ['Перевозка пианино и роялей', 'Pianos and grand pianos'],
      [
        'Пианино везём стоя, на ремнях, в мягкой упаковке; грузчики с опытом работы с инструментами.',
        'A piano travels upright, strapped and padded; movers who have handled instruments before.',
      ],
      V.tail,
    ),
    topic(
      'mebeli',
      ['Перевозка мебели', 'Furniture'],
      [
        'Разбираем, упаковываем углы и фасады, собираем на новом месте. Стеклянные детали — в обрешётку.',
        'Taken apart, corners and fronts protected, assembled at the new place. Glass parts crated.',
      ],
      V.fiveTonne,
    ),
    topic(
      'veshchej',
      ['Перевозка личных вещей', 'Personal belongings'],
      [
        'Несколько коробок и чемоданов едут сборным грузом — это дешевле отдельной машины.',
        'A few boxes and suitcases go as groupage, which costs less than a truck of their own.',
      ],
      V.groupage,
    ),
  ],
};
