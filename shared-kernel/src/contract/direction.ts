/** Where a shipment goes from and to (spec section 3, Direction). */
import { Type, type Static } from 'typebox';
import { DELIVERY_METHOD_SLUGS } from './vocabulary';
import { Text } from './common';
import { City } from './geo';
import { PickupPoint } from './points';

export const DeliveryMethod = Type.Object({
  key: Text(100, { description: 'Translation key of the label' }),
  slug: Type.Enum(DELIVERY_METHOD_SLUGS),
  disabled: Type.Boolean(),
});

export const Address = Type.Object({ value: Text(500), office: Text(50), intercom: Text(50) });

export const Direction = Type.Object({
  deliveryMethod: DeliveryMethod,
  city: Type.Union([City, Type.Null()]),
  address: Address,
  point: Type.Optional(
    Type.Union([PickupPoint, Type.Null()], {
      description:
        'The chosen pick-up point for a hand-over at a terminal, office or locker; the server replaces it with its own record',
    }),
  ),
});

export const Directions = Type.Object({ from: Direction, to: Direction });

export type DeliveryMethod = Static<typeof DeliveryMethod>;
export type Address = Static<typeof Address>;
export type Direction = Static<typeof Direction>;
export type Directions = Static<typeof Directions>;
