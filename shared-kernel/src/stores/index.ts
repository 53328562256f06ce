export { RootStore, type RootStoreDeps } from './root-store';
export { AuthStore, REFRESH_LOCK, RESEND_AFTER_MS, type LoginStatus, type LoginStep } from './auth-store';
export { CATALOGUE_PAGE_SIZE, CitiesStore, type CatalogueStatus } from './cities-store';
export { ContactStore } from './contact-store';
export { ContentStore, type FaqVote } from './content-store';
export { DeliveryStore, EMPTY_TOTALS, type CargoMode, type DeliveryDraft } from './delivery-store';
export { LocalStorageStore } from './local-storage-store';
export { ModalsStore, type ModalName } from './modals-store';
export { OrderStore, type OrderDraft, type OrderSection } from './order-store';
export {
  contactFrom,
  emptyOrderForm,
  orderFormFrom,
  payerRole,
  type ContactRole,
  type OrderFormValues,
  type PayerSource,
} from './order-form';
export { FORM_DRAFT_SAVE_MS, FormDraft, type FormDraftState } from './form-draft';
export { ShipmentStore, type DirectionSide, type PartnerSearch, type ShipmentDraft } from './shipment-store';
export { ProfileStore } from './profile-store';
export { SwitcherStore, type PickerPanel } from './switcher-store';
export { SEARCH_TIMEOUT_MS, TariffsStore, type SearchBlocker, type SearchFailure } from './tariffs-store';
export { PagedList, type ListPage, type PagedListStatus, type PageFetcher } from './paged-list';
export { persist, STORAGE_PREFIX, type Persistable, type StorageLike } from './persistence';
