/** Vehicle phrases the catalogue texts share (the fleet of the about pages, in words). */
export const V = {
  gazelle: ['газель: до 1,5 т и 9–16 м³', 'a Gazelle van: up to 1.5 t and 9–16 m³'],
  fiveTonne: ['5-тонник: до 5 т и 36 м³', 'a 5-tonne truck: up to 5 t and 36 m³'],
  tenTonne: ['10-тонник: до 10 т и 45–54 м³', 'a 10-tonne truck: up to 10 t and 45–54 m³'],
  semi: ['фура: до 20 т и 82–92 м³', 'a semi-trailer: up to 20 t and 82–92 m³'],
  reefer: [
    'рефрижератор или изотерм с температурой от −20 до +15 °C',
    'a reefer or insulated body, −20 to +15 °C',
  ],
  flatbed: ['бортовой полуприцеп с кониками и ремнями', 'a flatbed semi-trailer with stakes and straps'],
  lowbed: ['трал — низкорамный полуприцеп до 60 т', 'a low-bed trailer for up to 60 t'],
  tail: ['машина с гидробортом', 'a truck with a tail-lift'],
  groupage: [
    'место в сборной машине, оплата за объём и вес',
    'space in a groupage truck, paid by volume and weight',
  ],
} as const satisfies Record<string, [string, string]>;

/**
 * What each vehicle phrase means in the fleet's figures (db/seed/tariffs/fleet.ts), for a topic
 * page's "which vehicle" section: sizes, payload and how it loads.
 */
export const VEHICLE_DETAILS: Readonly<Record<keyof typeof V, readonly [string, string]>> = {
  gazelle: [
    'Кузов 3,0×2,0×1,8 м, удлинённый — до 4,2 м; четыре европаллеты, погрузка сзади или сбоку, по запросу гидроборт. Без пропуска въезжает в центр Москвы и Санкт-Петербурга.',
    'The body is 3.0×2.0×1.8 m, or up to 4.2 m long; four Euro pallets, rear or side loading, a tail-lift on request. It enters central Moscow and Saint Petersburg without a permit.',
  ],
  fiveTonne: [
    'Кузов 6,0×2,45×2,3 м на 15 европаллет, тент или фургон, часто с гидробортом; заезжает во дворы и на площадки, куда не пройдёт фура.',
    'A 6.0×2.45×2.3 m body for 15 Euro pallets, curtain-sider or box, often with a tail-lift; it gets into yards and sites a semi-trailer cannot reach.',
  ],
  tenTonne: [
    'Кузов длиной 8 м на 18 европаллет, тент с боковой и верхней погрузкой или бортовая платформа; гидроборт у части машин.',
    'An 8 m body for 18 Euro pallets, a curtain-sider loading from the side and top or a flatbed; some have a tail-lift.',
  ],
  semi: [
    'Полуприцеп 13,6×2,45×2,6 м на 33 европаллеты, тент, изотерм или рефрижератор; погрузка с рампы, сбоку погрузчиком или сверху краном.',
    'A 13.6×2.45×2.6 m semi-trailer for 33 Euro pallets, curtain-side, insulated or reefer; loading from a dock, by forklift from the side or by crane from the top.',
  ],
  reefer: [
    'В парке — рефрижераторы 5 т на 15 паллет для городских поставок и 20 т на 33 паллеты для дальних рейсов, с термописцем; изотерм без установки — для коротких маршрутов.',
    'The fleet has 5 t reefers with 15 pallet places for city deliveries and 20 t ones with 33 places for long runs, each with a logger; an insulated body without a unit suits short routes.',
  ],
  flatbed: [
    'Платформа 13,6 м без крыши и стоек, до 20 т; погрузка краном сверху или погрузчиком сбоку, крепление ремнями, цепями и кониками.',
    'A 13.6 m deck without roof or posts, up to 20 t; loading by crane from above or forklift from the side, secured with straps, chains and stakes.',
  ],
  lowbed: [
    'Высота платформы около 0,9 м: техника высотой до 3 м проходит под мостами в пределах 4 м; заезд по аппарелям или погрузка краном.',
    'The deck is about 0.9 m high, so machinery up to 3 m tall stays within the 4 m limit under bridges; loading is up ramps or by crane.',
  ],
  tail: [
    'Гидроборт есть у газелей, 5- и 10-тонников; площадка опускает паллету на тележке или тяжёлое место до земли без рампы и погрузчика.',
    'Gazelles and 5- and 10-tonne trucks come with a tail-lift; the platform lowers a pallet on a hand truck or a heavy piece to the ground without a dock or forklift.',
  ],
  groupage: [
    'Магистральный рейс между терминалами — фура 20 т на 86 м³; по городу груз забирают и привозят газели и 3-тонники с гидробортом.',
    'The trunk run between terminals is a 20 t semi-trailer of 86 m³; in town Gazelles and 3-tonne trucks with tail-lifts collect and deliver.',
  ],
};
