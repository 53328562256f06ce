export type {
  CarDimension,
  CargoDimension,
  DeliverySearchPayload,
  Dimensions,
  TariffAnalytics,
  TariffOffer,
  TariffPathLeg,
  TariffPrice,
  TariffSearchData,
} from '@dostavka/shared-kernel/contract';
