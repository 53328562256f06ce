import type { ProfileUser, AuthTokens } from '@dostavka/shared-kernel/contract';

export type {
  AuthTokens,
  CallbackRequest,
  ChangeDatesBody,
  ChangeOrderStatusBody,
  ConfirmEmailBody,
  CreatedOrder,
  CreateOrderBody,
  FeedbackMessage,
  FlagEvaluation,
  OrderDetail,
  OrderListItem,
  OrderListPage,
  OrderContacts,
  OrderTimelineEntry,
  ProfileUser,
  RefreshTokenBody,
  SignUpBody,
  TrackingInfo,
  Waybill,
  WaybillCreateBody,
} from '@dostavka/shared-kernel/contract';

/** The browser's sign-in state, not a wire shape. */
export interface AuthState {
  loggedIn: boolean;
  user: ProfileUser | null;
  jwt: AuthTokens | null;
}
