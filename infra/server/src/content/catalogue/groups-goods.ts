import { group, topic } from './types';
import { V } from './vehicles';

export const FOOD = group(
  'food',
  '/perevozka-produktov/',
  ['Перевозка продуктов', 'Food transport'],
  [
    'Продукты питания в изотермах и рефрижераторах с контролем температуры, санитарной обработкой кузова и документами для торговых сетей.',
    'Food in insulated and refrigerated trucks with temperature control, sanitised bodies and the papers retail chains ask for.',
  ],
  [
    topic(
      'zamorozhennyh',
      ['Перевозка замороженных продуктов', 'Frozen food'],
      [
        'Заморозку везём при −18 °C и ниже; установка включается за час до погрузки, чтобы кузов успел остыть.',
        'Frozen goods travel at −18 °C or colder; the unit starts an hour before loading so the body is cold.',
      ],
      V.reefer,
    ),
    topic(
      'ovoshchej-i-fruktov',
      ['Перевозка овощей и фруктов', 'Fruit and vegetables'],
      [
        'Для каждого вида свой режим: бананы +13 °C, яблоки +2 °C. Не смешиваем культуры, выделяющие этилен, с чувствительными.',
        'Each kind has its setting: bananas at +13 °C, apples at +2 °C. Ethylene producers never share a body with sensitive crops.',
      ],
      V.reefer,
    ),
    topic(
      'myasa',
      ['Перевозка мяса', 'Meat'],
      [
        'Охлаждённое мясо — от 0 до +4 °C, на крюках или в таре; кузов с санитарным паспортом.',
        'Chilled meat at 0 to +4 °C, hung or in crates; the body has a sanitary certificate.',
      ],
      V.reefer,
    ),
    topic(
      'ryby',
      ['Перевозка рыбы и морепродуктов', 'Fish and seafood'],
      [
        'Охлаждённая рыба во льду при 0…+2 °C, мороженая — при −18 °C. Кузов моем и дезинфицируем после каждого рейса.',
        'Chilled fish on ice at 0 to +2 °C, frozen at −18 °C. The body is washed and disinfected after every trip.',
      ],
      V.reefer,
    ),
    topic(
      'molochnoj-produktsii',
      ['Перевозка молочной продукции', 'Dairy products'],
      [
        'Молоко, сыры и йогурты при +2…+6 °C; короткие сроки годности — поэтому рейсы без перегрузов.',
        'Milk, cheese and yoghurt at +2 to +6 °C; short shelf lives, so runs without transhipment.',
      ],
      V.reefer,
    ),
    topic(
      'napitkov',
      ['Перевозка напитков', 'Drinks'],
      [
        'Вода и напитки в паллетах: следим за нагрузкой на оси и зимой включаем подогрев, чтобы бутылки не замёрзли.',
        'Water and drinks on pallets: we watch the axle loads and heat the body in winter so bottles do not freeze.',
      ],
      V.semi,
    ),
    topic(
      'konditerskih-izdelij',
      ['Перевозка кондитерских изделий', 'Confectionery'],
      [
        'Шоколад боится жары и влаги: держим +15…+18 °C и не ставим ярусы выше допустимого.',
        'Chocolate fears heat and damp: we hold +15 to +18 °C and never stack higher than allowed.',
      ],
      V.reefer,
    ),
    topic(
      'zerna',
      ['Перевозка зерна и круп', 'Grain and cereals'],
      [
        'Крупы и мука в мешках на паллетах, в сухом чистом кузове без посторонних запахов.',
        'Cereals and flour in bags on pallets, in a dry clean body free of odours.',
      ],
      V.semi,
    ),
    topic(
      'konservov',
      ['Перевозка консервов', 'Tinned food'],
      [
        'Консервы тяжёлые при малом объёме — подбираем машину по весу, а не по кубам.',
        'Tins are heavy for their volume, so the truck is chosen by weight rather than cubic metres.',
      ],
      V.tenTonne,
    ),
    topic(
      'yaits',
      ['Перевозка яиц', 'Eggs'],
      [
        'Яйца в прокладках на паллетах, плавный ход и температура +5…+10 °C.',
        'Eggs in trays on pallets, gentle driving and +5 to +10 °C.',
      ],
      V.reefer,
    ),
    topic(
      'sbornye-produkty',
      ['Сборные грузы продуктов', 'Groupage food'],
      [
        'Небольшие партии продуктов в сборных рефрижераторах по графику отправок.',
        'Small food consignments in groupage reefers on a fixed schedule.',
      ],
      V.groupage,
    ),
    topic(
      'dlya-setej',
      ['Доставка продуктов в торговые сети', 'Food to retail chains'],
      [
        'Привозим в окно приёмки распределительного центра, с ветеринарными документами и маркировкой.',
        'Delivered in the distribution centre’s receiving window, with veterinary papers and labelling.',
      ],
      V.reefer,
    ),
  ],
);

export const EQUIPMENT = group(
  'equipment',
  '/perevozka-oborudovaniya/',
  ['Перевозка оборудования', 'Equipment transport'],
  [
    'Промышленное, торговое, медицинское и офисное оборудование: упаковка, крепление по схеме и страхование на полную стоимость.',
    'Industrial, retail, medical and office equipment: packing, securing to a plan and insurance for the full value.',
  ],
  [
    topic(
      'promyshlennogo',
      ['Перевозка промышленного оборудования', 'Industrial equipment'],
      [
        'Станки и линии снимаем с фундамента, крепим цепями, тяжёлое грузим краном или домкратами.',
        'Machines and lines come off their foundations, are chained down, and heavy parts go by crane or jacks.',
      ],
      V.flatbed,
    ),
    topic(
      'torgovogo',
      ['Перевозка торгового оборудования', 'Retail equipment'],
      [
        'Стеллажи, витрины и кассовые модули — разборка, упаковка стекла и сборка в новом магазине.',
        'Shelving, display cases and checkouts: dismantling, glass packing and assembly in the new shop.',
      ],
      V.fiveTonne,
    ),
    topic(
      'meditsinskogo',
      ['Перевозка медицинского оборудования', 'Medical equipment'],
      [
        'Томографы и анализаторы едут в кузове с климат-контролем на пневмоподвеске, без тряски.',
        'Scanners and analysers travel in climate-controlled bodies on air suspension, without jolts.',
      ],
      V.tail,
    ),
    topic(
      'ofisnogo',
      ['Перевозка офисной техники', 'Office equipment'],
      [
        'Компьютеры, принтеры и серверы в оригинальных коробках или в антистатической упаковке.',
        'Computers, printers and servers in their original boxes or antistatic packing.',
      ],
      V.gazelle,
    ),
    topic(
      'stankov',
      ['Перевозка станков', 'Machine tools'],
      [
        'Станок крепим за рамные точки, шпиндель фиксируем; масло сливаем, если этого требует производитель.',
        'The machine is fixed at its frame points and the spindle locked; oil drained if the maker requires it.',
      ],
      V.flatbed,
    ),
    topic(
      'holodilnogo',
      ['Перевозка холодильного оборудования', 'Refrigeration equipment'],
      [
        'Холодильники и камеры везём только стоя, чтобы масло не попало в контур.',
        'Fridges and cold rooms travel upright only, so oil stays out of the circuit.',
      ],
      V.fiveTonne,
    ),
    topic(
      'serverov',
      ['Перевозка серверного оборудования', 'Server equipment'],
      [
        'Стойки — в амортизирующих кейсах, с пломбой и фотофиксацией при погрузке и выгрузке.',
        'Racks in shock-absorbing cases, sealed and photographed at loading and unloading.',
      ],
      V.tail,
    ),
    topic(
      'generatorov',
      ['Перевозка генераторов и компрессоров', 'Generators and compressors'],
      [
        'Тяжёлые агрегаты на раме — кран-манипулятор и бортовая машина, топливо сливаем.',
        'Heavy units on frames go by crane truck and flatbed, with the fuel drained.',
      ],
      V.flatbed,
    ),
    topic(
      'stroitelnogo',
      ['Перевозка строительного оборудования', 'Construction equipment'],
      [
        'Леса, опалубка, бетономешалки — на объект и обратно, в одну машину или рейсами по графику.',
        'Scaffolding, formwork and mixers to the site and back, in one truck or on scheduled runs.',
      ],
      V.tenTonne,
    ),
    topic(
      'restorannogo',
      ['Перевозка ресторанного оборудования', 'Catering equipment'],
      [
        'Плиты, печи и посудомоечные машины из нержавейки защищаем от царапин плёнкой и картоном.',
        'Stainless cookers, ovens and dishwashers protected from scratches with film and cardboard.',
      ],
      V.fiveTonne,
    ),
    topic(
      'laboratornogo',
      ['Перевозка лабораторного оборудования', 'Laboratory equipment'],
      [
        'Чувствительные приборы — в ящиках с индикаторами удара и наклона.',
        'Sensitive instruments in crates with shock and tilt indicators.',
      ],
      V.tail,
    ),
    topic(
      'sportivnogo',
      ['Перевозка спортивного оборудования', 'Sports equipment'],
      [
        'Тренажёры разбираем по инструкции, мелкие детали пакуем и подписываем.',
        'Gym machines dismantled to the manual, small parts bagged and labelled.',
      ],
      V.fiveTonne,
    ),
  ],
);

export const MACHINERY = group(
  'machinery',
  '/perevozka-tekhniki/',
  ['Перевозка техники', 'Machinery and vehicles'],
  [
    'Спецтехника, сельхозмашины, автомобили и бытовая техника: подбираем трал или эвакуатор, оформляем разрешения на негабарит.',
    'Construction and farm machinery, cars and appliances: we pick a low-bed or a car carrier and obtain oversize permits.',
  ],
  [
    topic(
      'spetstekhniki',
      ['Перевозка спецтехники', 'Construction machinery'],
      [
        'Экскаваторы и погрузчики заезжают на трал своим ходом; крепим за штатные проушины.',
        'Excavators and loaders drive onto the low-bed themselves and are chained at their lashing points.',
      ],
      V.lowbed,
    ),
    topic(
      'selkhoztekhniki',
      ['Перевозка сельхозтехники', 'Farm machinery'],
      [
        'Комбайны и тракторы — с демонтажом жатки, по согласованному маршруту.',
        'Combines and tractors with the header removed, on an agreed route.',
      ],
      V.lowbed,
    ),
    topic(
      'bytovoj-tekhniki',
      ['Перевозка бытовой техники', 'Household appliances'],
      [
        'Стиральные машины с транспортными болтами, холодильники стоя, телевизоры в коробках.',
        'Washers with their transit bolts, fridges upright, televisions boxed.',
      ],
      V.gazelle,
    ),
    topic(
      'stroitelnoj-tekhniki',
      ['Перевозка строительной техники', 'Building machinery'],
      [
        'Катки, бульдозеры, краны — с сопровождением, если ширина больше 3,5 м.',
        'Rollers, bulldozers and cranes, with an escort when wider than 3.5 m.',
      ],
      V.lowbed,
    ),
    topic(
      'skladskoj-tekhniki',
      ['Перевозка складской техники', 'Warehouse machinery'],
      [
        'Погрузчики и штабелёры: аккумуляторы отключаем, вилы фиксируем.',
        'Forklifts and stackers: batteries disconnected, forks secured.',
      ],
      V.flatbed,
    ),
  ],
  ['/perevozka-tekhniki/', '/perevozka-transporta/'],
);

export const VEHICLES = group(
  'vehicles',
  '/perevozka-transporta/',
  ['Перевозка транспорта', 'Vehicle transport'],
  [
    'Автомобили, мотоциклы, катера и прицепы между городами: эвакуатор, автовоз или закрытый кузов.',
    'Cars, motorcycles, boats and trailers between cities: a recovery truck, a car carrier or a closed body.',
  ],
  [
    topic(
      'avtomobilej',
      ['Перевозка автомобилей', 'Cars'],
      [
        'Легковой автомобиль на автовозе или эвакуаторе: фиксация колёс, осмотр и фото при погрузке.',
        'A car on a carrier or a recovery truck: wheels strapped, inspected and photographed at loading.',
      ],
      V.flatbed,
    ),
    topic(
      'mototsiklov',
      ['Перевозка мотоциклов', 'Motorcycles'],
      [
        'Мотоцикл в закрытом фургоне на упоре для колеса, с мягкими стяжками.',
        'A motorcycle in a closed van in a wheel chock, with soft tie-downs.',
      ],
      V.gazelle,
    ),
    topic(
      'katerov',
      ['Перевозка катеров и лодок', 'Boats'],
      [
        'Лодку везём на её прицепе или ложементах, с учётом высоты под мостами.',
        'A boat travels on its trailer or cradles, with bridge heights checked.',
      ],
      V.lowbed,
    ),
    topic(
      'avtobusov',
      ['Перевозка автобусов', 'Buses'],
      [
        'Автобусы и микроавтобусы — на трале, когда перегон своим ходом невозможен.',
        'Buses and minibuses on a low-bed when they cannot be driven.',
      ],
      V.lowbed,
    ),
    topic(
      'gruzovikov',
      ['Перевозка грузовиков', 'Lorries'],
      [
        'Грузовик без хода — трал и лебёдка; с ходом — заезд по аппарелям.',
        'A lorry that cannot run goes up by winch; one that runs drives up the ramps.',
      ],
      V.lowbed,
    ),
    topic(
      'pritsepov',
      ['Перевозка прицепов', 'Trailers'],
      [
        'Прицепы и дома на колёсах — на платформе, с фиксацией дышла.',
        'Trailers and caravans on a platform with the drawbar secured.',
      ],
      V.flatbed,
    ),
    topic(
      'kvadrotsiklov',
      ['Перевозка квадроциклов и снегоходов', 'Quad bikes and snowmobiles'],
      [
        'Компактная техника едет сборным грузом в обрешётке — дешевле эвакуатора.',
        'Small machines travel as crated groupage, cheaper than a recovery truck.',
      ],
      V.groupage,
    ),
  ],
);

export const METAL = group(
  'metal',
  '/perevozka-metalla/',
  ['Перевозка металла', 'Metal transport'],
  [
    'Металлопрокат, трубы и конструкции: бортовые машины и длинномеры, крепление по схеме, погрузка краном.',
    'Rolled metal, pipes and structures: flatbeds and long trailers, securing to a plan, crane loading.',
  ],
  [
    topic(
      'metalloprokata',
      ['Перевозка металлопроката', 'Rolled metal'],
      [
        'Лист, уголок и швеллер на прокладках, пакеты стянуты и закреплены от смещения.',
        'Sheet, angle and channel on spacers, bundles strapped against shifting.',
      ],
      V.flatbed,
    ),
    topic(
      'trub',
      ['Перевозка труб', 'Pipes'],
      [
        'Трубы до 13,6 м, торцы закрываем заглушками, ряды разделяем брусом.',
        'Pipes up to 13.6 m, ends capped, rows separated with timber.',
      ],
      V.flatbed,
    ),
    topic(
      'armatury',
      ['Перевозка арматуры', 'Rebar'],
      [
        'Арматура в бухтах и прутках: бухты — на ложементы, прутки — пакетами по 2–3 т.',
        'Rebar in coils and bars: coils on cradles, bars in 2–3 t bundles.',
      ],
      V.flatbed,
    ),
    topic(
      'metallokonstruktsij',
      ['Перевозка металлоконструкций', 'Steel structures'],
      [
        'Фермы и балки нестандартной длины — с согласованием маршрута и сопровождением.',
        'Trusses and beams of unusual length, with an agreed route and an escort.',
      ],
      V.lowbed,
    ),
    topic(
      'rulonov',
      ['Перевозка рулонного металла', 'Steel coils'],
      [
        'Рулоны до 25 т в коильвелле или на ложементах, крепление цепями.',
        'Coils up to 25 t in a coil well or on cradles, chained down.',
      ],
      V.semi,
    ),
    topic(
      'loma',
      ['Перевозка металлолома', 'Scrap metal'],
      [
        'Лом в самосвалах и ломовозах, с взвешиванием на выезде и актом.',
        'Scrap in tippers and scrap trucks, weighed on the way out with a certificate.',
      ],
      V.semi,
    ),
    topic(
      'tsvetnogo',
      ['Перевозка цветного металла', 'Non-ferrous metal'],
      [
        'Медь и алюминий — с охраной и пломбировкой кузова.',
        'Copper and aluminium under guard with a sealed body.',
      ],
      V.tenTonne,
    ),
    topic(
      'profnastila',
      ['Перевозка профнастила', 'Profiled sheets'],
      [
        'Листы до 12 м на жёстком основании, чтобы не погнуть волну.',
        'Sheets up to 12 m on a rigid base so the profile does not bend.',
      ],
      V.flatbed,
    ),
  ],
);
