// The wire types by the contract's namespace: the kernel's domain re-exports the same names for
// the stores and views (domain/types/account.ts), so they are not listed a second time here.
import type * as Wire from '@dostavka/shared-kernel/contract';
import type { HttpClient } from './http-client';
import { required, requiredBodyPost, segment } from './request-helpers';

/** The orders board's filters, as the query string carries them. */
export type StaffOrdersQuery = Wire.StaffOrdersQuery;

/** The user service (spec 7): sign-in, feedback, and the signed-in order and profile calls. */
export function createUserApi(http: HttpClient) {
  const post = requiredBodyPost(http);

  return {
    async confirmEmail(body: Wire.ConfirmEmailBody): Promise<Wire.AuthTokens> {
      return post('confirmEmail', '/auth/code/confirm', body);
    },
    async signUp(body: Wire.SignUpBody): Promise<unknown> {
      return post('signUp', '/auth/signup/email', body);
    },
    async refreshToken(body: Wire.RefreshTokenBody): Promise<Wire.AuthTokens> {
      return post('refreshToken', '/auth/token/refresh', body);
    },
    /** Sign-out: the server ends this sign-in's refresh tokens and the user's access tokens. */
    async logout(body: Wire.RefreshTokenBody): Promise<unknown> {
      return post('logout', '/auth/logout', body);
    },
    async sendCallback(body: Wire.CallbackRequest): Promise<unknown> {
      return post('sendCallback', '/feedback/callback', body);
    },
    async sendMessage(body: Wire.FeedbackMessage): Promise<unknown> {
      return post('sendMessage', '/feedback/message', body);
    },
    /** Answers the order with its new loading date. */
    async changeOrderDates(body: Wire.ChangeDatesBody): Promise<Wire.OrderDetail> {
      return post('changeOrderDates', '/order/change/dates', body, true);
    },
    async createOrder(body: Wire.CreateOrderBody): Promise<Wire.CreatedOrder> {
      return http.request({ method: 'POST', path: '/order/create', body, auth: true });
    },
    async getOrder(id: string): Promise<Wire.OrderDetail> {
      required('getOrder', { id });
      return http.request({ method: 'GET', path: `/order/${segment(id)}`, auth: true });
    },
    async createWaybill(body: Wire.WaybillCreateBody): Promise<Wire.Waybill> {
      return post('createWaybill', '/order/waybill/create', body, true);
    },
    /** The feature flags evaluated for this visitor; the token is sent when there is one. */
    async getFlags(targetingKey: string): Promise<{ flags: Record<string, Wire.FlagEvaluation> }> {
      required('getFlags', { targetingKey });
      return http.request({ method: 'GET', path: '/flags', query: { targetingKey }, auth: true });
    },
    /** Staff (EMPLOYEE and above) move an order along its timeline. */
    async changeOrderStatus(body: Wire.ChangeOrderStatusBody): Promise<Wire.OrderDetail> {
      return post('changeOrderStatus', '/order/status', body, true);
    },
    /** Public: the timeline and cities of an order, by its number. */
    async trackOrder(number: string): Promise<Wire.TrackingInfo> {
      required('trackOrder', { number });
      return http.request({ method: 'GET', path: `/tracking/${segment(number)}` });
    },
    async getProfile(): Promise<{ user: Wire.ProfileUser }> {
      return http.request({ method: 'GET', path: '/profile', auth: true });
    },
    /** The signed-in user's address book, oldest first. */
    async getSavedContacts(): Promise<Wire.SavedContactList> {
      return http.request({ method: 'GET', path: '/profile/contacts', auth: true });
    },
    /** Saves a contact (the same name and phone replace the entry): the entry as stored. */
    async saveContact(body: Wire.SavedContactBody): Promise<Wire.SavedContactEntry> {
      required('saveContact', { body });
      return http.request({ method: 'PUT', path: '/profile/contacts', body, auth: true });
    },
    async deleteSavedContact(signature: string): Promise<unknown> {
      required('deleteSavedContact', { signature });
      return http.request({ method: 'DELETE', path: `/profile/contacts/${segment(signature)}`, auth: true });
    },
    /** Moves the browser's contacts into the account: the merged address book. */
    async importSavedContacts(body: Wire.SavedContactImport): Promise<Wire.SavedContactImportAnswer> {
      return post('importSavedContacts', '/profile/contacts/import', body, true);
    },
    /** The owner cancels an order whose cargo has not been picked up. */
    async cancelOrder(body: Wire.WaybillCreateBody): Promise<Wire.OrderDetail> {
      return post('cancelOrder', '/order/cancel', body, true);
    },
    /** Orders board (EMPLOYEE+, flag staff-orders): filtered, searched, paged. */
    async staffOrders(query: StaffOrdersQuery): Promise<Wire.StaffOrderPage> {
      return http.request({ method: 'GET', path: '/staff/orders', query: { ...query }, auth: true });
    },
    async staffOrder(id: string): Promise<Wire.StaffOrderDetail> {
      required('staffOrder', { id });
      return http.request({ method: 'GET', path: `/staff/orders/${segment(id)}`, auth: true });
    },
    async staffChangeStatus(id: string, body: Wire.StaffStatusBody): Promise<Wire.StaffOrderDetail> {
      required('staffChangeStatus', { id, body });
      return http.request({ method: 'POST', path: `/staff/orders/${segment(id)}/status`, body, auth: true });
    },
    async staffAssignManager(id: string, body: Wire.StaffManagerBody): Promise<Wire.StaffOrderDetail> {
      required('staffAssignManager', { id, body });
      return http.request({ method: 'POST', path: `/staff/orders/${segment(id)}/manager`, body, auth: true });
    },
    async staffAddNote(id: string, body: Wire.StaffNoteBody): Promise<Wire.StaffOrderDetail> {
      required('staffAddNote', { id, body });
      return http.request({ method: 'POST', path: `/staff/orders/${segment(id)}/notes`, body, auth: true });
    },
    async staffMembers(): Promise<Wire.StaffMember[]> {
      return http.request({ method: 'GET', path: '/staff/members', auth: true });
    },
    /** Staff inbox (EMPLOYEE+, flag staff-inbox): feedback messages and callback requests. */
    async staffInbox(query: Partial<Wire.InboxQuery>): Promise<Wire.InboxPage> {
      return http.request({ method: 'GET', path: '/staff/inbox', query: { ...query }, auth: true });
    },
    /** How many inbox items are new: the staff menu's badge. */
    async staffInboxCount(): Promise<Wire.InboxCount> {
      return http.request({ method: 'GET', path: '/staff/inbox/count', auth: true });
    },
    async staffInboxUpdate(id: string, body: Wire.InboxUpdateBody): Promise<Wire.InboxItemDetail> {
      required('staffInboxUpdate', { id, body });
      return http.request({ method: 'POST', path: `/staff/inbox/${segment(id)}/state`, body, auth: true });
    },
    /** Staff flags page (ADMIN, flag staff-flags): every flag with its rules. */
    async staffFlags(): Promise<Wire.StaffFlag[]> {
      return http.request({ method: 'GET', path: '/staff/flags', auth: true });
    },
    async staffUpdateFlag(key: string, body: Wire.StaffFlagBody): Promise<Wire.StaffFlag> {
      required('staffUpdateFlag', { key, body });
      return http.request({ method: 'PUT', path: `/staff/flags/${segment(key)}`, body, auth: true });
    },
    /** What would this user see: every flag evaluated for the account with this e-mail. */
    async staffFlagPreview(email: string): Promise<Wire.FlagPreview> {
      required('staffFlagPreview', { email });
      return http.request({ method: 'GET', path: '/staff/flags/preview', query: { email }, auth: true });
    },
    /** A page of the history; `filter` narrows it by status (comma list) and period (YYYY-MM-DD). */
    async getOrders(
      page: number,
      limit: number,
      filter?: Pick<Wire.UserOrdersQuery, 'status' | 'from' | 'to'>,
    ): Promise<Wire.OrderListPage> {
      required('getOrders', { page, limit });
      const narrowed = Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => Boolean(value)));
      return http.request({
        method: 'GET',
        path: '/profile/orders',
        query: { page, limit, ...narrowed },
        auth: true,
      });
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
