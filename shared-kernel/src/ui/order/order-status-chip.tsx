import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@dostavka/shared-kernel/domain';
import { Tag, type TagColor } from '../tag';

/** The palette colour of each status. */
const COLORS: Record<OrderStatus, TagColor> = {
  created: 'default',
  confirmed: 'info',
  picked_up: 'info',
  in_transit: 'primary',
  arrived: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

/** An order's status as a filled tag of its colour. */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: 'small' | 'medium';
}): ReactElement {
  const { t } = useTranslation('order');
  return <Tag data-status={status} size={size} color={COLORS[status]} label={t(`status.${status}`)} />;
}
