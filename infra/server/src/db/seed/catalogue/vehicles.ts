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
