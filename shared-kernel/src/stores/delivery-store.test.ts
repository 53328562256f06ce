import { PACKAGING_PRESETS, type ServerTransportRecord } from '@dostavka/shared-kernel/domain';
import { createTestRoot } from './test-support';

const record = (uuid: string, grams: number): ServerTransportRecord => ({
  uuid,
  objectId: uuid,
  name: uuid,
  icon: 'truck',
  width: 240,
  height: 250,
  length: 600,
  weight: grams,
  types: [
    {
      name: 'Тент',
      loads: [{ name: 'задняя' }, { name: 'боковая' }],
      additional: [{ name: 'ремни' }, { name: 'коники' }],
    },
    { name: 'Изотерм', loads: [{ name: 'задняя' }], additional: [{ name: 'ремни' }] },
  ],
});

const bigBox = PACKAGING_PRESETS.find((p) => p.slug === 'big_box')!;

describe('transport types', () => {
  it('start with only combined', () => {
    const { root } = createTestRoot();
    expect(root.delivery.transportTypes.map((t) => t.slug)).toEqual(['combined']);
    expect(root.delivery.type.slug).toBe('combined');
  });

  it('setting transports adds one dedicated type, replacing an earlier one', () => {
    const { root } = createTestRoot();
    root.delivery.setTransports([record('a', 5_000_000)]);
    root.delivery.setTransports([record('b', 20_000_000), record('c', 1_500_000)]);
    const slugs = root.delivery.transportTypes.map((t) => t.slug);
    expect(slugs).toEqual(['combined', 'dedicated']);
    expect(root.delivery.transportTypes[1]!.options.map((o) => ('uuid' in o ? o.uuid : ''))).toEqual([
      'b',
      'c',
    ]);
  });

  it('sort orders the options of every type by weight', () => {
    const { root } = createTestRoot();
    root.delivery.setTransports([record('heavy', 20_000_000), record('light', 1_500_000)]);
    root.delivery.sortTransports();
    const [combined, dedicated] = root.delivery.transportTypes;
    expect(dedicated!.options.map((o) => ('uuid' in o ? o.uuid : ''))).toEqual(['light', 'heavy']);
    expect(combined!.options[0]!.name).toBe('packaging.mail');
  });

  it('loading the vehicle list makes it the dedicated type, lightest first', async () => {
    const { root, api } = createTestRoot();
    api.content.getCars.mockResolvedValue({
      data: { data: [record('heavy', 20_000_000), record('light', 1_500_000)] },
    });
    await root.delivery.loadTransports();
    expect(root.delivery.transportTypes[1]!.options.map((o) => o.name)).toEqual(['light', 'heavy']);
  });
});

describe('delivery type and vehicle', () => {
  function dedicated() {
    const setup = createTestRoot();
    setup.root.delivery.setTransports([record('a', 5_000_000)]);
    setup.root.delivery.setType('dedicated');
    const option = setup.root.delivery.type.options[0]!;
    setup.root.delivery.selectOption(option);
    return setup;
  }

  it('isDedicated only for the dedicated slug', () => {
    const { root } = dedicated();
    expect(root.delivery.isDedicated).toBe(true);
    root.delivery.setType('combined');
    expect(root.delivery.isDedicated).toBe(false);
  });

  it('setting the type clears the chosen option and vehicle', () => {
    const { root } = dedicated();
    root.delivery.setType('dedicated');
    expect(root.delivery.option).toBeNull();
    expect(root.delivery.transport).toBeNull();
  });

  it('choosing a vehicle takes its first body type and loading way', () => {
    const { root } = dedicated();
    expect(root.delivery.transport).toEqual({
      size: { width: 240, height: 250, length: 600 },
      weight: 5,
      type: { name: 'Тент', load: ['задняя'], additional: [] },
    });
  });

  it('changing the body type keeps an allowed load and only the offered services', () => {
    const { root } = dedicated();
    root.delivery.toggleAdditional('ремни');
    root.delivery.toggleAdditional('коники');
    root.delivery.setBodyType('Изотерм');
    expect(root.delivery.transport!.type).toEqual({
      name: 'Изотерм',
      load: ['задняя'],
      additional: ['ремни'],
    });
  });

  it('changing the body type takes the first allowed load when the current one is not allowed', () => {
    const { root } = dedicated();
    root.delivery.setLoad(['боковая']);
    root.delivery.setBodyType('Изотерм');
    expect(root.delivery.transport!.type.load).toEqual(['задняя']);
  });

  it('a dedicated search can start only with a vehicle', () => {
    const { root } = dedicated();
    expect(root.delivery.canStartSearch).toBe(true);
    root.delivery.setType('dedicated');
    expect(root.delivery.canStartSearch).toBe(false);
  });
});

describe('cargo', () => {
  it('a combined search needs at least one cargo', () => {
    const { root } = createTestRoot();
    expect(root.delivery.canStartSearch).toBe(false);
    root.delivery.addCargo(bigBox);
    expect(root.delivery.canStartSearch).toBe(true);
  });

  it('a cargo from a preset takes its first size and weight', () => {
    const { root } = createTestRoot();
    const cargo = root.delivery.addCargo(bigBox);
    expect(cargo).toMatchObject({
      size: {
        width: { value: 50, unit: 'cm' },
        height: { value: 50, unit: 'cm' },
        length: { value: 50, unit: 'cm' },
      },
      weight: { value: 25, unit: 'kg' },
      quantity: 1,
      slug: 'big_box',
      rotate: false,
      stack: false,
    });
  });

  it('validates cargo rows against the combined limits as they change', () => {
    const { root } = createTestRoot();
    const { id } = root.delivery.addCargo(bigBox);
    expect(root.delivery.cargoValidation.valid).toBe(true);
    root.delivery.updateCargo(id, { quantity: 1001 });
    expect(root.delivery.cargoValidation.cargos[0]).toEqual({ quantity: { rule: 'max', limit: 1000 } });
    root.delivery.removeCargo(id);
    expect(root.delivery.cargos).toEqual([]);
  });

  it('the search payload carries the cargo dimensions, and the car only when dedicated', () => {
    const { root } = createTestRoot();
    root.delivery.addCargo(bigBox);
    const payload = root.delivery.searchPayload;
    expect(payload).toMatchObject({
      type: { slug: 'combined' },
      isDedicated: false,
      declared: 3000,
      date: '2025-03-08',
    });
    expect(payload.dimensions.cargos[0]).toMatchObject({ width: 50, weight: 25_000, volume: 0.125 });
    expect(payload.dimensions.car).toBeUndefined();
  });
});

describe('declared value and date', () => {
  it('insurance follows the declared value and the cargo type', () => {
    const { root } = createTestRoot();
    root.delivery.setDeclared(100_000);
    expect(root.delivery.insurance).toBe(45);
    root.delivery.setDescription('Документы');
    expect(root.delivery.insurance).toBe(0);
  });

  it('the delivery date defaults to tomorrow and returns to it on reset', () => {
    const { root } = createTestRoot();
    expect(root.delivery.date).toBe('2025-03-08');
    root.delivery.setDate('2025-04-01');
    root.delivery.reset();
    expect(root.delivery.date).toBe('2025-03-08');
  });
});

describe('the vehicle list', () => {
  it('is loaded once: ensuring it again asks nothing', async () => {
    const { root, api } = createTestRoot();
    api.content.getCars.mockResolvedValue({ data: { data: [record('a', 1_500_000)] } });
    await root.delivery.ensureTransports();
    await root.delivery.ensureTransports();
    expect(api.content.getCars).toHaveBeenCalledTimes(1);
    expect(root.delivery.transportsLoaded).toBe(true);
  });

  it('a failed load is remembered (the form offers a retry) and rethrown', async () => {
    const { root, api } = createTestRoot();
    api.content.getCars.mockRejectedValueOnce(new Error('down'));
    await expect(root.delivery.loadTransports()).rejects.toThrow('down');
    expect(root.delivery.transportsFailed).toBe(true);
    api.content.getCars.mockResolvedValueOnce({ data: { data: [record('a', 1)] } });
    await root.delivery.loadTransports();
    expect(root.delivery.transportsFailed).toBe(false);
  });

  it('a vehicle is chosen by its objectId; an unknown one changes nothing', () => {
    const { root } = createTestRoot();
    root.delivery.setTransports([record('small', 1_500_000), record('big', 20_000_000)]);
    root.delivery.setType('dedicated');
    expect(root.delivery.selectVehicle('nope')).toBe(false);
    expect(root.delivery.vehicle).toBeNull();
    expect(root.delivery.selectVehicle('big')).toBe(true);
    expect(root.delivery.vehicle?.uuid).toBe('big');
    expect(root.delivery.transport?.weight).toBe(20);
  });

  it('the search sends the vehicle as the car, loads joined by / and services by ,', () => {
    const { root } = createTestRoot();
    root.delivery.setTransports([record('truck', 5_000_000)]);
    root.delivery.setType('dedicated');
    root.delivery.selectVehicle('truck');
    root.delivery.setLoad(['задняя', 'боковая']);
    root.delivery.toggleAdditional('ремни');
    root.delivery.toggleAdditional('коники');
    expect(root.delivery.searchPayload.dimensions.car).toEqual({
      length: 600,
      height: 250,
      width: 240,
      weight: 5,
      type: 'Тент',
      load: 'задняя/боковая',
      additional: 'ремни,коники',
    });
    root.delivery.toggleAdditional('ремни');
    expect(root.delivery.transport!.type.additional).toEqual(['коники']);
  });
});

describe('cargo places', () => {
  const pallet = PACKAGING_PRESETS.find((p) => p.slug === 'pallet')!;
  const custom = PACKAGING_PRESETS.find((p) => p.slug === 'custom')!;

  it('another packaging takes its first size, weight and flags; the quantity stays', () => {
    const { root } = createTestRoot();
    const { id } = root.delivery.addCargo(bigBox);
    root.delivery.updateCargo(id, { quantity: 4 });
    root.delivery.setCargoPreset(id, pallet);
    expect(root.delivery.cargos[0]).toMatchObject({
      id,
      slug: 'pallet',
      quantity: 4,
      size: { length: { value: 120 }, width: { value: 80 }, height: { value: 150 } },
      weight: { value: 50, unit: 'kg' },
      rotate: true,
      stack: true,
    });
  });

  it('a custom place starts empty, and the limits ask for every size and the weight', () => {
    const { root } = createTestRoot();
    root.delivery.addCargo(custom);
    expect(root.delivery.cargoValidation.cargos[0]).toEqual({
      width: { rule: 'required' },
      height: { rule: 'required' },
      length: { rule: 'required' },
      weight: { rule: 'required' },
    });
    expect(root.delivery.canStartSearch).toBe(false);
  });

  it('units are converted for the search: grams, centimetres and cubic metres', () => {
    const { root } = createTestRoot();
    const { id } = root.delivery.addCargo(custom);
    root.delivery.updateCargo(id, {
      size: {
        length: { value: 1.2, unit: 'm' },
        width: { value: 800, unit: 'mm' },
        height: { value: 150, unit: 'cm' },
      },
      weight: { value: 0.2, unit: 't' },
      quantity: 2,
    });
    const { dimensions } = root.delivery.searchPayload;
    expect(dimensions.cargos[0]).toMatchObject({
      length: 120,
      width: 80,
      height: 150,
      weight: 200_000,
      quantity: 2,
    });
    expect(dimensions.cargos[0]!.volume).toBeCloseTo(1.44);
    expect(dimensions.commonWeight).toBe(400_000);
    expect(dimensions.commonVolumeWeight).toBeCloseTo(576);
  });

  it('every place at once, as a link restores them', () => {
    const { root } = createTestRoot();
    root.delivery.addCargo(bigBox);
    const restored = { ...root.delivery.cargos[0]!, id: 'restored', quantity: 3 };
    root.delivery.setCargos([restored]);
    expect(root.delivery.cargos.map((c) => [c.id, c.quantity])).toEqual([['restored', 3]]);
  });
});
