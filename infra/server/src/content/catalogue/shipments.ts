/**
 * The typical shipment each catalogue group's pages are priced for (content service,
 * `cataloguePage`): a whole van or 20 t truck where the cargo goes by dedicated vehicle, else
 * consolidated by weight; a topic about one vehicle is priced for that vehicle.
 */
import type { TypicalShipmentKey } from '@dostavka/shared-kernel/domain';

export const GROUP_SHIPMENTS: Readonly<Record<string, TypicalShipmentKey>> = {
  'car-transport': 'truck20',
  cargo: 'van',
  consolidated: 'kg100',
  moving: 'van',
  food: 'truck20',
  equipment: 't1',
  machinery: 'truck20',
  vehicles: 't1',
  metal: 'truck20',
  'building-materials': 't5',
  'household-goods': 'kg500',
  buildings: 'truck20',
};

/** Topics about one vehicle, priced for it whatever their group (as mf-content's calculatorForPage). */
const TOPIC_SHIPMENTS: Readonly<Record<string, TypicalShipmentKey>> = {
  gazel: 'van',
  fura: 'truck20',
  '5-tonn': 'truck20',
  '10-tonn': 'truck20',
  'otdelnoj-mashinoj': 'truck20',
  tentovannye: 'truck20',
  bortovye: 'truck20',
  izotermicheskie: 'truck20',
  refrizheratornye: 'truck20',
  's-gidrobortom': 'truck20',
};

/** The shipment a catalogue page at `url` of group `groupKey` is priced for; null for an unknown group. */
export function catalogueShipment(groupKey: string, url: string): TypicalShipmentKey | null {
  const topic = url.split('/').filter(Boolean)[1];
  return (topic && TOPIC_SHIPMENTS[topic]) || GROUP_SHIPMENTS[groupKey] || null;
}
