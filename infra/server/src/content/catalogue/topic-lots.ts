/**
 * The typical lot of a catalogue topic, priced on its page instead of the group's general shipment
 * (content service, `cataloguePage`): what a shipper of that cargo usually sends, as the calculator
 * would be asked for it. Groupage lots are pieces of one size (the engine charges the greater of
 * the weight and the volume weight); a vehicle lot goes on the fleet's smallest vehicle of at
 * least `capacityKg` (by default the lot's weight), as the topic's text describes it. Keyed
 * `group/topic`; a topic without a lot keeps its group's shipment (TOPIC_SHIPMENTS, GROUP_SHIPMENTS).
 */
import type { Localized } from '@dostavka/shared-kernel/domain';

export interface GroupageLot {
  way: 'groupage';
  name: Localized<string>;
  pieces: number;
  pieceKg: number;
  /** One piece, cm: length, width, height. */
  cm: readonly [number, number, number];
}

export interface VehicleLot {
  way: 'vehicle';
  name: Localized<string>;
  weightKg: number;
  /** The smallest capacity that carries it (its length or a crane may need more than its weight). */
  capacityKg: number;
}

export type TopicLot = GroupageLot | VehicleLot;

const groupage = (
  [ru, en]: [string, string],
  pieces: number,
  pieceKg: number,
  cm: [number, number, number],
): GroupageLot => ({ way: 'groupage', name: { ru, en }, pieces, pieceKg, cm });

const vehicle = ([ru, en]: [string, string], weightKg: number, capacityKg = weightKg): VehicleLot => ({
  way: 'vehicle',
  name: { ru, en },
  weightKg,
  capacityKg,
});

export const TOPIC_LOTS: Readonly<Record<string, TopicLot>> = {
  'consolidated/korobki': groupage(['Пять коробок', 'Five cartons'], 5, 15, [60, 40, 40]),
  'consolidated/paletty': groupage(['Европаллета', 'A Euro pallet'], 1, 400, [120, 80, 150]),
  'consolidated/negabarit': groupage(
    ['Пачка труб длиной 6 м', 'A bundle of 6 m pipes'],
    1,
    300,
    [600, 40, 40],
  ),
  'consolidated/s-obreshetkoj': groupage(['Станок в обрешётке', 'A crated machine'], 1, 250, [100, 80, 120]),
  'consolidated/ot-dveri-do-dveri': groupage(['Три коробки', 'Three cartons'], 3, 8, [50, 40, 30]),

  'equipment/promyshlennogo': vehicle(
    ['Промышленная установка на раме', 'An industrial unit on its frame'],
    8000,
  ),
  'equipment/torgovogo': groupage(
    ['Стеллажи и витрины магазина', 'Shop shelving and displays'],
    6,
    120,
    [200, 80, 120],
  ),
  'equipment/meditsinskogo': groupage(
    ['Аппарат УЗИ в ящике', 'An ultrasound scanner in its case'],
    1,
    180,
    [120, 80, 150],
  ),
  'equipment/ofisnogo': groupage(
    ['Мебель и техника офиса', 'Office furniture and equipment'],
    12,
    25,
    [80, 60, 60],
  ),
  'equipment/stankov': vehicle(['Токарный станок', 'A lathe'], 4500),
  'equipment/holodilnogo': groupage(
    ['Две холодильные витрины', 'Two refrigerated display cases'],
    2,
    250,
    [200, 90, 130],
  ),
  'equipment/serverov': groupage(['Серверная стойка 42U', 'A 42U server rack'], 1, 320, [120, 60, 205]),
  'equipment/generatorov': vehicle(['Дизель-генератор 100 кВт', 'A 100 kW diesel generator'], 2200),
  'equipment/stroitelnogo': vehicle(
    ['Леса, бетономешалка и опалубка', 'Scaffolding, a mixer and formwork'],
    7000,
  ),
  'equipment/restorannogo': groupage(
    ['Плита, пароконвектомат и мойка', 'A range, a combi oven and a sink'],
    4,
    150,
    [120, 90, 110],
  ),
  'equipment/laboratornogo': groupage(
    ['Вытяжной шкаф и приборы', 'A fume cupboard and instruments'],
    3,
    90,
    [100, 70, 120],
  ),
  'equipment/sportivnogo': groupage(['Пять тренажёров', 'Five exercise machines'], 5, 110, [200, 90, 150]),

  'vehicles/avtomobilej': vehicle(['Легковой автомобиль', 'A passenger car'], 1600, 3000),
  'vehicles/mototsiklov': groupage(['Мотоцикл в обрешётке', 'A crated motorcycle'], 1, 260, [220, 90, 130]),
  'vehicles/katerov': vehicle(['Катер на прицепе', 'A motor boat on its trailer'], 3500),
  'vehicles/avtobusov': vehicle(['Автобус', 'A bus'], 11_000),
  'vehicles/gruzovikov': vehicle(['Грузовик 8 т', 'An 8 t truck'], 8000),
  // A 7 m motorhome needs the 8 m deck of a 10 t truck.
  'vehicles/pritsepov': vehicle(['Автодом', 'A motorhome'], 3500, 10_000),
  'vehicles/kvadrotsiklov': groupage(
    ['Квадроцикл в обрешётке', 'A crated quad bike'],
    1,
    380,
    [210, 120, 130],
  ),

  'building-materials/kirpicha': vehicle(['Кирпич, 8 поддонов', 'Bricks, 8 pallets'], 9600),
  'building-materials/tsementa': vehicle(['Цемент в мешках', 'Bagged cement'], 20_000),
  'building-materials/piloramy': vehicle(['Брус и доска, 12 м³', 'Beams and boards, 12 m³'], 6000),
  'building-materials/gipsokartona': groupage(
    ['Гипсокартон, 2 пачки', 'Plasterboard, 2 packs'],
    2,
    900,
    [250, 120, 60],
  ),
  'building-materials/plitki': groupage(['Плитка, 3 поддона', 'Tiles, 3 pallets'], 3, 800, [120, 80, 80]),
  'building-materials/utepliteley': groupage(
    ['Утеплитель, 40 упаковок', 'Insulation, 40 packs'],
    40,
    15,
    [120, 60, 60],
  ),
  'building-materials/zhbi': vehicle(['Плиты перекрытия', 'Floor slabs'], 18_000),
  'building-materials/stekla': groupage(
    ['Стекло на пирамиде', 'Glass on an A-frame'],
    1,
    1200,
    [250, 100, 200],
  ),
  'building-materials/krovli': vehicle(['Металлочерепица', 'Metal roof tiles'], 2500),
  'building-materials/sukhih-smesej': groupage(
    ['Сухие смеси, 2 поддона', 'Dry mixes, 2 pallets'],
    2,
    1000,
    [120, 80, 120],
  ),
  'building-materials/blokov': vehicle(['Газобетон, 5 поддонов', 'Aerated blocks, 5 pallets'], 4500),
  'building-materials/na-obekt': vehicle(['Материалы на объект', 'Materials for a site'], 2500),

  'household-goods/odezhdy': groupage(['Одежда, 20 коробок', 'Clothing, 20 cartons'], 20, 12, [60, 40, 40]),
  'household-goods/bytovoj-himii': groupage(
    ['Бытовая химия, 2 поддона', 'Household chemicals, 2 pallets'],
    2,
    450,
    [120, 80, 140],
  ),
  'household-goods/kosmetiki': groupage(
    ['Косметика, 15 коробок', 'Cosmetics, 15 cartons'],
    15,
    10,
    [50, 40, 30],
  ),
  'household-goods/igrushek': groupage(['Игрушки, 30 коробок', 'Toys, 30 cartons'], 30, 6, [60, 40, 50]),
  'household-goods/posudy': groupage(['Посуда, поддон', 'Tableware, a pallet'], 1, 350, [120, 80, 120]),
  'household-goods/tekstilya': groupage(['Текстиль, 10 тюков', 'Textiles, 10 bales'], 10, 40, [100, 60, 50]),
  'household-goods/elektroniki': groupage(
    ['Бытовая техника, 8 мест', 'Appliances, 8 pieces'],
    8,
    45,
    [70, 60, 90],
  ),
  'household-goods/knig': groupage(['Книги, поддон', 'Books, a pallet'], 1, 700, [120, 80, 100]),
  'household-goods/mebeli-dlya-magazinov': vehicle(
    ['Прилавки и стеллажи магазина', 'Shop counters and racks'],
    2000,
  ),
  'household-goods/zootovarov': groupage(['Корм, 2 поддона', 'Pet food, 2 pallets'], 2, 600, [120, 80, 110]),

  'machinery/spetstekhniki': vehicle(['Экскаватор-погрузчик', 'A backhoe loader'], 8500),
  'machinery/selkhoztekhniki': vehicle(['Колёсный трактор', 'A wheeled tractor'], 4000),
  'machinery/bytovoj-tekhniki': groupage(
    ['Холодильник и стиральная машина', 'A fridge and a washing machine'],
    2,
    80,
    [70, 70, 185],
  ),
  'machinery/stroitelnoj-tekhniki': vehicle(['Гусеничный экскаватор', 'A crawler excavator'], 20_000),
  'machinery/skladskoj-tekhniki': vehicle(['Вилочный погрузчик', 'A forklift truck'], 2800),

  'buildings/bytovok': vehicle(['Бытовка 6×2,4 м', 'A 6×2.4 m site cabin'], 3000, 10_000),
  'buildings/modulnyh-zdanij': vehicle(['Модуль здания 12 м', 'A 12 m building module'], 9000, 20_000),
  'buildings/kioskov': vehicle(['Торговый павильон', 'A retail kiosk'], 4000, 10_000),
  'buildings/angarov': vehicle(['Разобранный ангар', 'A dismantled hangar'], 15_000),
  'buildings/garazhej': vehicle(['Металлический гараж', 'A steel garage'], 1200, 5000),
  'buildings/domov': vehicle(['Домокомплект', 'A house kit'], 12_000),

  'metal/trub': vehicle(['Трубы длиной 12 м', '12 m pipes'], 9000, 20_000),
  'metal/metallokonstruktsij': vehicle(['Фермы и колонны', 'Trusses and columns'], 14_000),
  'metal/loma': vehicle(['Лом чёрных металлов', 'Ferrous scrap'], 10_000),
  'metal/tsvetnogo': groupage(
    ['Цветной металл в биг-бэгах', 'Non-ferrous metal in big bags'],
    2,
    800,
    [100, 100, 100],
  ),
  'metal/profnastila': vehicle(['Профнастил длиной 6 м', '6 m profiled sheet'], 4000),

  'food/napitkov': vehicle(['Напитки, 18 паллет', 'Drinks, 18 pallets'], 10_000),
  'food/konservov': vehicle(['Консервы, 12 паллет', 'Tinned food, 12 pallets'], 8000),
  'food/sbornye-produkty': groupage(['Продукты, 2 паллеты', 'Groceries, 2 pallets'], 2, 400, [120, 80, 150]),
};

/** The lot of the catalogue page at `url` in group `groupKey`; null for a page without one. */
export function topicLot(groupKey: string, url: string): TopicLot | null {
  const topic = url.split('/').filter(Boolean)[1];
  return (topic && TOPIC_LOTS[`${groupKey}/${topic}`]) || null;
}
