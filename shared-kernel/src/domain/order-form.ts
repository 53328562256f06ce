/** The feature flag of manager mode: staff place orders on behalf of a customer's e-mail. */
export const MANAGER_ORDER_FLAG = 'order-manager-mode';
