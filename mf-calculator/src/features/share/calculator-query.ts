/**
 * The calculator's state in the address is the kernel's (`@dostavka/shared-kernel/domain`), so
 * that other remotes (the account's "repeat an order") write the same links the calculator reads.
 */
export {
  CALCULATOR_STATE_KEYS as STATE_KEYS,
  hasCalculatorState,
  readCalculatorQuery,
  writeCalculatorQuery,
  type CalculatorState,
  type VehicleChoice,
} from '@dostavka/shared-kernel/domain';
