// Everything of the kernel's UI: the core every page needs, by the package's name (so it is the
// one shared copy, with its contexts), and the forms' fields and order views. The fields (the
// phone's too), the lists' filters and the order views are entries of their own too (`ui-input`,
// `ui-city-picker`, `ui-filters`, `ui-order`): a page that needs no list field (MUI's TextField in
// select mode, with Menu, Popover and Modal) imports those.
// By the package's name, not './core': a relative import would bundle a second copy of the core
// (a second StoreProvider context) into the forms' chunk instead of sharing the one copy.
export * from '@dostavka/shared-kernel/ui-core';
export { CityPickerField, type CityPickerFieldProps } from '@dostavka/shared-kernel/ui-city-picker';
export {
  CheckboxField,
  ChoiceButtons,
  ChoiceInput,
  maskPhoneInput,
  PhoneField,
  TextInput,
  type CheckboxFieldProps,
  type Choice,
  type ChoiceButtonsProps,
  type ChoiceInputProps,
  type PhoneFieldProps,
  type TextInputProps,
} from '@dostavka/shared-kernel/ui-input';
export {
  ChoiceFilter,
  FilterForm,
  TextFilter,
  type FilterFormProps,
} from '@dostavka/shared-kernel/ui-filters';
export { ListPager, type PagedListView } from './list-pager';
export {
  OrderParties,
  OrderSection,
  OrderStatusChip,
  OrderTimeline,
  PriceLines,
  ShipmentFacts,
  useWaybillDownload,
  type OrderTimelineProps,
} from '@dostavka/shared-kernel/ui-order';
