// The kernel's UI that every page needs (theme, providers, contexts, links, glyphs, loaders),
// as an entry point of its own: the shell and the content pages load this, not the forms'
// fields (city picker, phone) and order views that `@dostavka/shared-kernel/ui` adds.
export { BREAKPOINTS, createDostavkaTheme, FONT_FAMILY } from './theme';
export { BusProvider, StoreProvider, useBus, useOptionalBus, useStore } from './contexts';
export { dostavkaTheme, KernelProviders, type KernelProvidersProps } from './kernel-providers';
export { notify, TOAST_MAX_PER_TYPE, TOAST_TIMEOUT_MS, useNotify } from './notify';
export { NotFoundView } from './not-found-view';
export { AreaFallback, type AreaFallbackProps } from './area-fallback';
export { Island } from './island';
export { PageLoader } from './page-loader';
export { SamePart, SamePartsProvider, type SameParts } from './same-part';
export { useDebounced } from './use-debounced';
export { useOnceAsked } from './use-once-asked';
export { isDialogEntry, useCloseOnBack } from './use-close-on-back';
export { useDateFormat, type DateFormat } from './use-date-format';
export { useNumberFormat, type NumberFormat } from './use-number-format';
export { useDataNames } from './use-data-names';
export { pageTexts, usePageTexts, type OwnTexts } from './use-page-texts';
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
export * from './icons';
export { OrderStatusChip } from './order/order-status-chip';
export { Tag, type TagColor, type TagProps } from './tag';
