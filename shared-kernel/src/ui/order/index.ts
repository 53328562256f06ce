export { OrderParties } from './order-parties';
export { OrderSection } from './order-section';
export { OrderStatusChip } from './order-status-chip';
export { OrderTimeline, type OrderTimelineProps } from './order-timeline';
export { PriceLines, ShipmentFacts } from './shipment-facts';
export { useWaybillDownload } from './use-waybill-download';
