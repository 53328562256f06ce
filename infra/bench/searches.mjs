// Searches as the calculator sends them: a mix of routes, cargo and hand-over methods.
const CITIES = [
  '7800000000000',
  '7700000000000',
  '1600000100000',
  '6600000100000',
  '5400000100000',
  '2300000100000',
  '5200000100000',
  '6300000700000',
];

const tomorrow = () => new Date(Date.now() + 27 * 3600_000).toISOString().slice(0, 10);

const end = (code, slug) => ({
  deliveryMethod: { key: `deliveryMethod.${slug}`, slug, disabled: false },
  city: { code },
  address: { value: '', office: '', intercom: '' },
});

function search(i, dedicated) {
  const from = CITIES[i % CITIES.length];
  const to =
    CITIES[(i * 3 + 1) % CITIES.length] === from
      ? CITIES[(i + 1) % CITIES.length]
      : CITIES[(i * 3 + 1) % CITIES.length];
  const cargos = [
    {
      width: 50,
      height: 40,
      length: 60,
      rotable: true,
      stackable: true,
      volume: 0.12,
      weight: 15_000 + (i % 7) * 5000,
      quantity: 1 + (i % 5),
    },
    {
      width: 120,
      height: 150,
      length: 80,
      rotable: false,
      stackable: false,
      volume: 1.44,
      weight: 200_000,
      quantity: i % 3,
    },
  ].filter((cargo) => cargo.quantity > 0);
  return {
    id: `bench-${i}`,
    directions: {
      from: end(from, i % 2 ? 'COURIER' : 'WAREHOUSE'),
      to: end(to, i % 3 ? 'WAREHOUSE' : 'COURIER'),
    },
    delivery: {
      type: { slug: dedicated ? 'dedicated' : 'combined' },
      isDedicated: dedicated,
      declared: 3000 + i * 100,
      description: 'Оборудование',
      date: tomorrow(),
      dimensions: {
        cargos,
        commonWeight: 0,
        commonVolumeWeight: 0,
        ...(dedicated && {
          car: {
            length: 600,
            width: 245,
            height: 230,
            weight: 5,
            type: 'Тент',
            load: 'Задняя',
            additional: i % 2 ? 'Ремни' : '',
          },
        }),
      },
    },
    tariff: null,
  };
}

export const searches = (count, dedicated = false) =>
  Array.from({ length: count }, (_, i) => search(i, dedicated));
