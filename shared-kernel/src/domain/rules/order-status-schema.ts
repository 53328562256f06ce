import { object, string } from 'yup';
import { canMoveOrder, isOrderStatus, type OrderStatus } from '@dostavka/shared-kernel/domain';

/** What the staff's status form knows besides its values: the order's status now. */
export interface StatusChangeRules {
  from: OrderStatus;
}

/**
 * A status change on the orders board (its messages are in the `order` namespace, which loads
 * with the board, not in `common`): a status the order may move to from its status now
 * (`canMoveOrder`, the server's rule too) and a comment saying why.
 */
export const statusChangeSchema = object({
  status: string()
    .required('validation.statusRequired')
    .test('transition', 'validation.statusTransition', (value, context) => {
      const from = (context.options.context as Partial<StatusChangeRules> | undefined)?.from;
      return !value || !from || (isOrderStatus(value) && canMoveOrder(from, value));
    }),
  comment: string().trim().required('validation.comment').max(1000, 'validation.commentLong'),
});
