export type {
  CarDimension,
  CargoDimension,
  CargoTotals,
  DeliverySearchPayload,
  Dimensions,
  TariffAnalytics,
  TariffOffer,
  TariffPathLeg,
  TariffPrice,
  TariffSearchData,
} from '@dostavka/shared-kernel/contract';
