/**
 * The rules of spec 5 as yup schemas, apart from the kernel's `domain` entry point so that yup
 * loads only with the pages that have forms (and on the server). Messages are translation keys.
 */
export { contactSchema, payerContactSchema, type ContactRules } from './contact-schema';
export {
  cargoPlaceSchema,
  cargoPlacesProblem,
  cargoPlacesSchema,
  cargoTotalsProblem,
  cargoTotalsSchema,
  declaredValueSchema,
  deliverySchema,
  directionSchema,
  directionSearchSchema,
  type DirectionRules,
  loadingDateProblem,
  loadingDateSchema,
  type LoadingDateRules,
  typedKilogramsSchema,
} from './shipment-schema';
export { orderSchema, type OrderRules } from './order-schema';
export { statusChangeSchema, type StatusChangeRules } from './order-status-schema';
export {
  HISTORY_EARLIEST_DATE,
  historyFilterSchema,
  type HistoryFilterValues,
} from './history-filter-schema';
export { remoteVersionSchema } from './registry-schema';
export {
  rules,
  IMAGE_EXTENSIONS,
  type FileLike,
  type ImageSize,
  type ImageSizeReader,
} from './general-rules';
export {
  contactProblems,
  directionProblems,
  type ContactField,
  type DirectionField,
  type FieldProblems,
} from './form-problems';
export { problemsOf, problemsOfAsync, type RuleProblem } from './problems';
export { errorsOf, validateWith } from './final-form';
export { draftMutators } from './draft-mutators';
export { shownError, type FieldMeta } from './shown-error';
export { decimalText, rateCardFormSchema } from './rate-card-schema';
export {
  flagDefinitionSchema,
  flagPreviewSchema,
  inboxUpdateSchema,
  OUTCOME_MAX,
  splitEmails,
} from './staff-console-schema';
