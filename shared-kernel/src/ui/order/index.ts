export { OrderParties } from './order-parties';
export { OrderSection } from './order-section';
// The status chip is the core's (the order history's list shows it without the order views),
// by the package's name: one copy.
export { OrderStatusChip } from '@dostavka/shared-kernel/ui-core';
export { OrderTimeline, type OrderTimelineProps } from './order-timeline';
export { PriceLines, ShipmentFacts } from './shipment-facts';
export { useWaybillDownload } from './use-waybill-download';
