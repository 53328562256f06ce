export { ApiError, isApiError, serverMessage, serverProblems } from './api-error';
export { HttpClient, type HttpClientOptions, type RequestOptions, type TokenProvider } from './http-client';
export { buildQuery, type Query, type QueryValue } from './request-helpers';
export { createUserApi, type StaffOrdersQuery, type UserApi } from './user-api';
export {
  createContentApi,
  type AddressSuggestion,
  type ContentApi,
  type ContentData,
  type ListEnvelope,
  type PageQuery,
} from './content-api';
export { createCalculatorApi, type CalculatorApi } from './calculator-api';
export { createApiClients, type ApiClients, type ApiClientsOptions } from './api-clients';
export {
  createRealtimeClient,
  realtimeOptions,
  type CalculatorSocket,
  type RealtimeClientEvents,
  type RealtimeError,
  type RealtimeLike,
  type RealtimeServerEvents,
  type SocketFactory,
  type SocketLoader,
  type TariffBatch,
} from './realtime-client';
