export { BREAKPOINTS, createDostavkaTheme, FONT_FAMILY } from './theme';
export { BusProvider, StoreProvider, useBus, useOptionalBus, useStore } from './contexts';
export { dostavkaTheme, KernelProviders, type KernelProvidersProps } from './kernel-providers';
export { notify, TOAST_MAX_PER_TYPE, TOAST_TIMEOUT_MS, useNotify } from './notify';
export { NotFoundView } from './not-found-view';
export { AreaFallback, type AreaFallbackProps } from './area-fallback';
export { PageLoader } from './page-loader';
export { CityPickerField, type CityPickerFieldProps } from './city-picker/city-field';
export { useDebounced } from './use-debounced';
export { maskPhoneInput, PhoneField, type PhoneFieldProps } from './phone-field';
export {
  breakpointForUserAgent,
  breakpointForWidth,
  DEVICE_BREAKPOINTS,
  FALLBACK_BREAKPOINT,
  trackViewport,
  VIEWPORT_COOKIE,
  viewportCookie,
  viewportFromCookie,
  type BreakpointName,
  type Device,
} from './viewport';
export {
  AppButtonLink,
  AppLink,
  useAppNavigate,
  type AppButtonLinkProps,
  type AppLinkProps,
} from './app-link';
export {
  OrderParties,
  OrderStatusChip,
  OrderTimeline,
  PriceLines,
  ShipmentFacts,
  useWaybillDownload,
  type OrderTimelineProps,
} from './order';
export * from './icons';
