import { group, topic } from './types';
import { V } from './vehicles';

export const BUILDING_MATERIALS = group(
  'building-materials',
  '/perevozka-strojmaterialov/',
  ['Перевозка стройматериалов', 'Building materials'],
  [
    'Доставка строительных материалов на объект: от нескольких паллет до полной фуры, с разгрузкой манипулятором.',
    'Building materials to the site: from a few pallets to a full semi-trailer, unloaded by crane truck.',
  ],
  [
    topic(
      'kirpicha',
      ['Перевозка кирпича', 'Bricks'],
      [
        'Кирпич на поддонах, обтянутых плёнкой; считаем нагрузку на оси — полный поддон весит до 1,2 т.',
        'Bricks on film-wrapped pallets; axle loads counted, as a full pallet weighs up to 1.2 t.',
      ],
      V.flatbed,
    ),
    topic(
      'tsementa',
      ['Перевозка цемента', 'Cement'],
      [
        'Цемент в мешках боится влаги — только тентованный сухой кузов.',
        'Bagged cement fears damp, so only a dry curtain-side body.',
      ],
      V.semi,
    ),
    topic(
      'piloramy',
      ['Перевозка пиломатериалов', 'Timber'],
      [
        'Доска и брус пакетами, длиной до 6 м в борт и до 12 м на длинномере.',
        'Boards and beams in bundles, up to 6 m on a flatbed and 12 m on a long trailer.',
      ],
      V.flatbed,
    ),
    topic(
      'gipsokartona',
      ['Перевозка гипсокартона', 'Plasterboard'],
      [
        'Листы лежат плашмя на ровном основании, защищены от влаги.',
        'Sheets lie flat on an even base, protected from damp.',
      ],
      V.semi,
    ),
    topic(
      'plitki',
      ['Перевозка плитки и керамогранита', 'Tiles'],
      [
        'Плитка в коробках на паллетах, углы защищены, без штабелирования поверх.',
        'Boxed tiles on pallets, corners protected, nothing stacked on top.',
      ],
      V.tenTonne,
    ),
    topic(
      'utepliteley',
      ['Перевозка утеплителя', 'Insulation'],
      [
        'Лёгкий объёмный груз: считаем по кубам, берём высокий кузов 120 м³.',
        'Light and bulky: priced by volume, carried in a tall 120 m³ body.',
      ],
      V.semi,
    ),
    topic(
      'zhbi',
      ['Перевозка ЖБИ', 'Reinforced concrete'],
      [
        'Плиты, кольца и блоки — бортовая машина и кран-манипулятор.',
        'Slabs, rings and blocks on a flatbed with a crane truck.',
      ],
      V.flatbed,
    ),
    topic(
      'stekla',
      ['Перевозка стекла и стеклопакетов', 'Glass and windows'],
      [
        'Стеклопакеты на пирамидах, вертикально, с мягкими прокладками.',
        'Glazing units upright on A-frames with soft spacers.',
      ],
      V.tenTonne,
    ),
    topic(
      'krovli',
      ['Перевозка кровельных материалов', 'Roofing'],
      [
        'Металлочерепица и мягкая кровля в пачках, с защитой покрытия.',
        'Metal tiles and roll roofing in packs with their finish protected.',
      ],
      V.flatbed,
    ),
    topic(
      'sukhih-smesej',
      ['Перевозка сухих смесей', 'Dry mixes'],
      [
        'Смеси в мешках по 25–50 кг на поддонах, в сухом кузове с гидробортом.',
        'Mixes in 25–50 kg bags on pallets, in a dry body with a tail-lift.',
      ],
      V.tail,
    ),
    topic(
      'blokov',
      ['Перевозка газобетонных блоков', 'Aerated concrete blocks'],
      [
        'Блоки хрупкие на сколах: поддоны стягиваем и не допускаем смещения в пути.',
        'Blocks chip easily: pallets are strapped so nothing shifts on the way.',
      ],
      V.flatbed,
    ),
    topic(
      'na-obekt',
      ['Доставка стройматериалов на объект', 'Materials to the building site'],
      [
        'Привозим по графику стройки, разгружаем манипулятором на перекрытие или в зону складирования.',
        'Delivered on the site’s schedule and craned onto the floor slab or into the storage area.',
      ],
      V.flatbed,
    ),
  ],
);

export const HOUSEHOLD_GOODS = group(
  'household-goods',
  '/perevozka-tnp/',
  ['Перевозка товаров народного потребления', 'Consumer goods'],
  [
    'Товары народного потребления для магазинов, складов и маркетплейсов: паллетная и коробочная доставка по графику.',
    'Consumer goods for shops, warehouses and marketplaces: pallet and parcel deliveries on a schedule.',
  ],
  [
    topic(
      'odezhdy',
      ['Перевозка одежды и обуви', 'Clothing and footwear'],
      [
        'Одежда в коробах или на вешалах в фургоне с перекладинами — без складок.',
        'Clothes in cartons or hanging in a van with rails, arriving unwrinkled.',
      ],
      V.fiveTonne,
    ),
    topic(
      'bytovoj-himii',
      ['Перевозка бытовой химии', 'Household chemicals'],
      [
        'Химию не ставим вместе с продуктами; протечки исключаем плёнкой и поддонами с бортом.',
        'Chemicals never share space with food; leaks contained with film and rimmed pallets.',
      ],
      V.tenTonne,
    ),
    topic(
      'kosmetiki',
      ['Перевозка косметики', 'Cosmetics'],
      [
        'Кремы и парфюмерия боятся мороза и жары — зимой и летом везём в изотерме.',
        'Creams and perfume fear frost and heat, so winter and summer they go insulated.',
      ],
      V.reefer,
    ),
    topic(
      'igrushek',
      ['Перевозка игрушек', 'Toys'],
      [
        'Сезонные поставки к праздникам — бронируем машины заранее.',
        'Seasonal deliveries before holidays, with trucks booked ahead.',
      ],
      V.fiveTonne,
    ),
    topic(
      'posudy',
      ['Перевозка посуды', 'Tableware'],
      [
        'Стекло и фарфор — в коробах с перегородками, маркировка «Хрупкое».',
        'Glass and china in divided cartons marked fragile.',
      ],
      V.fiveTonne,
    ),
    topic(
      'tekstilya',
      ['Перевозка текстиля', 'Textiles'],
      [
        'Рулоны ткани и постельное бельё — лёгкий объёмный груз в высоком кузове.',
        'Rolls of cloth and bedding: light, bulky loads in a tall body.',
      ],
      V.semi,
    ),
    topic(
      'elektroniki',
      ['Перевозка электроники', 'Electronics'],
      [
        'Телефоны и ноутбуки — с пломбой, охраняемой стоянкой и страхованием на полную стоимость.',
        'Phones and laptops under seal, with guarded parking and full-value insurance.',
      ],
      V.tail,
    ),
    topic(
      'knig',
      ['Перевозка книг и полиграфии', 'Books and print'],
      [
        'Тиражи из типографии на паллетах, в сухом кузове.',
        'Print runs from the printer on pallets in a dry body.',
      ],
      V.tenTonne,
    ),
    topic(
      'mebeli-dlya-magazinov',
      ['Доставка мебели в магазины', 'Furniture to shops'],
      [
        'Корпусная мебель в заводской упаковке, погрузка без кантования.',
        'Flat-pack furniture in factory packing, loaded without tipping.',
      ],
      V.semi,
    ),
    topic(
      'zootovarov',
      ['Перевозка зоотоваров', 'Pet supplies'],
      [
        'Корма и наполнители — тяжёлые мешки, считаем по весу и ставим нижним ярусом.',
        'Feed and litter are heavy bags, priced by weight and stacked at the bottom.',
      ],
      V.tenTonne,
    ),
  ],
);

export const BUILDINGS = group(
  'buildings',
  '/perevozka-zdanij-i-sooruzhenij/',
  ['Перевозка зданий и сооружений', 'Buildings and structures'],
  [
    'Модульные здания, бытовки, киоски и сборные конструкции: трал, кран и разрешения на негабаритный груз.',
    'Modular buildings, site cabins, kiosks and prefabricated structures: low-bed, crane and oversize permits.',
  ],
  [
    topic(
      'bytovok',
      ['Перевозка бытовок', 'Site cabins'],
      [
        'Бытовку до 6 м везём на длинномере с манипулятором — погрузим и установим сами.',
        'A cabin up to 6 m rides a long truck with a crane; we load it and set it down ourselves.',
      ],
      V.flatbed,
    ),
    topic(
      'modulnyh-zdanij',
      ['Перевозка модульных зданий', 'Modular buildings'],
      [
        'Модули шириной до 3,5 м — без сопровождения; шире — с прикрытием и согласованием маршрута.',
        'Modules up to 3.5 m wide need no escort; wider ones get an escort and an agreed route.',
      ],
      V.lowbed,
    ),
    topic(
      'kioskov',
      ['Перевозка киосков и павильонов', 'Kiosks and pavilions'],
      [
        'Павильоны перевозим целиком, со стёклами, закреплёнными изнутри.',
        'Pavilions travel whole, with the glass braced from inside.',
      ],
      V.lowbed,
    ),
    topic(
      'angarov',
      ['Перевозка ангаров', 'Hangars'],
      [
        'Каркасы ангаров разбираем и маркируем, тент и панели упаковываем отдельно.',
        'Hangar frames are dismantled and labelled, membranes and panels packed separately.',
      ],
      V.semi,
    ),
    topic(
      'garazhej',
      ['Перевозка гаражей', 'Garages'],
      [
        'Металлический гараж — целиком краном на трал или в разобранном виде бортовой машиной.',
        'A steel garage goes whole by crane onto a low-bed, or dismantled on a flatbed.',
      ],
      V.lowbed,
    ),
    topic(
      'domov',
      ['Перевозка деревянных домов и бань', 'Timber houses and saunas'],
      [
        'Срубы перевозим по брёвнам с маркировкой, бани-бочки — целиком.',
        'Log houses go log by log with markings, barrel saunas whole.',
      ],
      V.lowbed,
    ),
  ],
);
