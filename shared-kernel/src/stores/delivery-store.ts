import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  buildDedicatedTransportType,
  buildDimensions,
  canStartTariffSearch,
  changeBodyType,
  COMBINED_TRANSPORT_TYPE,
  companyToday,
  createId,
  DEFAULT_DECLARED_VALUE,
  defaultDeliveryDate,
  insuranceCost,
  sortTransportType,
  transportFromOption,
  validateCombinedCargo,
} from '@dostavka/shared-kernel/domain';
import type {
  Cargo,
  CombinedCargoValidation,
  DedicatedOption,
  DeliverySearchPayload,
  PackagingPreset,
  ServerTransportRecord,
  ShipmentTotals,
  Transport,
  TransportOption,
  TransportSlug,
  TransportType,
} from '@dostavka/shared-kernel/domain';
import { isRecord } from './persistence';
import type { RootStore } from './root-store';

/** The part of the delivery an order draft keeps between visits (see OrderStore). */
export interface DeliveryDraft {
  typeSlug: TransportSlug;
  option: TransportOption | null;
  transport: Transport | null;
  declared: number;
  description: string;
  cargos: Cargo[];
  date: string;
  cargoMode?: CargoMode;
  shipmentTotals?: ShipmentTotals;
}

/** How the cargo is described: places with sizes, or the shipment's total weight and volume. */
export type CargoMode = 'places' | 'totals';

export const EMPTY_TOTALS: ShipmentTotals = { weightKg: 0, volumeM3: 0, quantity: 1 };

const isTotals = (value: unknown): value is ShipmentTotals =>
  isRecord(value) &&
  typeof value.weightKg === 'number' &&
  typeof value.volumeM3 === 'number' &&
  typeof value.quantity === 'number';

const isCargo = (value: unknown): value is Cargo =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  isRecord(value.size) &&
  isRecord(value.weight) &&
  typeof value.quantity === 'number';

const isDedicatedOption = (option: TransportOption | null): option is DedicatedOption =>
  option !== null && 'uuid' in option;

function cargoFrom(preset: PackagingPreset | undefined): Cargo {
  const size = preset?.sizes[0] ?? { length: 0, width: 0, height: 0 };
  return {
    id: createId(),
    size: {
      width: { value: size.width, unit: 'cm' },
      height: { value: size.height, unit: 'cm' },
      length: { value: size.length, unit: 'cm' },
    },
    weight: { ...(preset?.weights[0] ?? { value: 0, unit: 'kg' }) },
    quantity: 1,
    slug: preset?.slug ?? 'custom',
    rotate: preset?.can.rotate ?? true,
    stack: preset?.can.stack ?? true,
  };
}

/** The cargo or vehicle of the shipment: what the calculator prices and the order sends. */
export class DeliveryStore {
  /** Starts with combined only; the dedicated type arrives with the vehicle list. */
  transportTypes: TransportType[] = [COMBINED_TRANSPORT_TYPE];
  typeSlug: TransportSlug = 'combined';
  option: TransportOption | null = null;
  transport: Transport | null = null;
  declared = DEFAULT_DECLARED_VALUE;
  /** What is sent; 'документы' is not insured. */
  description = '';
  cargos: Cargo[] = [];
  /** Places with sizes, or (weight-only mode) the totals of `shipmentTotals`. */
  cargoMode: CargoMode = 'places';
  /** Kilograms, cubic metres, pieces; read only in weight-only mode. */
  shipmentTotals: ShipmentTotals = { ...EMPTY_TOTALS };
  /** YYYY-MM-DD. */
  date: string;
  /** The vehicle list's last load failed (the dedicated type cannot be offered until it loads). */
  transportsFailed = false;

  constructor(private readonly root: RootStore) {
    this.date = defaultDeliveryDate(root.now());
    makeAutoObservable<DeliveryStore, 'root'>(
      this,
      { root: false, transportTypes: observableRef, option: observableRef, transport: observableRef },
      { autoBind: true },
    );
  }

  get type(): TransportType {
    return this.transportTypes.find((type) => type.slug === this.typeSlug) ?? COMBINED_TRANSPORT_TYPE;
  }

  get isDedicated(): boolean {
    return this.typeSlug === 'dedicated';
  }

  /** The totals that stand for the cargo, in weight-only mode; null when places describe it. */
  get totals(): ShipmentTotals | null {
    return this.cargoMode === 'totals' ? this.shipmentTotals : null;
  }

  setCargoMode(mode: CargoMode): void {
    this.cargoMode = mode;
  }

  setTotals(patch: Partial<ShipmentTotals>): void {
    this.shipmentTotals = { ...this.shipmentTotals, ...patch };
  }

  get cargoValidation(): CombinedCargoValidation {
    return validateCombinedCargo(this.cargos);
  }

  get insurance(): number {
    return insuranceCost(this.declared, this.description);
  }

  get canStartSearch(): boolean {
    return canStartTariffSearch(this);
  }

  get searchPayload(): DeliverySearchPayload {
    return {
      type: { slug: this.typeSlug },
      isDedicated: this.isDedicated,
      declared: this.declared,
      description: this.description,
      date: this.date,
      dimensions: buildDimensions(
        this.totals ? [] : this.cargos,
        this.isDedicated ? this.transport : null,
        this.totals,
      ),
    };
  }

  /** Adds (or replaces) the dedicated type built from the server's vehicles. */
  setTransports(records: readonly ServerTransportRecord[]): void {
    const dedicated = buildDedicatedTransportType(records);
    this.transportTypes = [...this.transportTypes.filter((type) => type.slug !== 'dedicated'), dedicated];
  }

  sortTransports(): void {
    this.transportTypes = this.transportTypes.map((type) => sortTransportType(type));
  }

  /** The vehicle list of the content service becomes the dedicated type, lightest first. */
  async loadTransports(): Promise<void> {
    this.transportsFailed = false;
    try {
      const result = await this.root.api.content.getCars();
      runInAction(() => {
        this.setTransports(result.data.data);
        this.sortTransports();
      });
    } catch (error) {
      runInAction(() => {
        this.transportsFailed = true;
      });
      throw error;
    }
  }

  /** The vehicle list has arrived (the dedicated type exists). */
  get transportsLoaded(): boolean {
    return this.transportTypes.some((type) => type.slug === 'dedicated');
  }

  /** The vehicles of the dedicated type, lightest first once sorted. */
  get vehicles(): DedicatedOption[] {
    return this.transportTypes.find((type) => type.slug === 'dedicated')?.options ?? [];
  }

  /** The chosen vehicle's record, when a dedicated option is chosen. */
  get vehicle(): DedicatedOption | null {
    return isDedicatedOption(this.option) ? this.option : null;
  }

  /** Loads the vehicle list unless it is here already. */
  async ensureTransports(): Promise<void> {
    if (!this.transportsLoaded) await this.loadTransports();
  }

  /** Changing the type clears the chosen option (and the vehicle built from it). */
  setType(slug: TransportSlug): void {
    this.typeSlug = slug;
    this.option = null;
    this.transport = null;
  }

  /**
   * A dedicated option also becomes the chosen vehicle. Another vehicle keeps the body type,
   * loading way and extra services chosen so far where it offers them (else its first body type).
   */
  selectOption(option: TransportOption): void {
    const before = this.transport;
    this.option = option;
    if (!isDedicatedOption(option)) {
      this.transport = null;
      return;
    }
    const fresh = transportFromOption(option);
    const body = before && option.types.find((type) => type.name === before.type.name);
    this.transport =
      before && body ? { ...changeBodyType(before, body), size: fresh.size, weight: fresh.weight } : fresh;
    if (before && !body) {
      const first = option.types[0];
      const kept = first
        ? before.type.additional.filter((service) => first.additional.includes(service))
        : [];
      this.transport = { ...fresh, type: { ...fresh.type, additional: kept } };
    }
  }

  /** Chooses a vehicle of the dedicated type by its objectId; false when there is none such. */
  selectVehicle(objectId: string): boolean {
    const vehicle = this.vehicles.find((option) => option.objectId === objectId);
    if (vehicle) this.selectOption(vehicle);
    return vehicle !== undefined;
  }

  /** Switches the body type of the chosen vehicle, keeping what the new type allows. */
  setBodyType(name: string): void {
    const body = isDedicatedOption(this.option)
      ? this.option.types.find((type) => type.name === name)
      : undefined;
    if (body && this.transport) this.transport = changeBodyType(this.transport, body);
  }

  setLoad(load: string[]): void {
    if (this.transport) this.transport = { ...this.transport, type: { ...this.transport.type, load } };
  }

  toggleAdditional(service: string): void {
    if (!this.transport) return;
    const { additional } = this.transport.type;
    const next = additional.includes(service)
      ? additional.filter((s) => s !== service)
      : [...additional, service];
    this.transport = { ...this.transport, type: { ...this.transport.type, additional: next } };
  }

  setDeclared(value: number): void {
    this.declared = value;
  }

  setDescription(description: string): void {
    this.description = description;
  }

  setDate(date: string): void {
    this.date = date;
  }

  /** A new cargo row, prefilled with the preset's first size and weight. */
  addCargo(preset?: PackagingPreset): Cargo {
    const cargo = cargoFrom(preset);
    this.cargos.push(cargo);
    return cargo;
  }

  /** Puts another packaging on a place: its first size, weight and flags; the quantity stays. */
  setCargoPreset(id: string, preset: PackagingPreset): void {
    const cargo = this.cargos.find((item) => item.id === id);
    if (!cargo) return;
    const { id: _id, quantity: _quantity, ...fresh } = cargoFrom(preset);
    Object.assign(cargo, fresh);
  }

  /** Every place at once (a shared link restores them). */
  setCargos(cargos: Cargo[]): void {
    this.cargos = cargos;
  }

  updateCargo(id: string, patch: Partial<Omit<Cargo, 'id'>>): void {
    const cargo = this.cargos.find((item) => item.id === id);
    if (cargo) Object.assign(cargo, patch);
  }

  removeCargo(id: string): void {
    this.cargos = this.cargos.filter((item) => item.id !== id);
  }

  get draft(): DeliveryDraft {
    const { typeSlug, option, transport, declared, description, cargos, date, cargoMode, shipmentTotals } =
      this;
    return { typeSlug, option, transport, declared, description, cargos, date, cargoMode, shipmentTotals };
  }

  /** Takes a stored draft (any shape) back; a loading date already past becomes the default one. */
  restoreDraft(data: unknown): void {
    if (!isRecord(data)) return;
    if (data.typeSlug === 'combined' || data.typeSlug === 'dedicated') this.typeSlug = data.typeSlug;
    this.option = isRecord(data.option) ? (data.option as unknown as TransportOption) : null;
    this.transport = isRecord(data.transport) ? (data.transport as unknown as Transport) : null;
    if (typeof data.declared === 'number' && Number.isFinite(data.declared)) this.declared = data.declared;
    if (typeof data.description === 'string') this.description = data.description;
    if (Array.isArray(data.cargos)) this.cargos = data.cargos.filter(isCargo);
    this.cargoMode = data.cargoMode === 'totals' ? 'totals' : 'places';
    this.shipmentTotals = isTotals(data.shipmentTotals) ? { ...data.shipmentTotals } : { ...EMPTY_TOTALS };
    const today = companyToday(this.root.now());
    if (typeof data.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(data.date))
      this.date = data.date < today ? defaultDeliveryDate(this.root.now()) : data.date;
  }

  /** Back to an empty combined shipment due tomorrow; the loaded vehicle list stays. */
  reset(): void {
    this.setType('combined');
    this.declared = DEFAULT_DECLARED_VALUE;
    this.description = '';
    this.cargos = [];
    this.cargoMode = 'places';
    this.shipmentTotals = { ...EMPTY_TOTALS };
    this.date = defaultDeliveryDate(this.root.now());
  }
}
