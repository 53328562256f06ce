// @dostavka/shared-kernel 0.7.6: public declarations (scripts/kernel-api.mjs --update)
// ==== src/api/admin-api.d.ts
import type { ActivateRemoteBody, RegisterRemoteVersionBody, RegistryAnswer, RegistryRemote, RemoteVersionInfo } from '@dostavka/shared-kernel/contract';
import type { CarrierStatus, CarrierSyncOutcome } from '@dostavka/shared-kernel/contract';
import type { HttpClient } from './http-client';
/**
 * The staff console's API under /api/admin: the remote registry (administrators) and the carriers
 * module (MODERATOR+, flag staff-carriers). Every call is signed in.
 */
export declare function createAdminApi(http: HttpClient): {
    remotes(): Promise<RegistryAnswer>;
    registerVersion(name: string, body: RegisterRemoteVersionBody): Promise<RemoteVersionInfo>;
    activate(name: string, body: ActivateRemoteBody): Promise<RegistryRemote>;
    rollback(name: string): Promise<RegistryRemote>;
    /** Removes a version that is neither active nor canary. */
    deleteVersion(name: string, version: string): Promise<RegistryRemote>;
    /** Each carrier API's state: on/off, circuit, error rate, p95 latency, last success, last points sync. */
    carriers(): Promise<CarrierStatus[]>;
    /** Syncs a carrier's points of every city now (404 while the carrier is off). */
    syncCarrier(slug: string): Promise<CarrierSyncOutcome>;
};
export type AdminApi = ReturnType<typeof createAdminApi>;
// ==== src/api/api-clients.d.ts
import type { RuntimeConfig } from '@dostavka/shared-kernel/config';
import { type AdminApi } from './admin-api';
import { type CalculatorApi } from './calculator-api';
import { type ContentApi } from './content-api';
import { type TokenProvider } from './http-client';
import { type UserApi } from './user-api';
export interface ApiClients {
    user: UserApi;
    content: ContentApi;
    calculator: CalculatorApi;
    admin: AdminApi;
}
export interface ApiClientsOptions {
    fetch?: typeof fetch;
    timeoutMs?: number;
}
/** One client per service base of the run-time configuration; signed-in calls take the token from `tokens`. */
export declare function createApiClients(config: RuntimeConfig, tokens: TokenProvider, options?: ApiClientsOptions): ApiClients;
// ==== src/api/api-error.d.ts
/** Every failed call ends as one of these: the HTTP status (0 when no response came), the message and the URL. */
export declare class ApiError extends Error {
    readonly status: number;
    readonly url: string;
    /** The parsed response body, when there was one. */
    readonly body?: unknown | undefined;
    readonly name = "ApiError";
    constructor(status: number, message: string, url: string, 
    /** The parsed response body, when there was one. */
    body?: unknown | undefined);
}
export declare function isApiError(error: unknown): error is ApiError;
/** The `message` of a `{ message }` response body. */
export declare function bodyMessage(body: unknown): string | null;
/** The server's own message if the error is an ApiError whose response carried one. */
export declare function serverMessage(error: unknown): string | null;
/** A refused form's broken rules, each with its field (`problems` of a 400), or [] when it carried none. */
export declare function serverProblems(error: unknown): Array<{
    path: string;
    message: string;
}>;
// ==== src/api/calculator-api.d.ts
import type { RateCard, RateCardPreview, RateCardVersion, RateCardVersionDetail, StaffRateCard, TariffAnalytics, TariffOffer, TariffSearchData } from '@dostavka/shared-kernel/contract';
import type { HttpClient } from './http-client';
/** The calculator service (spec 7). Live searches go over the realtime channel; these are the HTTP calls. */
export declare function createCalculatorApi(http: HttpClient): {
    /** Staff figures (MANAGER and above): sent with the signed-in user's token. */
    analyticsConsolidated(body: TariffSearchData): Promise<TariffAnalytics>;
    analyticsDedicated(body: TariffSearchData): Promise<TariffAnalytics>;
    consolidated(body: TariffSearchData): Promise<TariffOffer[]>;
    dedicated(body: TariffSearchData): Promise<TariffOffer[]>;
    /** Rate cards (MODERATOR and above): every provider's card, its version and who changed it. */
    rateCards(): Promise<StaffRateCard[]>;
    /** Replaces a card (a new version); a 400 lists the broken rules by field in its body's `problems`. */
    saveRateCard(provider: string, card: RateCard): Promise<StaffRateCard>;
    /** The staff console (flag staff-rate-cards): sample routes priced with the draft beside the live card. */
    previewRateCard(provider: string, card: RateCard): Promise<RateCardPreview>;
    rateCardVersions(provider: string): Promise<RateCardVersion[]>;
    rateCardVersion(provider: string, version: number): Promise<RateCardVersionDetail>;
    /** Makes an earlier version live again (as a new version equal to it). */
    restoreRateCard(provider: string, version: number): Promise<StaffRateCard>;
    /** The path is spelt this way by the service. */
    healthcheck(): Promise<{
        status: string;
    }>;
};
export type CalculatorApi = ReturnType<typeof createCalculatorApi>;
// ==== src/api/content-api.d.ts
import type * as Wire from '@dostavka/shared-kernel/contract';
import type { Paged, Suggestion } from '@dostavka/shared-kernel/domain';
import type { HttpClient } from './http-client';
/** The content service wraps lists twice: `{ data: { data: [...] } }`. */
export interface ListEnvelope<T> {
    data: {
        data: T[];
    };
}
/** Content blocks whose fields the pages read by name (texts, SEO meta, related links). */
export type ContentData = Record<string, unknown>;
export interface PageQuery {
    page: number;
    limit: number;
    /** With a search term the call goes to the list's `/search` variant. */
    search?: string;
}
/** DaData's shape, for addresses and companies alike; `@dostavka/shared-kernel/domain` reads them. */
export type AddressSuggestion = Suggestion;
/** The content service (spec 7): vehicles, cities, directions, FAQ, pages, suggestions, regions. */
export declare function createContentApi(http: HttpClient): {
    getCars(): Promise<ListEnvelope<Wire.ServerTransportRecord>>;
    getContainers(): Promise<ListEnvelope<ContentData>>;
    /** `letter`: only the cities whose name starts with it (the city picker's letter panel). */
    getCities(page?: number, limit?: number, letter?: string): Promise<Paged<Wire.City>>;
    getCity(id: number | string): Promise<Wire.City>;
    getCitiesContent(from: string, to: string): Promise<Wire.DirectionContent>;
    /** `id`: the city's id or its slug. */
    getSingleCityContent(id: number | string): Promise<Wire.CityContent>;
    getCityDistance(cities: ReadonlyArray<number | string>): Promise<Wire.CityDistance>;
    getPopularCities(): Promise<Wire.City[]>;
    searchCities(name: string): Promise<Wire.City[]>;
    getDirections(query: PageQuery): Promise<Paged<Wire.DirectionItem>>;
    getDirectionCityPages(query: PageQuery): Promise<Paged<Wire.CityPageItem>>;
    getDirectionRegionsFrom(query: PageQuery): Promise<Paged<Wire.RegionCityItem>>;
    getDirectionRegionPages(query: PageQuery): Promise<Paged<Wire.RegionPageItem>>;
    getDirectionRegionsTo(query: PageQuery): Promise<Paged<Wire.RegionCityItem>>;
    getFaqCategories(page: number, limit: number): Promise<ListEnvelope<Wire.FaqCategory>>;
    getFaq(slug: string): Promise<Wire.Faq & {
        category: NonNullable<Wire.Faq["category"]>;
    }>;
    likeFaq(slug: string): Promise<Wire.FaqVoteResult>;
    dislikeFaq(slug: string): Promise<Wire.FaqVoteResult>;
    getPage(url: string): Promise<Wire.ContentPage>;
    /** A city's pick-up points: of one carrier, of one kind, or serving one hand-over (`method`), when named. */
    getPickupPoints(query: Wire.PickupPointQuery): Promise<Wire.PickupPoint[]>;
    suggestAddress(search: string, fias: string): Promise<AddressSuggestion[]>;
    suggestCompany(search: string): Promise<Suggestion[]>;
    getRegionCities(codes: readonly string[]): Promise<Wire.City[]>;
    getRegionContentPage(slug: string): Promise<Wire.RegionContent>;
    getRegionContentFrom(regionSlug: string, citySlug: string): Promise<Wire.RegionCityContent>;
    getRegionContentTo(regionSlug: string, citySlug: string): Promise<Wire.RegionCityContent>;
};
export type ContentApi = ReturnType<typeof createContentApi>;
// ==== src/api/http-client.d.ts
import { type Query } from './request-helpers';
export interface TokenProvider {
    getAccessToken(): string | null;
}
export interface HttpClientOptions {
    baseUrl: string;
    tokens?: TokenProvider;
    timeoutMs?: number;
    /** Defaults to the global fetch; tests pass a fake. */
    fetch?: typeof fetch;
}
export interface RequestOptions {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    query?: Query;
    body?: unknown;
    /** Signed-in call: sends the bearer access token. */
    auth?: boolean;
}
/** JSON over fetch against one service base, with a timeout and uniform error handling. */
export declare class HttpClient {
    private readonly options;
    private readonly timeoutMs;
    constructor(options: HttpClientOptions);
    request<T>({ method, path, query, body, auth }: RequestOptions): Promise<T>;
    private toApiError;
}
// ==== src/api/index.d.ts
export { ApiError, isApiError, serverMessage, serverProblems } from './api-error';
export { HttpClient, type HttpClientOptions, type RequestOptions, type TokenProvider } from './http-client';
export { buildQuery, type Query, type QueryValue } from './request-helpers';
export { createUserApi, type StaffOrdersQuery, type UserApi } from './user-api';
export { createContentApi, type AddressSuggestion, type ContentApi, type ContentData, type ListEnvelope, type PageQuery, } from './content-api';
export { createCalculatorApi, type CalculatorApi } from './calculator-api';
export { createApiClients, type ApiClients, type ApiClientsOptions } from './api-clients';
export { createRealtimeClient, realtimeOptions, type CalculatorSocket, type RealtimeClientEvents, type RealtimeError, type RealtimeLike, type RealtimeServerEvents, type SocketFactory, type SocketLoader, type TariffBatch, } from './realtime-client';
// ==== src/api/realtime-client.d.ts
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { RuntimeConfig } from '@dostavka/shared-kernel/config';
import type { EventListeners, RealtimeClientEvents, RealtimeError, RealtimeServerEvents, TariffBatch } from '@dostavka/shared-kernel/contract';
/** The realtime channel's events and payloads are the contract's (spec section 7). */
export type { RealtimeClientEvents, RealtimeError, RealtimeServerEvents, TariffBatch };
export type CalculatorSocket = Socket<EventListeners<RealtimeServerEvents>, EventListeners<RealtimeClientEvents>>;
export type SocketFactory = (uri: string, options: Partial<ManagerOptions & SocketOptions>) => CalculatorSocket;
/** What the stores need from the realtime channel; tests give a fake. */
export interface RealtimeLike {
    readonly connected: boolean;
    connect(): void;
    disconnect(): void;
    emit<K extends keyof RealtimeClientEvents>(event: K, payload: RealtimeClientEvents[K]): void;
    /** Returns the function that unsubscribes. */
    on<K extends keyof RealtimeServerEvents>(event: K, handler: (payload: RealtimeServerEvents[K]) => void): () => void;
    off<K extends keyof RealtimeServerEvents>(event: K, handler: (payload: RealtimeServerEvents[K]) => void): void;
}
/** The spec's connection options. Polling comes first because browsers send extra headers only over HTTP. */
export declare function realtimeOptions(config: RuntimeConfig, token: string | null): Partial<ManagerOptions & SocketOptions>;
/** Loads socket.io-client (a chunk of its own: only the calculator's pages need it). */
export type SocketLoader = () => Promise<SocketFactory>;
/**
 * The '/calculator' channel. socket.io-client is loaded, and the socket opened, on first use
 * (`connect` or an `emit`); handlers registered before wait for it. It stays open; the token
 * header is re-read before every (re)connection so a refreshed token is sent.
 */
export declare function createRealtimeClient(config: RuntimeConfig, getToken: () => string | null, load?: SocketLoader): RealtimeLike;
// ==== src/api/request-helpers.d.ts
import type { HttpClient } from './http-client';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;
/**
 * '?a=1&b=x%20y', skipping null and undefined. Lists are sent comma-joined (`codes=1,2`) so the
 * server reads one string whatever the count.
 */
export declare function buildQuery(query?: Query): string;
export declare function joinUrl(base: string, path: string): string;
/** Throws the product's exact message for the first parameter that is null or undefined. */
export declare function required(method: string, params: Record<string, unknown>): void;
/** Path segments come from user data (slugs, ids): encode them. */
export declare function segment(value: string | number): string;
/**
 * A client's POST whose body is required: the product's message for a missing body (as `required`
 * writes it, under the calling method's name), then the call.
 */
export declare function requiredBodyPost(http: HttpClient): <T>(method: string, path: string, body: unknown, auth?: boolean) => Promise<T>;
// ==== src/api/user-api.d.ts
import type * as Wire from '@dostavka/shared-kernel/contract';
import type { HttpClient } from './http-client';
/** The orders board's filters, as the query string carries them. */
export type StaffOrdersQuery = Wire.StaffOrdersQuery;
/** The user service (spec 7): sign-in, feedback, and the signed-in order and profile calls. */
export declare function createUserApi(http: HttpClient): {
    confirmEmail(body: Wire.ConfirmEmailBody): Promise<Wire.AuthTokens>;
    signUp(body: Wire.SignUpBody): Promise<unknown>;
    refreshToken(body: Wire.RefreshTokenBody): Promise<Wire.AuthTokens>;
    /** Sign-out: the server ends this sign-in's refresh tokens and the user's access tokens. */
    logout(body: Wire.RefreshTokenBody): Promise<unknown>;
    sendCallback(body: Wire.CallbackRequest): Promise<unknown>;
    sendMessage(body: Wire.FeedbackMessage): Promise<unknown>;
    /** Answers the order with its new loading date. */
    changeOrderDates(body: Wire.ChangeDatesBody): Promise<Wire.OrderDetail>;
    createOrder(body: Wire.CreateOrderBody): Promise<Wire.CreatedOrder>;
    getOrder(id: string): Promise<Wire.OrderDetail>;
    createWaybill(body: Wire.WaybillCreateBody): Promise<Wire.Waybill>;
    /** The feature flags evaluated for this visitor; the token is sent when there is one. */
    getFlags(targetingKey: string): Promise<{
        flags: Record<string, Wire.FlagEvaluation>;
    }>;
    /** Staff (EMPLOYEE and above) move an order along its timeline. */
    changeOrderStatus(body: Wire.ChangeOrderStatusBody): Promise<Wire.OrderDetail>;
    /** Public: the timeline and cities of an order, by its number. */
    trackOrder(number: string): Promise<Wire.TrackingInfo>;
    getProfile(): Promise<{
        user: Wire.ProfileUser;
    }>;
    /** The signed-in user's address book, oldest first. */
    getSavedContacts(): Promise<Wire.SavedContactList>;
    /** Saves a contact (the same name and phone replace the entry): the entry as stored. */
    saveContact(body: Wire.SavedContactBody): Promise<Wire.SavedContactEntry>;
    deleteSavedContact(signature: string): Promise<unknown>;
    /** Moves the browser's contacts into the account: the merged address book. */
    importSavedContacts(body: Wire.SavedContactImport): Promise<Wire.SavedContactImportAnswer>;
    /** The owner cancels an order whose cargo has not been picked up. */
    cancelOrder(body: Wire.WaybillCreateBody): Promise<Wire.OrderDetail>;
    /** Orders board (EMPLOYEE+, flag staff-orders): filtered, searched, paged. */
    staffOrders(query: StaffOrdersQuery): Promise<Wire.StaffOrderPage>;
    staffOrder(id: string): Promise<Wire.StaffOrderDetail>;
    staffChangeStatus(id: string, body: Wire.StaffStatusBody): Promise<Wire.StaffOrderDetail>;
    staffAssignManager(id: string, body: Wire.StaffManagerBody): Promise<Wire.StaffOrderDetail>;
    staffAddNote(id: string, body: Wire.StaffNoteBody): Promise<Wire.StaffOrderDetail>;
    staffMembers(): Promise<Wire.StaffMember[]>;
    /** Staff inbox (EMPLOYEE+, flag staff-inbox): feedback messages and callback requests. */
    staffInbox(query: Partial<Wire.InboxQuery>): Promise<Wire.InboxPage>;
    /** How many inbox items are new: the staff menu's badge. */
    staffInboxCount(): Promise<Wire.InboxCount>;
    staffInboxUpdate(id: string, body: Wire.InboxUpdateBody): Promise<Wire.InboxItemDetail>;
    /** Staff flags page (ADMIN, flag staff-flags): every flag with its rules. */
    staffFlags(): Promise<Wire.StaffFlag[]>;
    staffUpdateFlag(key: string, body: Wire.StaffFlagBody): Promise<Wire.StaffFlag>;
    /** What would this user see: every flag evaluated for the account with this e-mail. */
    staffFlagPreview(email: string): Promise<Wire.FlagPreview>;
    /** A page of the history; `filter` narrows it by status (comma list) and period (YYYY-MM-DD). */
    getOrders(page: number, limit: number, filter?: Pick<Wire.UserOrdersQuery, "status" | "from" | "to">): Promise<Wire.OrderListPage>;
};
export type UserApi = ReturnType<typeof createUserApi>;
// ==== src/bus/event-bus.d.ts
/** Event name -> payload type. `void` payloads are emitted without an argument. */
export type EventMap = object;
export type EventHandler<P> = (payload: P) => void;
type PayloadArgs<P> = [P] extends [void] ? [] : [payload: P];
/**
 * A small typed publish/subscribe channel. Handlers run synchronously in subscription order; one
 * that throws is reported and does not keep the others from running.
 */
export declare class EventBus<M extends EventMap> {
    private readonly handlers;
    emit<K extends keyof M>(type: K, ...args: PayloadArgs<M[K]>): void;
    /** Returns the function that unsubscribes. */
    on<K extends keyof M>(type: K, handler: EventHandler<M[K]>): () => void;
    off<K extends keyof M>(type: K, handler: EventHandler<M[K]>): void;
}
export {};
// ==== src/bus/events.d.ts
import { EventBus } from './event-bus';
export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
/** Every event that crosses an app boundary (shell <-> remotes), with its payload. */
export interface DostavkaEvents {
    /** Show a toast; the shell owns the one toast provider. */
    notify: {
        message: string;
        variant: NotifyVariant;
    };
    /** Open the sign-in modal. */
    'auth:open': void;
    'auth:changed': {
        loggedIn: boolean;
    };
    /** A page found its content missing after mounting; the shell shows the 404 view. */
    'route:not-found': {
        path: string;
    };
    /**
     * Client-side navigation requested by a remote (remotes do not own the router). `replace`
     * rewrites the current history entry (a page keeping its state in the query) instead of adding one.
     */
    navigate: {
        to: string;
        replace?: boolean;
    };
    'tariffs:search': {
        id: string;
    };
    'order:created': {
        number: string;
    };
    /** An inbox item changed state on the staff inbox: the shell's menu counts the new ones again. */
    'staff:inbox-changed': {
        id: string;
        state: 'new' | 'in_progress' | 'done';
    };
}
export declare function createBus(): EventBus<DostavkaEvents>;
// ==== src/bus/index.d.ts
export { EventBus, type EventHandler, type EventMap } from './event-bus';
export { createBus, type DostavkaEvents, type NotifyVariant } from './events';
// ==== src/client/create-client-kernel.d.ts
import { createBus } from '@dostavka/shared-kernel/bus';
import { type RuntimeConfig } from '@dostavka/shared-kernel/config';
import { RootStore } from '@dostavka/shared-kernel/stores';
export interface ClientKernel {
    config: RuntimeConfig;
    store: RootStore;
    bus: ReturnType<typeof createBus>;
}
/**
 * Everything one page needs from the kernel, wired once: run-time configuration, API and realtime
 * clients (carrying the signed-in user's token), the event bus, the root store and the language.
 * The shell calls it; a remote calls it only when it runs standalone.
 */
export declare function createClientKernel(): Promise<ClientKernel>;
// ==== src/client/index.d.ts
export { createClientKernel, type ClientKernel } from './create-client-kernel';
// ==== src/config/index.d.ts
export { DEFAULT_RUNTIME_CONFIG, mergeRuntimeConfig, readRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID, runtimeConfigScript, type RuntimeConfig, } from './runtime-config';
// ==== src/config/runtime-config.d.ts
export interface RuntimeConfig {
    /** Base URL of each API service; same-origin paths by default. */
    api: {
        user: string;
        content: string;
        calculator: string;
        admin: string;
    };
    /** Socket.IO server: '' means the page's own origin. */
    realtime: {
        url: string;
        path: string;
    };
    /** HTTP status the server answered the document with (404 pages render the not-found view). */
    status?: number;
    /** Language the server chose for this document. */
    lang?: 'ru' | 'en';
    /** The remote registry (remote name -> its mf-manifest.json), so the shell needs no /remotes.json. */
    remotes?: Record<string, string>;
    /** The version of each remote this visitor gets (the registry's; a canary is sticky per visitor). */
    remoteVersions?: Record<string, string>;
    /** The registry's tag for this visitor: the shell asks /remotes.json whether it changed (If-None-Match). */
    remotesTag?: string;
}
export declare const RUNTIME_CONFIG_ELEMENT_ID = "dostavka-config";
export declare const DEFAULT_RUNTIME_CONFIG: RuntimeConfig;
/** The defaults overlaid with whatever well-typed fields `input` has; anything else is ignored. */
export declare function mergeRuntimeConfig(input: unknown, defaults?: RuntimeConfig): RuntimeConfig;
/**
 * Reads the configuration the server injected into the document. A missing element or broken
 * JSON gives the defaults, so a page served without the server (a remote's dev server) still runs.
 */
export declare function readRuntimeConfig(doc?: Pick<Document, 'getElementById'> | null): RuntimeConfig;
/**
 * The script element for the server to put in the document. '<' is escaped so that no value can
 * close the script element early.
 */
export declare function runtimeConfigScript(config: RuntimeConfig): string;
// ==== src/contract/account.d.ts
/** The user service (spec section 7): sign-in, feedback, profile, orders, tracking, flags. */
import { Type, type Static } from 'typebox';
export declare const SignUpBody: Type.TObject<{
    email: Type.TString;
    token: Type.TOptional<Type.TString>;
}>;
export declare const SignUpAnswer: Type.TObject<{
    expiresIn: Type.TInteger;
}>;
export declare const ConfirmEmailBody: Type.TObject<{
    email: Type.TString;
    code: Type.TString;
}>;
export declare const RefreshTokenBody: Type.TObject<{
    refreshToken: Type.TOptional<Type.TString>;
}>;
export declare const AuthTokens: Type.TObject<{
    accessToken: Type.TString;
    refreshToken: Type.TString;
}>;
export declare const RoleSlug: Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>;
export declare const ProfileUser: Type.TObject<{
    uuid: Type.TString;
    email: Type.TString;
    name: Type.TOptional<Type.TString>;
    phone: Type.TOptional<Type.TString>;
    role: Type.TObject<{
        slug: Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>;
        level: Type.TInteger;
    }>;
}>;
export declare const ProfileAnswer: Type.TObject<{
    user: Type.TObject<{
        uuid: Type.TString;
        email: Type.TString;
        name: Type.TOptional<Type.TString>;
        phone: Type.TOptional<Type.TString>;
        role: Type.TObject<{
            slug: Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>;
            level: Type.TInteger;
        }>;
    }>;
}>;
export declare const FeedbackMessage: Type.TObject<{
    message: Type.TString;
    idempotencyKey: Type.TString;
    token: Type.TString;
    phone: Type.TString;
    roistat: Type.TString;
}>;
export declare const CallbackRequest: Type.TObject<{
    idempotencyKey: Type.TString;
    token: Type.TString;
    phone: Type.TString;
    roistat: Type.TString;
}>;
export declare const Received: Type.TObject<{
    id: Type.TString;
}>;
export declare const OrderListItem: Type.TObject<{
    uuid: Type.TString;
    number: Type.TString;
    created_at: Type.TString;
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    fromCity: Type.TOptional<Type.TString>;
    toCity: Type.TOptional<Type.TString>;
    carrier: Type.TOptional<Type.TString>;
    carrierSlug: Type.TOptional<Type.TString>;
    total: Type.TOptional<Type.TNumber>;
    expectedDelivery: Type.TOptional<Type.TString>;
}>;
/** `GET /user/profile/orders`: a page of the history, narrowed by status and period. */
export declare const UserOrdersQuery: Type.TObject<{
    page: Type.TInteger;
    limit: Type.TInteger;
    status: Type.TOptional<Type.TString>;
    from: Type.TOptional<Type.TString>;
    to: Type.TOptional<Type.TString>;
}>;
export declare const OrderListPage: Type.TObject<{
    orders: Type.TArray<Type.TObject<{
        uuid: Type.TString;
        number: Type.TString;
        created_at: Type.TString;
        status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
        fromCity: Type.TOptional<Type.TString>;
        toCity: Type.TOptional<Type.TString>;
        carrier: Type.TOptional<Type.TString>;
        carrierSlug: Type.TOptional<Type.TString>;
        total: Type.TOptional<Type.TNumber>;
        expectedDelivery: Type.TOptional<Type.TString>;
    }>>;
    next: Type.TOptional<Type.TUnion<[Type.TObject<{
        page: Type.TInteger;
    }>, Type.TNull]>>;
}>;
/** One step of an order's life: when it reached a status. */
export declare const OrderTimelineEntry: Type.TObject<{
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    at: Type.TString;
    kind: Type.TOptional<Type.TEnum<["status", "loading_date"]>>;
    loadingDate: Type.TOptional<Type.TString>;
}>;
/**
 * The codes an offer can carry (the engine's: `tariff`, `provider`, consolidated `weight` and
 * `km`, dedicated `vehicle`, `truckType`, `load`, `dop`). An order's copy is bounded here (a few
 * short values) and the server keeps only these keys before it checks the quote.
 */
export declare const ORDER_TARIFF_CODES: string[];
/**
 * The offer as an order carries it back. Its price is proven by the signed quote when the order
 * is placed, so the fields are only bounded here, not held to the offer's own rules: the type is
 * the offer's (checked below), the quote optional so that a missing one gets its own message.
 */
export declare const OrderTariff: Type.TObject<{
    uuid: Type.TString;
    name: Type.TString;
    preliminarily: Type.TBoolean;
    description: Type.TString;
    company: Type.TObject<{
        name: Type.TString;
        slug: Type.TString;
    }>;
    photo: Type.TObject<{
        url: Type.TString;
    }>;
    dates: Type.TObject<{
        plannedDateLoadingCargo: Type.TObject<{
            date: Type.TString;
        }>;
        plannedDateShipmentCargo: Type.TObject<{
            date: Type.TString;
            text: Type.TString;
            days: Type.TOptional<Type.TObject<{
                min: Type.TInteger;
                max: Type.TInteger;
            }>>;
        }>;
    }>;
    prices: Type.TArray<Type.TObject<{
        name: Type.TString;
        value: Type.TNumber;
        key: Type.TOptional<Type.TString>;
        values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
    }>>;
    total: Type.TNumber;
    codes: Type.TRecord<"^.*$", Type.TUnsafe<string | number>>;
    metadata: Type.TObject<{
        mark: Type.TEnum<["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"]>;
        path: Type.TArray<Type.TObject<{
            mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
            from: Type.TString;
            to: Type.TString;
            km: Type.TNumber;
        }>>;
    }>;
    required: Type.TObject<{
        passport: Type.TBoolean;
    }>;
    documents: Type.TArray<Type.TObject<{
        name: Type.TString;
        url: Type.TOptional<Type.TString>;
    }>>;
    quote: Type.TOptional<Type.TString>;
    expiresAt: Type.TOptional<Type.TString>;
}>;
export declare const CreateOrderBody: Type.TObject<{
    contacts: Type.TObject<{
        payer: Type.TObject<{
            name: Type.TString;
            comment: Type.TString;
            email: Type.TString;
            phone: Type.TString;
            enterprise: Type.TBoolean;
            type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
            passport: Type.TOptional<Type.TObject<{
                series: Type.TString;
                number: Type.TString;
                date: Type.TString;
            }>>;
            company: Type.TOptional<Type.TObject<{
                name: Type.TString;
                inn: Type.TString;
                kpp: Type.TString;
            }>>;
        }>;
        recipient: Type.TObject<{
            name: Type.TString;
            comment: Type.TString;
            email: Type.TString;
            phone: Type.TString;
            enterprise: Type.TBoolean;
            type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
            passport: Type.TOptional<Type.TObject<{
                series: Type.TString;
                number: Type.TString;
                date: Type.TString;
            }>>;
            company: Type.TOptional<Type.TObject<{
                name: Type.TString;
                inn: Type.TString;
                kpp: Type.TString;
            }>>;
        }>;
        sender: Type.TObject<{
            name: Type.TString;
            comment: Type.TString;
            email: Type.TString;
            phone: Type.TString;
            enterprise: Type.TBoolean;
            type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
            passport: Type.TOptional<Type.TObject<{
                series: Type.TString;
                number: Type.TString;
                date: Type.TString;
            }>>;
            company: Type.TOptional<Type.TObject<{
                name: Type.TString;
                inn: Type.TString;
                kpp: Type.TString;
            }>>;
        }>;
    }>;
    directions: Type.TObject<{
        from: Type.TObject<{
            deliveryMethod: Type.TObject<{
                key: Type.TString;
                slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                disabled: Type.TBoolean;
            }>;
            city: Type.TUnion<[Type.TObject<{
                id: Type.TInteger;
                popularity: Type.TInteger;
                slug: Type.TString;
                code: Type.TString;
                fias: Type.TString;
                name: Type.TString;
                warning: Type.TUnion<[Type.TString, Type.TNull]>;
                postcode: Type.TUnion<[Type.TString, Type.TNull]>;
                region: Type.TObject<{
                    name: Type.TString;
                    code: Type.TString;
                    slug: Type.TString;
                    timezone: Type.TString;
                    warning: Type.TUnion<[Type.TString, Type.TNull]>;
                    country: Type.TObject<{
                        name: Type.TString;
                        code: Type.TString;
                    }>;
                }>;
                coordinates: Type.TObject<{
                    lat: Type.TNumber;
                    lon: Type.TNumber;
                }>;
            }>, Type.TNull]>;
            address: Type.TObject<{
                value: Type.TString;
                office: Type.TString;
                intercom: Type.TString;
            }>;
            point: Type.TOptional<Type.TUnion<[Type.TObject<{
                id: Type.TString;
                provider: Type.TString;
                kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
                city: Type.TObject<{
                    code: Type.TString;
                    name: Type.TString;
                }>;
                name: Type.TString;
                address: Type.TString;
                hours: Type.TString;
                lat: Type.TNumber;
                lon: Type.TNumber;
                locker: Type.TUnion<[Type.TObject<{
                    cellCm: Type.TObject<{
                        length: Type.TNumber;
                        width: Type.TNumber;
                        height: Type.TNumber;
                    }>;
                    maxKg: Type.TNumber;
                }>, Type.TNull]>;
            }>, Type.TNull]>>;
        }>;
        to: Type.TObject<{
            deliveryMethod: Type.TObject<{
                key: Type.TString;
                slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                disabled: Type.TBoolean;
            }>;
            city: Type.TUnion<[Type.TObject<{
                id: Type.TInteger;
                popularity: Type.TInteger;
                slug: Type.TString;
                code: Type.TString;
                fias: Type.TString;
                name: Type.TString;
                warning: Type.TUnion<[Type.TString, Type.TNull]>;
                postcode: Type.TUnion<[Type.TString, Type.TNull]>;
                region: Type.TObject<{
                    name: Type.TString;
                    code: Type.TString;
                    slug: Type.TString;
                    timezone: Type.TString;
                    warning: Type.TUnion<[Type.TString, Type.TNull]>;
                    country: Type.TObject<{
                        name: Type.TString;
                        code: Type.TString;
                    }>;
                }>;
                coordinates: Type.TObject<{
                    lat: Type.TNumber;
                    lon: Type.TNumber;
                }>;
            }>, Type.TNull]>;
            address: Type.TObject<{
                value: Type.TString;
                office: Type.TString;
                intercom: Type.TString;
            }>;
            point: Type.TOptional<Type.TUnion<[Type.TObject<{
                id: Type.TString;
                provider: Type.TString;
                kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
                city: Type.TObject<{
                    code: Type.TString;
                    name: Type.TString;
                }>;
                name: Type.TString;
                address: Type.TString;
                hours: Type.TString;
                lat: Type.TNumber;
                lon: Type.TNumber;
                locker: Type.TUnion<[Type.TObject<{
                    cellCm: Type.TObject<{
                        length: Type.TNumber;
                        width: Type.TNumber;
                        height: Type.TNumber;
                    }>;
                    maxKg: Type.TNumber;
                }>, Type.TNull]>;
            }>, Type.TNull]>>;
        }>;
    }>;
    delivery: Type.TObject<{
        type: Type.TObject<{
            slug: Type.TEnum<["combined", "dedicated"]>;
        }>;
        isDedicated: Type.TBoolean;
        declared: Type.TNumber;
        description: Type.TString;
        date: Type.TString;
        dimensions: Type.TObject<{
            cargos: Type.TArray<Type.TObject<{
                width: Type.TNumber;
                height: Type.TNumber;
                length: Type.TNumber;
                rotable: Type.TBoolean;
                stackable: Type.TBoolean;
                volume: Type.TNumber;
                weight: Type.TNumber;
                quantity: Type.TInteger;
            }>>;
            totals: Type.TOptional<Type.TObject<{
                weight: Type.TNumber;
                volume: Type.TNumber;
                quantity: Type.TInteger;
            }>>;
            commonWeight: Type.TNumber;
            commonVolumeWeight: Type.TNumber;
            car: Type.TOptional<Type.TObject<{
                length: Type.TNumber;
                height: Type.TNumber;
                width: Type.TNumber;
                weight: Type.TNumber;
                type: Type.TString;
                load: Type.TString;
                additional: Type.TString;
            }>>;
        }>;
    }>;
    tariff: Type.TObject<{
        uuid: Type.TString;
        name: Type.TString;
        preliminarily: Type.TBoolean;
        description: Type.TString;
        company: Type.TObject<{
            name: Type.TString;
            slug: Type.TString;
        }>;
        photo: Type.TObject<{
            url: Type.TString;
        }>;
        dates: Type.TObject<{
            plannedDateLoadingCargo: Type.TObject<{
                date: Type.TString;
            }>;
            plannedDateShipmentCargo: Type.TObject<{
                date: Type.TString;
                text: Type.TString;
                days: Type.TOptional<Type.TObject<{
                    min: Type.TInteger;
                    max: Type.TInteger;
                }>>;
            }>;
        }>;
        prices: Type.TArray<Type.TObject<{
            name: Type.TString;
            value: Type.TNumber;
            key: Type.TOptional<Type.TString>;
            values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
        }>>;
        total: Type.TNumber;
        codes: Type.TRecord<"^.*$", Type.TUnsafe<string | number>>;
        metadata: Type.TObject<{
            mark: Type.TEnum<["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"]>;
            path: Type.TArray<Type.TObject<{
                mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
                from: Type.TString;
                to: Type.TString;
                km: Type.TNumber;
            }>>;
        }>;
        required: Type.TObject<{
            passport: Type.TBoolean;
        }>;
        documents: Type.TArray<Type.TObject<{
            name: Type.TString;
            url: Type.TOptional<Type.TString>;
        }>>;
        quote: Type.TOptional<Type.TString>;
        expiresAt: Type.TOptional<Type.TString>;
    }>;
    roistat: Type.TString;
    idempotencyKey: Type.TString;
    isInternal: Type.TOptional<Type.TBoolean>;
    customerEmail: Type.TOptional<Type.TString>;
}>;
export declare const OrderDetail: Type.TObject<{
    loadingDate: Type.TString;
    total: Type.TNumber;
    contacts: Type.TObject<{
        payer: Type.TObject<{
            name: Type.TString;
            comment: Type.TString;
            email: Type.TString;
            phone: Type.TString;
            enterprise: Type.TBoolean;
            type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
            passport: Type.TOptional<Type.TObject<{
                series: Type.TString;
                number: Type.TString;
                date: Type.TString;
            }>>;
            company: Type.TOptional<Type.TObject<{
                name: Type.TString;
                inn: Type.TString;
                kpp: Type.TString;
            }>>;
        }>;
        recipient: Type.TObject<{
            name: Type.TString;
            comment: Type.TString;
            email: Type.TString;
            phone: Type.TString;
            enterprise: Type.TBoolean;
            type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
            passport: Type.TOptional<Type.TObject<{
                series: Type.TString;
                number: Type.TString;
                date: Type.TString;
            }>>;
            company: Type.TOptional<Type.TObject<{
                name: Type.TString;
                inn: Type.TString;
                kpp: Type.TString;
            }>>;
        }>;
        sender: Type.TObject<{
            name: Type.TString;
            comment: Type.TString;
            email: Type.TString;
            phone: Type.TString;
            enterprise: Type.TBoolean;
            type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
            passport: Type.TOptional<Type.TObject<{
                series: Type.TString;
                number: Type.TString;
                date: Type.TString;
            }>>;
            company: Type.TOptional<Type.TObject<{
                name: Type.TString;
                inn: Type.TString;
                kpp: Type.TString;
            }>>;
        }>;
    }>;
    directions: Type.TObject<{
        from: Type.TObject<{
            deliveryMethod: Type.TObject<{
                key: Type.TString;
                slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                disabled: Type.TBoolean;
            }>;
            city: Type.TUnion<[Type.TObject<{
                id: Type.TInteger;
                popularity: Type.TInteger;
                slug: Type.TString;
                code: Type.TString;
                fias: Type.TString;
                name: Type.TString;
                warning: Type.TUnion<[Type.TString, Type.TNull]>;
                postcode: Type.TUnion<[Type.TString, Type.TNull]>;
                region: Type.TObject<{
                    name: Type.TString;
                    code: Type.TString;
                    slug: Type.TString;
                    timezone: Type.TString;
                    warning: Type.TUnion<[Type.TString, Type.TNull]>;
                    country: Type.TObject<{
                        name: Type.TString;
                        code: Type.TString;
                    }>;
                }>;
                coordinates: Type.TObject<{
                    lat: Type.TNumber;
                    lon: Type.TNumber;
                }>;
            }>, Type.TNull]>;
            address: Type.TObject<{
                value: Type.TString;
                office: Type.TString;
                intercom: Type.TString;
            }>;
            point: Type.TOptional<Type.TUnion<[Type.TObject<{
                id: Type.TString;
                provider: Type.TString;
                kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
                city: Type.TObject<{
                    code: Type.TString;
                    name: Type.TString;
                }>;
                name: Type.TString;
                address: Type.TString;
                hours: Type.TString;
                lat: Type.TNumber;
                lon: Type.TNumber;
                locker: Type.TUnion<[Type.TObject<{
                    cellCm: Type.TObject<{
                        length: Type.TNumber;
                        width: Type.TNumber;
                        height: Type.TNumber;
                    }>;
                    maxKg: Type.TNumber;
                }>, Type.TNull]>;
            }>, Type.TNull]>>;
        }>;
        to: Type.TObject<{
            deliveryMethod: Type.TObject<{
                key: Type.TString;
                slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                disabled: Type.TBoolean;
            }>;
            city: Type.TUnion<[Type.TObject<{
                id: Type.TInteger;
                popularity: Type.TInteger;
                slug: Type.TString;
                code: Type.TString;
                fias: Type.TString;
                name: Type.TString;
                warning: Type.TUnion<[Type.TString, Type.TNull]>;
                postcode: Type.TUnion<[Type.TString, Type.TNull]>;
                region: Type.TObject<{
                    name: Type.TString;
                    code: Type.TString;
                    slug: Type.TString;
                    timezone: Type.TString;
                    warning: Type.TUnion<[Type.TString, Type.TNull]>;
                    country: Type.TObject<{
                        name: Type.TString;
                        code: Type.TString;
                    }>;
                }>;
                coordinates: Type.TObject<{
                    lat: Type.TNumber;
                    lon: Type.TNumber;
                }>;
            }>, Type.TNull]>;
            address: Type.TObject<{
                value: Type.TString;
                office: Type.TString;
                intercom: Type.TString;
            }>;
            point: Type.TOptional<Type.TUnion<[Type.TObject<{
                id: Type.TString;
                provider: Type.TString;
                kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
                city: Type.TObject<{
                    code: Type.TString;
                    name: Type.TString;
                }>;
                name: Type.TString;
                address: Type.TString;
                hours: Type.TString;
                lat: Type.TNumber;
                lon: Type.TNumber;
                locker: Type.TUnion<[Type.TObject<{
                    cellCm: Type.TObject<{
                        length: Type.TNumber;
                        width: Type.TNumber;
                        height: Type.TNumber;
                    }>;
                    maxKg: Type.TNumber;
                }>, Type.TNull]>;
            }>, Type.TNull]>>;
        }>;
    }>;
    delivery: Type.TObject<{
        type: Type.TObject<{
            slug: Type.TEnum<["combined", "dedicated"]>;
        }>;
        isDedicated: Type.TBoolean;
        declared: Type.TNumber;
        description: Type.TString;
        date: Type.TString;
        dimensions: Type.TObject<{
            cargos: Type.TArray<Type.TObject<{
                width: Type.TNumber;
                height: Type.TNumber;
                length: Type.TNumber;
                rotable: Type.TBoolean;
                stackable: Type.TBoolean;
                volume: Type.TNumber;
                weight: Type.TNumber;
                quantity: Type.TInteger;
            }>>;
            totals: Type.TOptional<Type.TObject<{
                weight: Type.TNumber;
                volume: Type.TNumber;
                quantity: Type.TInteger;
            }>>;
            commonWeight: Type.TNumber;
            commonVolumeWeight: Type.TNumber;
            car: Type.TOptional<Type.TObject<{
                length: Type.TNumber;
                height: Type.TNumber;
                width: Type.TNumber;
                weight: Type.TNumber;
                type: Type.TString;
                load: Type.TString;
                additional: Type.TString;
            }>>;
        }>;
    }>;
    tariff: Type.TObject<{
        uuid: Type.TString;
        name: Type.TString;
        preliminarily: Type.TBoolean;
        description: Type.TString;
        company: Type.TObject<{
            name: Type.TString;
            slug: Type.TString;
        }>;
        photo: Type.TObject<{
            url: Type.TString;
        }>;
        dates: Type.TObject<{
            plannedDateLoadingCargo: Type.TObject<{
                date: Type.TString;
            }>;
            plannedDateShipmentCargo: Type.TObject<{
                date: Type.TString;
                text: Type.TString;
                days: Type.TOptional<Type.TObject<{
                    min: Type.TInteger;
                    max: Type.TInteger;
                }>>;
            }>;
        }>;
        prices: Type.TArray<Type.TObject<{
            name: Type.TString;
            value: Type.TNumber;
            key: Type.TOptional<Type.TString>;
            values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
        }>>;
        total: Type.TNumber;
        codes: Type.TRecord<"^.*$", Type.TUnsafe<string | number>>;
        metadata: Type.TObject<{
            mark: Type.TEnum<["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"]>;
            path: Type.TArray<Type.TObject<{
                mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
                from: Type.TString;
                to: Type.TString;
                km: Type.TNumber;
            }>>;
        }>;
        required: Type.TObject<{
            passport: Type.TBoolean;
        }>;
        documents: Type.TArray<Type.TObject<{
            name: Type.TString;
            url: Type.TOptional<Type.TString>;
        }>>;
        quote: Type.TOptional<Type.TString>;
        expiresAt: Type.TOptional<Type.TString>;
    }>;
    timeline: Type.TArray<Type.TObject<{
        status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
        at: Type.TString;
        kind: Type.TOptional<Type.TEnum<["status", "loading_date"]>>;
        loadingDate: Type.TOptional<Type.TString>;
    }>>;
    isInternal: Type.TOptional<Type.TBoolean>;
    expectedDelivery: Type.TOptional<Type.TString>;
    uuid: Type.TString;
    number: Type.TString;
    created_at: Type.TString;
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    fromCity: Type.TOptional<Type.TString>;
    toCity: Type.TOptional<Type.TString>;
    carrier: Type.TOptional<Type.TString>;
    carrierSlug: Type.TOptional<Type.TString>;
}>;
export declare const OrderRef: Type.TObject<{
    uuid: Type.TString;
}>;
export declare const ChangeDatesBody: Type.TObject<{
    uuid: Type.TString;
    date: Type.TString;
}>;
export declare const ChangeOrderStatusBody: Type.TObject<{
    uuid: Type.TString;
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    comment: Type.TOptional<Type.TString>;
}>;
/** A short-lived link to the waybill PDF; opening it needs no bearer token. */
export declare const Waybill: Type.TObject<{
    url: Type.TString;
    expiresAt: Type.TString;
}>;
export declare const TrackingInfo: Type.TObject<{
    number: Type.TString;
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    from: Type.TObject<{
        city: Type.TString;
    }>;
    to: Type.TObject<{
        city: Type.TString;
    }>;
    timeline: Type.TArray<Type.TObject<{
        status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
        at: Type.TString;
        kind: Type.TOptional<Type.TEnum<["status", "loading_date"]>>;
        loadingDate: Type.TOptional<Type.TString>;
    }>>;
    expectedDelivery: Type.TOptional<Type.TString>;
}>;
/** A feature flag as the server evaluated it for one visitor (OpenFeature resolution). */
export declare const FlagEvaluation: Type.TObject<{
    value: Type.TBoolean;
    reason: Type.TEnum<["DISABLED", "ROLE", "TARGETING_MATCH", "SPLIT", "STATIC"]>;
}>;
export declare const FlagsAnswer: Type.TObject<{
    flags: Type.TRecord<"^.*$", Type.TObject<{
        value: Type.TBoolean;
        reason: Type.TEnum<["DISABLED", "ROLE", "TARGETING_MATCH", "SPLIT", "STATIC"]>;
    }>>;
}>;
export type SignUpBody = Static<typeof SignUpBody>;
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;
export type RefreshTokenBody = Static<typeof RefreshTokenBody>;
export type AuthTokens = Static<typeof AuthTokens>;
export type ProfileUser = Static<typeof ProfileUser>;
export type FeedbackMessage = Static<typeof FeedbackMessage>;
export type CallbackRequest = Static<typeof CallbackRequest>;
export type OrderListItem = Static<typeof OrderListItem>;
export type OrderListPage = Static<typeof OrderListPage>;
export type UserOrdersQuery = Static<typeof UserOrdersQuery>;
export type OrderTimelineEntry = Static<typeof OrderTimelineEntry>;
export type CreateOrderBody = Static<typeof CreateOrderBody>;
export type OrderDetail = Static<typeof OrderDetail>;
export type OrderTariff = Static<typeof OrderTariff>;
/** What POST /order/create answers: the stored order. */
export type CreatedOrder = OrderDetail;
export type WaybillCreateBody = Static<typeof OrderRef>;
export type ChangeDatesBody = Static<typeof ChangeDatesBody>;
export type ChangeOrderStatusBody = Static<typeof ChangeOrderStatusBody>;
export type Waybill = Static<typeof Waybill>;
export type TrackingInfo = Static<typeof TrackingInfo>;
export type FlagEvaluation = Static<typeof FlagEvaluation>;
// ==== src/contract/carriers.d.ts
/**
 * The staff console's carriers module (issue 35): each carrier API's state as the server sees it,
 * and the outcome of a points sync asked for by staff.
 */
import { Type, type Static } from 'typebox';
export declare const CarrierStatus: Type.TObject<{
    slug: Type.TString;
    name: Type.TString;
    on: Type.TBoolean;
    circuit: Type.TUnion<[Type.TEnum<["closed", "open", "half-open"]>, Type.TNull]>;
    calls: Type.TInteger;
    errorRate: Type.TNumber;
    p95Ms: Type.TUnion<[Type.TInteger, Type.TNull]>;
    lastSuccessAt: Type.TUnion<[Type.TString, Type.TNull]>;
    lastFault: Type.TUnion<[Type.TObject<{
        at: Type.TString;
        fault: Type.TString;
        message: Type.TString;
    }>, Type.TNull]>;
    pointsSync: Type.TUnion<[Type.TObject<{
        at: Type.TString;
        cities: Type.TInteger;
        points: Type.TInteger;
        failingCities: Type.TInteger;
    }>, Type.TNull]>;
}>;
export declare const CarrierSyncOutcome: Type.TObject<{
    cities: Type.TInteger;
    points: Type.TInteger;
    failed: Type.TInteger;
}>;
export declare const CarrierSlugParams: Type.TObject<{
    slug: Type.TString;
}>;
export type CarrierStatus = Static<typeof CarrierStatus>;
export type CarrierSyncOutcome = Static<typeof CarrierSyncOutcome>;
// ==== src/contract/common.d.ts
/** Building blocks of the wire schemas. */
import { Type, type TNumberOptions, type TSchema, type TStringOptions } from 'typebox';
/** A pattern that refuses empty and blank text; the server's error formatter recognises it. */
export declare const NOT_BLANK = "\\S";
/** A required text parameter: present, and more than white space. */
export declare const RequiredText: (options?: TStringOptions) => Type.TString;
/** Free text of at most `maxLength` characters. */
export declare const Text: (maxLength: number, options?: TStringOptions) => Type.TString;
/** The largest key of a serial column (PostgreSQL `integer`): a larger id names nothing. */
export declare const MAX_ID = 2147483647;
/** A database id: a positive integer the database can hold. */
export declare const Id: (options?: TNumberOptions) => Type.TInteger;
/** The last page any list may be asked for (a page beyond the data is simply empty). */
export declare const MAX_PAGE = 100000;
/** A 1-based page number. */
export declare const PageNumber: (options?: TNumberOptions) => Type.TInteger;
/** Items per page, at most `maximum`. */
export declare const PageLimit: (maximum: number, options?: TNumberOptions) => Type.TInteger;
/** A calendar date as the site sends it. */
export declare const IsoDate: Type.TString;
/** A page of a list: `next` is the following page, null on the last. */
export declare const Paged: <T extends TSchema>(item: T) => Type.TObject<{
    data: Type.TArray<T>;
    total: Type.TInteger;
    next: Type.TUnion<[Type.TObject<{
        page: Type.TInteger;
    }>, Type.TNull]>;
}>;
export interface Paged<T> {
    data: T[];
    total: number;
    next: {
        page: number;
    } | null;
}
/** The same texts in Russian and English. */
export declare const Localized: <T extends TSchema>(item: T) => Type.TObject<{
    ru: T;
    en: T;
}>;
export interface Localized<T> {
    ru: T;
    en: T;
}
/** Every error answer of the API: the message is fit for a toast. */
export declare const ErrorResponse: Type.TObject<{
    statusCode: Type.TInteger;
    error: Type.TString;
    message: Type.TString;
    problems: Type.TOptional<Type.TArray<Type.TObject<{
        path: Type.TString;
        message: Type.TString;
    }>>>;
}>;
// ==== src/contract/contact.d.ts
/** The people of an order: sender, recipient and payer (spec section 3, Contact). */
import { Type, type Static } from 'typebox';
export declare const Company: Type.TObject<{
    name: Type.TString;
    inn: Type.TString;
    kpp: Type.TString;
}>;
export declare const Passport: Type.TObject<{
    series: Type.TString;
    number: Type.TString;
    date: Type.TString;
}>;
/** How the server tells which extra data a contact carries. */
export declare const ContactMarker: Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>;
export declare const Contact: Type.TObject<{
    name: Type.TString;
    comment: Type.TString;
    email: Type.TString;
    phone: Type.TString;
    enterprise: Type.TBoolean;
    type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
    passport: Type.TOptional<Type.TObject<{
        series: Type.TString;
        number: Type.TString;
        date: Type.TString;
    }>>;
    /** Present exactly when `enterprise` is on. */
    company: Type.TOptional<Type.TObject<{
        name: Type.TString;
        inn: Type.TString;
        kpp: Type.TString;
    }>>;
}>;
export declare const OrderContacts: Type.TObject<{
    payer: Type.TObject<{
        name: Type.TString;
        comment: Type.TString;
        email: Type.TString;
        phone: Type.TString;
        enterprise: Type.TBoolean;
        type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
        passport: Type.TOptional<Type.TObject<{
            series: Type.TString;
            number: Type.TString;
            date: Type.TString;
        }>>;
        /** Present exactly when `enterprise` is on. */
        company: Type.TOptional<Type.TObject<{
            name: Type.TString;
            inn: Type.TString;
            kpp: Type.TString;
        }>>;
    }>;
    recipient: Type.TObject<{
        name: Type.TString;
        comment: Type.TString;
        email: Type.TString;
        phone: Type.TString;
        enterprise: Type.TBoolean;
        type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
        passport: Type.TOptional<Type.TObject<{
            series: Type.TString;
            number: Type.TString;
            date: Type.TString;
        }>>;
        /** Present exactly when `enterprise` is on. */
        company: Type.TOptional<Type.TObject<{
            name: Type.TString;
            inn: Type.TString;
            kpp: Type.TString;
        }>>;
    }>;
    sender: Type.TObject<{
        name: Type.TString;
        comment: Type.TString;
        email: Type.TString;
        phone: Type.TString;
        enterprise: Type.TBoolean;
        type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
        passport: Type.TOptional<Type.TObject<{
            series: Type.TString;
            number: Type.TString;
            date: Type.TString;
        }>>;
        /** Present exactly when `enterprise` is on. */
        company: Type.TOptional<Type.TObject<{
            name: Type.TString;
            inn: Type.TString;
            kpp: Type.TString;
        }>>;
    }>;
}>;
export type Company = Static<typeof Company>;
export type Passport = Static<typeof Passport>;
export type ContactMarker = Static<typeof ContactMarker>;
export type Contact = Static<typeof Contact>;
export type OrderContacts = Static<typeof OrderContacts>;
// ==== src/contract/content.d.ts
/** The content service's answers: pages, places, directions, FAQ, the vehicle list. */
import { Type, type Static } from 'typebox';
/** The texts of a page in one language. */
export declare const PageText: Type.TObject<{
    title: Type.TString;
    description: Type.TString;
    h1: Type.TString;
    body: Type.TString;
}>;
/** The texts of a place as an origin (`from`) and as a destination (`to`). */
export declare const BothWays: Type.TObject<{
    from: Type.TObject<{
        ru: Type.TObject<{
            title: Type.TString;
            description: Type.TString;
            h1: Type.TString;
            body: Type.TString;
        }>;
        en: Type.TObject<{
            title: Type.TString;
            description: Type.TString;
            h1: Type.TString;
            body: Type.TString;
        }>;
    }>;
    to: Type.TObject<{
        ru: Type.TObject<{
            title: Type.TString;
            description: Type.TString;
            h1: Type.TString;
            body: Type.TString;
        }>;
        en: Type.TObject<{
            title: Type.TString;
            description: Type.TString;
            h1: Type.TString;
            body: Type.TString;
        }>;
    }>;
}>;
export declare const CatalogueGroupLinks: Type.TObject<{
    key: Type.TString;
    root: Type.TString;
    name: Type.TObject<{
        ru: Type.TString;
        en: Type.TString;
    }>;
    pages: Type.TArray<Type.TObject<{
        url: Type.TString;
        h1: Type.TString;
        en: Type.TUnion<[Type.TString, Type.TNull]>;
    }>>;
}>;
/** A city pair with a direction page. */
export declare const DirectionItem: Type.TObject<{
    id: Type.TInteger;
    url: Type.TString;
    from: Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>;
    to: Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>;
    distanceKm: Type.TInteger;
}>;
export declare const CityPageItem: Type.TObject<{
    url: Type.TString;
    city: Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>;
}>;
export declare const RegionPageItem: Type.TObject<{
    url: Type.TString;
    toUrl: Type.TString;
    region: Type.TObject<{
        code: Type.TString;
        name: Type.TString;
        slug: Type.TString;
    }>;
    cities: Type.TInteger;
}>;
/** A region and a city: from the region to the city, or from the city to the region. */
export declare const RegionCityItem: Type.TObject<{
    url: Type.TString;
    region: Type.TObject<{
        code: Type.TString;
        name: Type.TString;
        slug: Type.TString;
    }>;
    city: Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>;
}>;
/** A typical shipment of a route's price table: consolidated by weight, or a whole vehicle. */
export declare const TypicalShipmentKey: Type.TUnion<[Type.TLiteral<"kg1">, Type.TLiteral<"kg10">, Type.TLiteral<"kg100">, Type.TLiteral<"kg500">, Type.TLiteral<"t1">, Type.TLiteral<"t5">, Type.TLiteral<"van">, Type.TLiteral<"truck20">, Type.TLiteral<"lot">]>;
/** One carrier's offer for a typical shipment, as the calculator priced it. */
export declare const RoutePriceOffer: Type.TObject<{
    company: Type.TObject<{
        name: Type.TString;
        slug: Type.TString;
    }>;
    tariff: Type.TString;
    total: Type.TNumber;
    term: Type.TObject<{
        min: Type.TInteger;
        max: Type.TInteger;
    }>;
    preliminarily: Type.TBoolean;
}>;
/** A row of the price table: the shipment and every carrier's offer, cheapest first. */
export declare const RoutePriceRow: Type.TObject<{
    key: Type.TUnion<[Type.TLiteral<"kg1">, Type.TLiteral<"kg10">, Type.TLiteral<"kg100">, Type.TLiteral<"kg500">, Type.TLiteral<"t1">, Type.TLiteral<"t5">, Type.TLiteral<"van">, Type.TLiteral<"truck20">, Type.TLiteral<"lot">]>;
    kind: Type.TUnion<[Type.TLiteral<"consolidated">, Type.TLiteral<"dedicated">]>;
    weightKg: Type.TNumber;
    vehicle: Type.TUnion<[Type.TString, Type.TNull]>;
    offers: Type.TArray<Type.TObject<{
        company: Type.TObject<{
            name: Type.TString;
            slug: Type.TString;
        }>;
        tariff: Type.TString;
        total: Type.TNumber;
        term: Type.TObject<{
            min: Type.TInteger;
            max: Type.TInteger;
        }>;
        preliminarily: Type.TBoolean;
    }>>;
}>;
/**
 * What a catalogue topic's typical lot is ('Серверная стойка 42U', 300 kg in one piece; 'Трактор',
 * 6 t on the smallest vehicle that carries it): its row has the key `lot`.
 */
export declare const CatalogueLot: Type.TObject<{
    name: Type.TObject<{
        ru: Type.TString;
        en: Type.TString;
    }>;
    weightKg: Type.TNumber;
    pieces: Type.TInteger;
}>;
/** The typical shipment of a catalogue page's cargo on one route, priced as the route tables are. */
export declare const CataloguePrice: Type.TObject<{
    from: Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>;
    to: Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>;
    distanceKm: Type.TInteger;
    pricedOn: Type.TString;
    row: Type.TObject<{
        key: Type.TUnion<[Type.TLiteral<"kg1">, Type.TLiteral<"kg10">, Type.TLiteral<"kg100">, Type.TLiteral<"kg500">, Type.TLiteral<"t1">, Type.TLiteral<"t5">, Type.TLiteral<"van">, Type.TLiteral<"truck20">, Type.TLiteral<"lot">]>;
        kind: Type.TUnion<[Type.TLiteral<"consolidated">, Type.TLiteral<"dedicated">]>;
        weightKg: Type.TNumber;
        vehicle: Type.TUnion<[Type.TString, Type.TNull]>;
        offers: Type.TArray<Type.TObject<{
            company: Type.TObject<{
                name: Type.TString;
                slug: Type.TString;
            }>;
            tariff: Type.TString;
            total: Type.TNumber;
            term: Type.TObject<{
                min: Type.TInteger;
                max: Type.TInteger;
            }>;
            preliminarily: Type.TBoolean;
        }>>;
    }>;
    lot: Type.TOptional<Type.TObject<{
        name: Type.TObject<{
            ru: Type.TString;
            en: Type.TString;
        }>;
        weightKg: Type.TNumber;
        pieces: Type.TInteger;
    }>>;
    terminals: Type.TArray<Type.TObject<{
        id: Type.TString;
        provider: Type.TString;
        kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
        city: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
        }>;
        name: Type.TString;
        address: Type.TString;
        hours: Type.TString;
        lat: Type.TNumber;
        lon: Type.TNumber;
        locker: Type.TUnion<[Type.TObject<{
            cellCm: Type.TObject<{
                length: Type.TNumber;
                width: Type.TNumber;
                height: Type.TNumber;
            }>;
            maxKg: Type.TNumber;
        }>, Type.TNull]>;
    }>>;
}>;
/** A page the content service knows by its URL (catch-all, SEO and company pages). */
export declare const ContentPage: Type.TObject<{
    url: Type.TString;
    catalogue: Type.TUnion<[Type.TString, Type.TNull]>;
    en: Type.TUnion<[Type.TObject<{
        title: Type.TString;
        description: Type.TString;
        h1: Type.TString;
        body: Type.TString;
    }>, Type.TNull]>;
    group: Type.TUnion<[Type.TObject<{
        key: Type.TString;
        root: Type.TString;
        name: Type.TObject<{
            ru: Type.TString;
            en: Type.TString;
        }>;
        pages: Type.TArray<Type.TObject<{
            url: Type.TString;
            h1: Type.TString;
            en: Type.TUnion<[Type.TString, Type.TNull]>;
        }>>;
    }>, Type.TNull]>;
    price: Type.TOptional<Type.TUnion<[Type.TObject<{
        from: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
        to: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
        distanceKm: Type.TInteger;
        pricedOn: Type.TString;
        row: Type.TObject<{
            key: Type.TUnion<[Type.TLiteral<"kg1">, Type.TLiteral<"kg10">, Type.TLiteral<"kg100">, Type.TLiteral<"kg500">, Type.TLiteral<"t1">, Type.TLiteral<"t5">, Type.TLiteral<"van">, Type.TLiteral<"truck20">, Type.TLiteral<"lot">]>;
            kind: Type.TUnion<[Type.TLiteral<"consolidated">, Type.TLiteral<"dedicated">]>;
            weightKg: Type.TNumber;
            vehicle: Type.TUnion<[Type.TString, Type.TNull]>;
            offers: Type.TArray<Type.TObject<{
                company: Type.TObject<{
                    name: Type.TString;
                    slug: Type.TString;
                }>;
                tariff: Type.TString;
                total: Type.TNumber;
                term: Type.TObject<{
                    min: Type.TInteger;
                    max: Type.TInteger;
                }>;
                preliminarily: Type.TBoolean;
            }>>;
        }>;
        lot: Type.TOptional<Type.TObject<{
            name: Type.TObject<{
                ru: Type.TString;
                en: Type.TString;
            }>;
            weightKg: Type.TNumber;
            pieces: Type.TInteger;
        }>>;
        terminals: Type.TArray<Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>>;
    }>, Type.TNull]>>;
    title: Type.TString;
    description: Type.TString;
    h1: Type.TString;
    body: Type.TString;
}>;
/**
 * Distance, time and prices of a route, all from the tariff engine (the calculator's own
 * distance and offers); no price while the calculator cannot say.
 */
export declare const RouteFacts: Type.TObject<{
    distanceKm: Type.TInteger;
    transitDays: Type.TObject<{
        min: Type.TInteger;
        max: Type.TInteger;
    }>;
    priceFrom: Type.TUnion<[Type.TNumber, Type.TNull]>;
    prices: Type.TArray<Type.TObject<{
        key: Type.TUnion<[Type.TLiteral<"kg1">, Type.TLiteral<"kg10">, Type.TLiteral<"kg100">, Type.TLiteral<"kg500">, Type.TLiteral<"t1">, Type.TLiteral<"t5">, Type.TLiteral<"van">, Type.TLiteral<"truck20">, Type.TLiteral<"lot">]>;
        kind: Type.TUnion<[Type.TLiteral<"consolidated">, Type.TLiteral<"dedicated">]>;
        weightKg: Type.TNumber;
        vehicle: Type.TUnion<[Type.TString, Type.TNull]>;
        offers: Type.TArray<Type.TObject<{
            company: Type.TObject<{
                name: Type.TString;
                slug: Type.TString;
            }>;
            tariff: Type.TString;
            total: Type.TNumber;
            term: Type.TObject<{
                min: Type.TInteger;
                max: Type.TInteger;
            }>;
            preliminarily: Type.TBoolean;
        }>>;
    }>>;
    pricedOn: Type.TString;
    terminals: Type.TObject<{
        from: Type.TArray<Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>>;
        to: Type.TArray<Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>>;
    }>;
}>;
/** A question of a route page and its answer (plain text), shown and given as FAQPage JSON-LD. */
export declare const RouteQa: Type.TObject<{
    question: Type.TString;
    answer: Type.TString;
}>;
export declare const DirectionContent: Type.TObject<{
    text: Type.TObject<{
        ru: Type.TObject<{
            title: Type.TString;
            description: Type.TString;
            h1: Type.TString;
            body: Type.TString;
        }>;
        en: Type.TObject<{
            title: Type.TString;
            description: Type.TString;
            h1: Type.TString;
            body: Type.TString;
        }>;
    }>;
    faq: Type.TObject<{
        ru: Type.TArray<Type.TObject<{
            question: Type.TString;
            answer: Type.TString;
        }>>;
        en: Type.TArray<Type.TObject<{
            question: Type.TString;
            answer: Type.TString;
        }>>;
    }>;
    related: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        url: Type.TString;
        from: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
        to: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
        distanceKm: Type.TInteger;
    }>>;
    distanceKm: Type.TInteger;
    transitDays: Type.TObject<{
        min: Type.TInteger;
        max: Type.TInteger;
    }>;
    priceFrom: Type.TUnion<[Type.TNumber, Type.TNull]>;
    prices: Type.TArray<Type.TObject<{
        key: Type.TUnion<[Type.TLiteral<"kg1">, Type.TLiteral<"kg10">, Type.TLiteral<"kg100">, Type.TLiteral<"kg500">, Type.TLiteral<"t1">, Type.TLiteral<"t5">, Type.TLiteral<"van">, Type.TLiteral<"truck20">, Type.TLiteral<"lot">]>;
        kind: Type.TUnion<[Type.TLiteral<"consolidated">, Type.TLiteral<"dedicated">]>;
        weightKg: Type.TNumber;
        vehicle: Type.TUnion<[Type.TString, Type.TNull]>;
        offers: Type.TArray<Type.TObject<{
            company: Type.TObject<{
                name: Type.TString;
                slug: Type.TString;
            }>;
            tariff: Type.TString;
            total: Type.TNumber;
            term: Type.TObject<{
                min: Type.TInteger;
                max: Type.TInteger;
            }>;
            preliminarily: Type.TBoolean;
        }>>;
    }>>;
    pricedOn: Type.TString;
    terminals: Type.TObject<{
        from: Type.TArray<Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>>;
        to: Type.TArray<Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>>;
    }>;
    from: Type.TObject<{
        id: Type.TInteger;
        popularity: Type.TInteger;
        slug: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        name: Type.TString;
        warning: Type.TUnion<[Type.TString, Type.TNull]>;
        postcode: Type.TUnion<[Type.TString, Type.TNull]>;
        region: Type.TObject<{
            name: Type.TString;
            code: Type.TString;
            slug: Type.TString;
            timezone: Type.TString;
            warning: Type.TUnion<[Type.TString, Type.TNull]>;
            country: Type.TObject<{
                name: Type.TString;
                code: Type.TString;
            }>;
        }>;
        coordinates: Type.TObject<{
            lat: Type.TNumber;
            lon: Type.TNumber;
        }>;
    }>;
    to: Type.TObject<{
        id: Type.TInteger;
        popularity: Type.TInteger;
        slug: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        name: Type.TString;
        warning: Type.TUnion<[Type.TString, Type.TNull]>;
        postcode: Type.TUnion<[Type.TString, Type.TNull]>;
        region: Type.TObject<{
            name: Type.TString;
            code: Type.TString;
            slug: Type.TString;
            timezone: Type.TString;
            warning: Type.TUnion<[Type.TString, Type.TNull]>;
            country: Type.TObject<{
                name: Type.TString;
                code: Type.TString;
            }>;
        }>;
        coordinates: Type.TObject<{
            lat: Type.TNumber;
            lon: Type.TNumber;
        }>;
    }>;
}>;
export declare const CityContent: Type.TObject<{
    city: Type.TObject<{
        id: Type.TInteger;
        popularity: Type.TInteger;
        slug: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        name: Type.TString;
        warning: Type.TUnion<[Type.TString, Type.TNull]>;
        postcode: Type.TUnion<[Type.TString, Type.TNull]>;
        region: Type.TObject<{
            name: Type.TString;
            code: Type.TString;
            slug: Type.TString;
            timezone: Type.TString;
            warning: Type.TUnion<[Type.TString, Type.TNull]>;
            country: Type.TObject<{
                name: Type.TString;
                code: Type.TString;
            }>;
        }>;
        coordinates: Type.TObject<{
            lat: Type.TNumber;
            lon: Type.TNumber;
        }>;
    }>;
    text: Type.TObject<{
        from: Type.TObject<{
            ru: Type.TObject<{
                title: Type.TString;
                description: Type.TString;
                h1: Type.TString;
                body: Type.TString;
            }>;
            en: Type.TObject<{
                title: Type.TString;
                description: Type.TString;
                h1: Type.TString;
                body: Type.TString;
            }>;
        }>;
        to: Type.TObject<{
            ru: Type.TObject<{
                title: Type.TString;
                description: Type.TString;
                h1: Type.TString;
                body: Type.TString;
            }>;
            en: Type.TObject<{
                title: Type.TString;
                description: Type.TString;
                h1: Type.TString;
                body: Type.TString;
            }>;
        }>;
    }>;
    from: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        url: Type.TString;
        from: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
        to: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
        distanceKm: Type.TInteger;
    }>>;
    to: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        url: Type.TString;
        from: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
        to: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
        distanceKm: Type.TInteger;
    }>>;
    neighbours: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>>;
}>;
export declare const RegionContent: Type.TObject<{
    region: Type.TObject<{
        timezone: Type.TString;
        code: Type.TString;
        name: Type.TString;
        slug: Type.TString;
    }>;
    text: Type.TObject<{
        from: Type.TObject<{
            ru: Type.TObject<{
                title: Type.TString;
                description: Type.TString;
                h1: Type.TString;
                body: Type.TString;
            }>;
            en: Type.TObject<{
                title: Type.TString;
                description: Type.TString;
                h1: Type.TString;
                body: Type.TString;
            }>;
        }>;
        to: Type.TObject<{
            ru: Type.TObject<{
                title: Type.TString;
                description: Type.TString;
                h1: Type.TString;
                body: Type.TString;
            }>;
            en: Type.TObject<{
                title: Type.TString;
                description: Type.TString;
                h1: Type.TString;
                body: Type.TString;
            }>;
        }>;
    }>;
    federalCity: Type.TUnion<[Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>, Type.TNull]>;
    cities: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        slug: Type.TString;
        name: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
    }>>;
    fromLinks: Type.TArray<Type.TObject<{
        url: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
        city: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
    }>>;
    toLinks: Type.TArray<Type.TObject<{
        url: Type.TString;
        region: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
            slug: Type.TString;
        }>;
        city: Type.TObject<{
            id: Type.TInteger;
            slug: Type.TString;
            name: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            region: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
                slug: Type.TString;
            }>;
        }>;
    }>>;
}>;
export declare const RegionCityContent: Type.TObject<{
    text: Type.TObject<{
        ru: Type.TObject<{
            title: Type.TString;
            description: Type.TString;
            h1: Type.TString;
            body: Type.TString;
        }>;
        en: Type.TObject<{
            title: Type.TString;
            description: Type.TString;
            h1: Type.TString;
            body: Type.TString;
        }>;
    }>;
    faq: Type.TObject<{
        ru: Type.TArray<Type.TObject<{
            question: Type.TString;
            answer: Type.TString;
        }>>;
        en: Type.TArray<Type.TObject<{
            question: Type.TString;
            answer: Type.TString;
        }>>;
    }>;
    direction: Type.TUnion<[Type.TString, Type.TNull]>;
    distanceKm: Type.TInteger;
    transitDays: Type.TObject<{
        min: Type.TInteger;
        max: Type.TInteger;
    }>;
    priceFrom: Type.TUnion<[Type.TNumber, Type.TNull]>;
    prices: Type.TArray<Type.TObject<{
        key: Type.TUnion<[Type.TLiteral<"kg1">, Type.TLiteral<"kg10">, Type.TLiteral<"kg100">, Type.TLiteral<"kg500">, Type.TLiteral<"t1">, Type.TLiteral<"t5">, Type.TLiteral<"van">, Type.TLiteral<"truck20">, Type.TLiteral<"lot">]>;
        kind: Type.TUnion<[Type.TLiteral<"consolidated">, Type.TLiteral<"dedicated">]>;
        weightKg: Type.TNumber;
        vehicle: Type.TUnion<[Type.TString, Type.TNull]>;
        offers: Type.TArray<Type.TObject<{
            company: Type.TObject<{
                name: Type.TString;
                slug: Type.TString;
            }>;
            tariff: Type.TString;
            total: Type.TNumber;
            term: Type.TObject<{
                min: Type.TInteger;
                max: Type.TInteger;
            }>;
            preliminarily: Type.TBoolean;
        }>>;
    }>>;
    pricedOn: Type.TString;
    terminals: Type.TObject<{
        from: Type.TArray<Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>>;
        to: Type.TArray<Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>>;
    }>;
    region: Type.TObject<{
        code: Type.TString;
        name: Type.TString;
        slug: Type.TString;
    }>;
    city: Type.TObject<{
        id: Type.TInteger;
        popularity: Type.TInteger;
        slug: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        name: Type.TString;
        warning: Type.TUnion<[Type.TString, Type.TNull]>;
        postcode: Type.TUnion<[Type.TString, Type.TNull]>;
        region: Type.TObject<{
            name: Type.TString;
            code: Type.TString;
            slug: Type.TString;
            timezone: Type.TString;
            warning: Type.TUnion<[Type.TString, Type.TNull]>;
            country: Type.TObject<{
                name: Type.TString;
                code: Type.TString;
            }>;
        }>;
        coordinates: Type.TObject<{
            lat: Type.TNumber;
            lon: Type.TNumber;
        }>;
    }>;
    hub: Type.TObject<{
        id: Type.TInteger;
        popularity: Type.TInteger;
        slug: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        name: Type.TString;
        warning: Type.TUnion<[Type.TString, Type.TNull]>;
        postcode: Type.TUnion<[Type.TString, Type.TNull]>;
        region: Type.TObject<{
            name: Type.TString;
            code: Type.TString;
            slug: Type.TString;
            timezone: Type.TString;
            warning: Type.TUnion<[Type.TString, Type.TNull]>;
            country: Type.TObject<{
                name: Type.TString;
                code: Type.TString;
            }>;
        }>;
        coordinates: Type.TObject<{
            lat: Type.TNumber;
            lon: Type.TNumber;
        }>;
    }>;
}>;
export declare const CityDistance: Type.TObject<{
    cities: Type.TArray<Type.TInteger>;
    legs: Type.TArray<Type.TObject<{
        from: Type.TInteger;
        to: Type.TInteger;
        distanceKm: Type.TInteger;
    }>>;
    distanceKm: Type.TInteger;
}>;
export declare const FaqVoteValue: Type.TUnion<[Type.TLiteral<"like">, Type.TLiteral<"dislike">]>;
/** A question; one asked for by its slug names its category, one in a category's list does not. */
export declare const Faq: Type.TObject<{
    category: Type.TOptional<Type.TObject<{
        slug: Type.TString;
        name: Type.TString;
        en: Type.TUnion<[Type.TObject<{
            name: Type.TString;
        }>, Type.TNull]>;
    }>>;
    slug: Type.TString;
    question: Type.TString;
    answer: Type.TString;
    likes: Type.TInteger;
    dislikes: Type.TInteger;
    vote: Type.TUnion<[Type.TUnion<[Type.TLiteral<"like">, Type.TLiteral<"dislike">]>, Type.TNull]>;
    en: Type.TUnion<[Type.TObject<{
        question: Type.TString;
        answer: Type.TString;
    }>, Type.TNull]>;
}>;
export declare const FaqCategory: Type.TObject<{
    slug: Type.TString;
    name: Type.TString;
    en: Type.TUnion<[Type.TObject<{
        name: Type.TString;
    }>, Type.TNull]>;
    faqs: Type.TArray<Type.TObject<{
        category: Type.TOptional<Type.TObject<{
            slug: Type.TString;
            name: Type.TString;
            en: Type.TUnion<[Type.TObject<{
                name: Type.TString;
            }>, Type.TNull]>;
        }>>;
        slug: Type.TString;
        question: Type.TString;
        answer: Type.TString;
        likes: Type.TInteger;
        dislikes: Type.TInteger;
        vote: Type.TUnion<[Type.TUnion<[Type.TLiteral<"like">, Type.TLiteral<"dislike">]>, Type.TNull]>;
        en: Type.TUnion<[Type.TObject<{
            question: Type.TString;
            answer: Type.TString;
        }>, Type.TNull]>;
    }>>;
}>;
/** What a like or dislike answers: the question's counts with the visitor's vote. */
export declare const FaqVoteResult: Type.TObject<{
    slug: Type.TString;
    likes: Type.TInteger;
    dislikes: Type.TInteger;
    vote: Type.TUnion<[Type.TLiteral<"like">, Type.TLiteral<"dislike">]>;
}>;
/** A vehicle as the content service lists it (`GET /car`): sizes in cm, weight in grams. */
export declare const ServerTransportRecord: Type.TObject<{
    uuid: Type.TString;
    objectId: Type.TString;
    name: Type.TString;
    icon: Type.TString;
    width: Type.TInteger;
    height: Type.TInteger;
    length: Type.TInteger;
    weight: Type.TInteger;
    types: Type.TArray<Type.TObject<{
        name: Type.TString;
        loads: Type.TArray<Type.TObject<{
            name: Type.TString;
        }>>;
        additional: Type.TArray<Type.TObject<{
            name: Type.TString;
        }>>;
    }>>;
}>;
export type PageText = Static<typeof PageText>;
export type BothWays = Static<typeof BothWays>;
export type CatalogueGroupLinks = Static<typeof CatalogueGroupLinks>;
export type ContentPage = Static<typeof ContentPage>;
export type CatalogueLot = Static<typeof CatalogueLot>;
export type CataloguePrice = Static<typeof CataloguePrice>;
export type DirectionItem = Static<typeof DirectionItem>;
export type CityPageItem = Static<typeof CityPageItem>;
export type RegionPageItem = Static<typeof RegionPageItem>;
export type RegionCityItem = Static<typeof RegionCityItem>;
export type RouteFacts = Static<typeof RouteFacts>;
export type TypicalShipmentKey = Static<typeof TypicalShipmentKey>;
export type RoutePriceOffer = Static<typeof RoutePriceOffer>;
export type RoutePriceRow = Static<typeof RoutePriceRow>;
export type RouteQa = Static<typeof RouteQa>;
export type DirectionContent = Static<typeof DirectionContent>;
export type CityContent = Static<typeof CityContent>;
export type RegionContent = Static<typeof RegionContent>;
export type RegionCityContent = Static<typeof RegionCityContent>;
export type CityDistance = Static<typeof CityDistance>;
export type FaqVoteValue = Static<typeof FaqVoteValue>;
export type FaqCategory = Static<typeof FaqCategory>;
export type Faq = Static<typeof Faq>;
export type FaqVoteResult = Static<typeof FaqVoteResult>;
export type ServerTransportRecord = Static<typeof ServerTransportRecord>;
// ==== src/contract/direction.d.ts
/** Where a shipment goes from and to (spec section 3, Direction). */
import { Type, type Static } from 'typebox';
export declare const DeliveryMethod: Type.TObject<{
    key: Type.TString;
    slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
    disabled: Type.TBoolean;
}>;
export declare const Address: Type.TObject<{
    value: Type.TString;
    office: Type.TString;
    intercom: Type.TString;
}>;
export declare const Direction: Type.TObject<{
    deliveryMethod: Type.TObject<{
        key: Type.TString;
        slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
        disabled: Type.TBoolean;
    }>;
    city: Type.TUnion<[Type.TObject<{
        id: Type.TInteger;
        popularity: Type.TInteger;
        slug: Type.TString;
        code: Type.TString;
        fias: Type.TString;
        name: Type.TString;
        warning: Type.TUnion<[Type.TString, Type.TNull]>;
        postcode: Type.TUnion<[Type.TString, Type.TNull]>;
        region: Type.TObject<{
            name: Type.TString;
            code: Type.TString;
            slug: Type.TString;
            timezone: Type.TString;
            warning: Type.TUnion<[Type.TString, Type.TNull]>;
            country: Type.TObject<{
                name: Type.TString;
                code: Type.TString;
            }>;
        }>;
        coordinates: Type.TObject<{
            lat: Type.TNumber;
            lon: Type.TNumber;
        }>;
    }>, Type.TNull]>;
    address: Type.TObject<{
        value: Type.TString;
        office: Type.TString;
        intercom: Type.TString;
    }>;
    point: Type.TOptional<Type.TUnion<[Type.TObject<{
        id: Type.TString;
        provider: Type.TString;
        kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
        city: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
        }>;
        name: Type.TString;
        address: Type.TString;
        hours: Type.TString;
        lat: Type.TNumber;
        lon: Type.TNumber;
        locker: Type.TUnion<[Type.TObject<{
            cellCm: Type.TObject<{
                length: Type.TNumber;
                width: Type.TNumber;
                height: Type.TNumber;
            }>;
            maxKg: Type.TNumber;
        }>, Type.TNull]>;
    }>, Type.TNull]>>;
}>;
export declare const Directions: Type.TObject<{
    from: Type.TObject<{
        deliveryMethod: Type.TObject<{
            key: Type.TString;
            slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
            disabled: Type.TBoolean;
        }>;
        city: Type.TUnion<[Type.TObject<{
            id: Type.TInteger;
            popularity: Type.TInteger;
            slug: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            name: Type.TString;
            warning: Type.TUnion<[Type.TString, Type.TNull]>;
            postcode: Type.TUnion<[Type.TString, Type.TNull]>;
            region: Type.TObject<{
                name: Type.TString;
                code: Type.TString;
                slug: Type.TString;
                timezone: Type.TString;
                warning: Type.TUnion<[Type.TString, Type.TNull]>;
                country: Type.TObject<{
                    name: Type.TString;
                    code: Type.TString;
                }>;
            }>;
            coordinates: Type.TObject<{
                lat: Type.TNumber;
                lon: Type.TNumber;
            }>;
        }>, Type.TNull]>;
        address: Type.TObject<{
            value: Type.TString;
            office: Type.TString;
            intercom: Type.TString;
        }>;
        point: Type.TOptional<Type.TUnion<[Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>, Type.TNull]>>;
    }>;
    to: Type.TObject<{
        deliveryMethod: Type.TObject<{
            key: Type.TString;
            slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
            disabled: Type.TBoolean;
        }>;
        city: Type.TUnion<[Type.TObject<{
            id: Type.TInteger;
            popularity: Type.TInteger;
            slug: Type.TString;
            code: Type.TString;
            fias: Type.TString;
            name: Type.TString;
            warning: Type.TUnion<[Type.TString, Type.TNull]>;
            postcode: Type.TUnion<[Type.TString, Type.TNull]>;
            region: Type.TObject<{
                name: Type.TString;
                code: Type.TString;
                slug: Type.TString;
                timezone: Type.TString;
                warning: Type.TUnion<[Type.TString, Type.TNull]>;
                country: Type.TObject<{
                    name: Type.TString;
                    code: Type.TString;
                }>;
            }>;
            coordinates: Type.TObject<{
                lat: Type.TNumber;
                lon: Type.TNumber;
            }>;
        }>, Type.TNull]>;
        address: Type.TObject<{
            value: Type.TString;
            office: Type.TString;
            intercom: Type.TString;
        }>;
        point: Type.TOptional<Type.TUnion<[Type.TObject<{
            id: Type.TString;
            provider: Type.TString;
            kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
            city: Type.TObject<{
                code: Type.TString;
                name: Type.TString;
            }>;
            name: Type.TString;
            address: Type.TString;
            hours: Type.TString;
            lat: Type.TNumber;
            lon: Type.TNumber;
            locker: Type.TUnion<[Type.TObject<{
                cellCm: Type.TObject<{
                    length: Type.TNumber;
                    width: Type.TNumber;
                    height: Type.TNumber;
                }>;
                maxKg: Type.TNumber;
            }>, Type.TNull]>;
        }>, Type.TNull]>>;
    }>;
}>;
export type DeliveryMethod = Static<typeof DeliveryMethod>;
export type Address = Static<typeof Address>;
export type Direction = Static<typeof Direction>;
export type Directions = Static<typeof Directions>;
// ==== src/contract/geo.d.ts
/** Cities and regions (spec section 3, City). */
import { Type, type Static } from 'typebox';
export declare const Country: Type.TObject<{
    name: Type.TString;
    code: Type.TString;
}>;
export declare const Region: Type.TObject<{
    name: Type.TString;
    code: Type.TString;
    slug: Type.TString;
    timezone: Type.TString;
    warning: Type.TUnion<[Type.TString, Type.TNull]>;
    country: Type.TObject<{
        name: Type.TString;
        code: Type.TString;
    }>;
}>;
export declare const City: Type.TObject<{
    id: Type.TInteger;
    popularity: Type.TInteger;
    slug: Type.TString;
    code: Type.TString;
    fias: Type.TString;
    name: Type.TString;
    warning: Type.TUnion<[Type.TString, Type.TNull]>;
    postcode: Type.TUnion<[Type.TString, Type.TNull]>;
    region: Type.TObject<{
        name: Type.TString;
        code: Type.TString;
        slug: Type.TString;
        timezone: Type.TString;
        warning: Type.TUnion<[Type.TString, Type.TNull]>;
        country: Type.TObject<{
            name: Type.TString;
            code: Type.TString;
        }>;
    }>;
    coordinates: Type.TObject<{
        lat: Type.TNumber;
        lon: Type.TNumber;
    }>;
}>;
export declare const CityList: Type.TArray<Type.TObject<{
    id: Type.TInteger;
    popularity: Type.TInteger;
    slug: Type.TString;
    code: Type.TString;
    fias: Type.TString;
    name: Type.TString;
    warning: Type.TUnion<[Type.TString, Type.TNull]>;
    postcode: Type.TUnion<[Type.TString, Type.TNull]>;
    region: Type.TObject<{
        name: Type.TString;
        code: Type.TString;
        slug: Type.TString;
        timezone: Type.TString;
        warning: Type.TUnion<[Type.TString, Type.TNull]>;
        country: Type.TObject<{
            name: Type.TString;
            code: Type.TString;
        }>;
    }>;
    coordinates: Type.TObject<{
        lat: Type.TNumber;
        lon: Type.TNumber;
    }>;
}>>;
export declare const RegionRef: Type.TObject<{
    code: Type.TString;
    name: Type.TString;
    slug: Type.TString;
}>;
/** A city as lists name it. */
export declare const CityRef: Type.TObject<{
    id: Type.TInteger;
    slug: Type.TString;
    name: Type.TString;
    code: Type.TString;
    fias: Type.TString;
    region: Type.TObject<{
        code: Type.TString;
        name: Type.TString;
        slug: Type.TString;
    }>;
}>;
export type Country = Static<typeof Country>;
export type Region = Static<typeof Region>;
export type City = Static<typeof City>;
export type RegionRef = Static<typeof RegionRef>;
export type CityRef = Static<typeof CityRef>;
// ==== src/contract/index.d.ts
/**
 * The wire between the browser and the server: TypeBox schemas of every request, response and
 * realtime event, and the types derived from them. The server validates and documents with the
 * schemas; the browser imports only the types (`import type`) and the names, so the schemas and
 * TypeBox stay out of its bundles.
 */
export * from './names';
export * from './common';
export * from './geo';
export * from './contact';
export * from './direction';
export * from './points';
export * from './tariff';
export * from './account';
export * from './saved-contacts';
export * from './content';
export * from './packaging';
export * from './realtime';
export * from './registry';
export * from './staff';
export * from './rate-card';
export * from './carriers';
export * from './staff-console';
// ==== src/contract/names.d.ts
/**
 * Names on the wire (spec section 7), spelt once for the browser and the server.
 * Plain strings without TypeBox, so the browser can import them without the schemas.
 */
/** The socket.io namespace of the tariff search. */
export declare const CALCULATOR_NAMESPACE = "/calculator";
/** The socket.io namespace of the staff console (only staff with the orders board's flag join it). */
export declare const STAFF_NAMESPACE = "/staff";
/**
 * The socket.io namespace of public tracking: a socket asks to watch one order number
 * (TRACKING_WATCH) and hears TRACKING_CHANGED when staff move that order, no more than the public
 * tracking answer says.
 */
export declare const TRACKING_NAMESPACE = "/tracking";
export declare const TRACKING_WATCH = "tracking:watch";
export declare const TRACKING_CHANGED = "tracking:changed";
/** The feature flag of the orders board (`/staff/orders/`). */
export declare const STAFF_ORDERS_FLAG = "staff-orders";
/** The feature flag of the rate-card module (`/staff/rate-cards/`). */
export declare const STAFF_RATE_CARDS_FLAG = "staff-rate-cards";
/** The feature flag of the carriers module (`/staff/carriers/`): the carrier APIs' state. */
export declare const STAFF_CARRIERS_FLAG = "staff-carriers";
/**
 * The cookie (path /staff/) that carries the access token to the server with a staff page's
 * document request, so that the server answers 404 to a visitor the module is not for.
 */
export declare const STAFF_TOKEN_COOKIE = "dostavka_staff";
/** The handshake header that carries the access token. */
export declare const TOKEN_HEADER = "jwt-token";
/** 'error' events about a search the client can correct. */
export declare const SEARCH_ERROR = "TariffSearchError";
/**
 * 'error' event when a search was refused unsearched: too many from the connection or the
 * client's address, or the server runs as many as it can. The client waits a few seconds.
 */
export declare const SEARCH_LIMIT_ERROR = "TariffSearchLimitError";
/** 'error' event when the access token was refused: the client refreshes it. */
export declare const TOKEN_ERROR = "JsonWebTokenError";
/** The 401 message of a token refresh without a refresh token (spec section 7). */
export declare const NO_REFRESH_TOKEN = "JWT IS NOT EXISTS";
/** The 400 message of a sign-in code that was right in form but is wrong. */
export declare const CODE_WRONG = "The code is wrong";
/** The 400 message of a code that expired or was used up (5 wrong tries): a new one is needed. */
export declare const CODE_UNUSABLE = "The code has expired or was used up: request a new one";
/** The feature flag of the staff inbox (`/staff/inbox/`): feedback messages and callback requests. */
export declare const STAFF_INBOX_FLAG = "staff-inbox";
/** The feature flag of the staff flags page (`/staff/flags/`). */
export declare const STAFF_FLAGS_FLAG = "staff-flags";
/** The states of an inbox item, in their order. */
export declare const INBOX_STATES: readonly ["new", "in_progress", "done"];
/** The kinds of an inbox item: a feedback message or a callback request. */
export declare const INBOX_KINDS: readonly ["message", "callback"];
/** The 409 of an idempotency key whose first request is still running: the same request may be sent again shortly. */
export declare const STILL_PROCESSING = "The same request is still being processed: try again in a moment";
// ==== src/contract/packaging.d.ts
import { Type, type Static } from 'typebox';
/** A packaging preset of the combined calculator (spec 3 and 9): the domain's list is of these. */
export declare const PackagingPreset: Type.TObject<{
    name: Type.TString;
    slug: Type.TEnum<["big_box", "bag", "pallet", "mail", "box", "custom"]>;
    icon: Type.TString;
    sizes: Type.TArray<Type.TObject<{
        length: Type.TNumber;
        width: Type.TNumber;
        height: Type.TNumber;
    }>>;
    weights: Type.TArray<Type.TObject<{
        value: Type.TNumber;
        unit: Type.TEnum<["g", "kg", "t"]>;
    }>>;
    can: Type.TObject<{
        rotate: Type.TBoolean;
        stack: Type.TBoolean;
    }>;
}>;
/** GET /api/content/container. */
export declare const PackagingPresets: Type.TObject<{
    data: Type.TObject<{
        data: Type.TArray<Type.TObject<{
            name: Type.TString;
            slug: Type.TEnum<["big_box", "bag", "pallet", "mail", "box", "custom"]>;
            icon: Type.TString;
            sizes: Type.TArray<Type.TObject<{
                length: Type.TNumber;
                width: Type.TNumber;
                height: Type.TNumber;
            }>>;
            weights: Type.TArray<Type.TObject<{
                value: Type.TNumber;
                unit: Type.TEnum<["g", "kg", "t"]>;
            }>>;
            can: Type.TObject<{
                rotate: Type.TBoolean;
                stack: Type.TBoolean;
            }>;
        }>>;
    }>;
}>;
export type PackagingPreset = Static<typeof PackagingPreset>;
export type PackagingPresets = Static<typeof PackagingPresets>;
// ==== src/contract/points.d.ts
/**
 * A carrier's pick-up points (issue 15, item 2): terminals, offices and parcel lockers where
 * cargo is handed over, with address, hours, coordinates and, for a locker, its largest cell.
 */
import { Type, type Static } from 'typebox';
export declare const PointKind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
export declare const LockerLimits: Type.TObject<{
    cellCm: Type.TObject<{
        length: Type.TNumber;
        width: Type.TNumber;
        height: Type.TNumber;
    }>;
    maxKg: Type.TNumber;
}>;
export declare const PickupPoint: Type.TObject<{
    id: Type.TString;
    provider: Type.TString;
    kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
    city: Type.TObject<{
        code: Type.TString;
        name: Type.TString;
    }>;
    name: Type.TString;
    address: Type.TString;
    hours: Type.TString;
    lat: Type.TNumber;
    lon: Type.TNumber;
    locker: Type.TUnion<[Type.TObject<{
        cellCm: Type.TObject<{
            length: Type.TNumber;
            width: Type.TNumber;
            height: Type.TNumber;
        }>;
        maxKg: Type.TNumber;
    }>, Type.TNull]>;
}>;
export declare const PickupPointQuery: Type.TObject<{
    city: Type.TString;
    provider: Type.TOptional<Type.TString>;
    kind: Type.TOptional<Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>>;
    method: Type.TOptional<Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>>;
}>;
export declare const PickupPointList: Type.TObject<{
    data: Type.TArray<Type.TObject<{
        id: Type.TString;
        provider: Type.TString;
        kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
        city: Type.TObject<{
            code: Type.TString;
            name: Type.TString;
        }>;
        name: Type.TString;
        address: Type.TString;
        hours: Type.TString;
        lat: Type.TNumber;
        lon: Type.TNumber;
        locker: Type.TUnion<[Type.TObject<{
            cellCm: Type.TObject<{
                length: Type.TNumber;
                width: Type.TNumber;
                height: Type.TNumber;
            }>;
            maxKg: Type.TNumber;
        }>, Type.TNull]>;
    }>>;
}>;
export type PointKind = Static<typeof PointKind>;
export type LockerLimits = Static<typeof LockerLimits>;
export type PickupPoint = Static<typeof PickupPoint>;
export type PickupPointQuery = Static<typeof PickupPointQuery>;
export type PickupPointList = Static<typeof PickupPointList>;
// ==== src/contract/rate-card.d.ts
/**
 * A provider's rate card: everything its prices, coverage and speed come from. Cards live in the
 * database (seeded, replaced by staff through the API); the server validates them on the way in
 * with this schema, and its `rateCardProblems` adds the rules a schema cannot say. The staff
 * console's rate-card module (issue 19) edits them: summaries, versions, the preview of a draft
 * and the problems of a refused card, field by field.
 */
import { Type, type Static } from 'typebox';
export declare const PriceBand: Type.TObject<{
    upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
    rub: Type.TNumber;
}>;
export declare const ConsolidatedCard: Type.TObject<{
    terminals: Type.TArray<Type.TObject<{
        city: Type.TString;
        hub: Type.TBoolean;
        doorFactor: Type.TNumber;
    }>>;
    routing: Type.TUnion<[Type.TLiteral<"lines">, Type.TLiteral<"any">]>;
    lines: Type.TArray<Type.TTuple<[Type.TString, Type.TString]>>;
    maxTransfers: Type.TInteger;
    weightBreaksKg: Type.TArray<Type.TNumber>;
    zones: Type.TArray<Type.TObject<{
        upToKm: Type.TUnion<[Type.TNumber, Type.TNull]>;
        rubPerKg: Type.TArray<Type.TNumber>;
        minimumRub: Type.TNumber;
    }>>;
    maxShipmentKg: Type.TNumber;
    pickup: Type.TArray<Type.TObject<{
        upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
        rub: Type.TNumber;
    }>>;
    delivery: Type.TArray<Type.TObject<{
        upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
        rub: Type.TNumber;
    }>>;
    transfer: Type.TObject<{
        rubPerKg: Type.TNumber;
        minimumRub: Type.TNumber;
        days: Type.TInteger;
    }>;
    postamat: Type.TUnion<[Type.TNull, Type.TObject<{
        maxPlaceKg: Type.TNumber;
        maxPlaceCm: Type.TTuple<[Type.TNumber, Type.TNumber, Type.TNumber]>;
        rub: Type.TNumber;
    }>]>;
    speed: Type.TObject<{
        kmPerDay: Type.TNumber;
        handlingDays: Type.TInteger;
        spreadDays: Type.TInteger;
    }>;
    code: Type.TString;
    name: Type.TString;
    description: Type.TString;
    preliminarily: Type.TBoolean;
    passport: Type.TBoolean;
    documents: Type.TArray<Type.TObject<{
        name: Type.TString;
        url: Type.TOptional<Type.TString>;
    }>>;
}>;
export declare const DedicatedCard: Type.TObject<{
    depots: Type.TArray<Type.TString>;
    maxKm: Type.TNumber;
    vehicles: Type.TArray<Type.TObject<{
        vehicle: Type.TString;
        rubPerKm: Type.TObject<{
            tent: Type.TOptional<Type.TNumber>;
            flatbed: Type.TOptional<Type.TNumber>;
            isothermal: Type.TOptional<Type.TNumber>;
            refrigerated: Type.TOptional<Type.TNumber>;
        }>;
        minimumRub: Type.TNumber;
    }>>;
    loadRub: Type.TObject<{
        rear: Type.TOptional<Type.TNumber>;
        'rear-side': Type.TOptional<Type.TNumber>;
        'rear-top': Type.TOptional<Type.TNumber>;
        'rear-side-top': Type.TOptional<Type.TNumber>;
    }>;
    serviceRub: Type.TObject<{
        straps: Type.TOptional<Type.TNumber>;
        stakes: Type.TOptional<Type.TNumber>;
        'wooden-floor': Type.TOptional<Type.TNumber>;
        crating: Type.TOptional<Type.TNumber>;
        'tail-lift': Type.TOptional<Type.TNumber>;
    }>;
    emptyRun: Type.TObject<{
        rateFactor: Type.TNumber;
        freeKm: Type.TNumber;
        returnRun: Type.TBoolean;
    }>;
    speed: Type.TObject<{
        kmPerDay: Type.TNumber;
        handlingDays: Type.TInteger;
        spreadDays: Type.TInteger;
    }>;
    code: Type.TString;
    name: Type.TString;
    description: Type.TString;
    preliminarily: Type.TBoolean;
    passport: Type.TBoolean;
    documents: Type.TArray<Type.TObject<{
        name: Type.TString;
        url: Type.TOptional<Type.TString>;
    }>>;
}>;
export declare const RateCard: Type.TObject<{
    name: Type.TString;
    kind: Type.TUnion<[Type.TLiteral<"own">, Type.TLiteral<"partner">]>;
    logo: Type.TString;
    consolidated: Type.TOptional<Type.TObject<{
        terminals: Type.TArray<Type.TObject<{
            city: Type.TString;
            hub: Type.TBoolean;
            doorFactor: Type.TNumber;
        }>>;
        routing: Type.TUnion<[Type.TLiteral<"lines">, Type.TLiteral<"any">]>;
        lines: Type.TArray<Type.TTuple<[Type.TString, Type.TString]>>;
        maxTransfers: Type.TInteger;
        weightBreaksKg: Type.TArray<Type.TNumber>;
        zones: Type.TArray<Type.TObject<{
            upToKm: Type.TUnion<[Type.TNumber, Type.TNull]>;
            rubPerKg: Type.TArray<Type.TNumber>;
            minimumRub: Type.TNumber;
        }>>;
        maxShipmentKg: Type.TNumber;
        pickup: Type.TArray<Type.TObject<{
            upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
            rub: Type.TNumber;
        }>>;
        delivery: Type.TArray<Type.TObject<{
            upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
            rub: Type.TNumber;
        }>>;
        transfer: Type.TObject<{
            rubPerKg: Type.TNumber;
            minimumRub: Type.TNumber;
            days: Type.TInteger;
        }>;
        postamat: Type.TUnion<[Type.TNull, Type.TObject<{
            maxPlaceKg: Type.TNumber;
            maxPlaceCm: Type.TTuple<[Type.TNumber, Type.TNumber, Type.TNumber]>;
            rub: Type.TNumber;
        }>]>;
        speed: Type.TObject<{
            kmPerDay: Type.TNumber;
            handlingDays: Type.TInteger;
            spreadDays: Type.TInteger;
        }>;
        code: Type.TString;
        name: Type.TString;
        description: Type.TString;
        preliminarily: Type.TBoolean;
        passport: Type.TBoolean;
        documents: Type.TArray<Type.TObject<{
            name: Type.TString;
            url: Type.TOptional<Type.TString>;
        }>>;
    }>>;
    dedicated: Type.TOptional<Type.TObject<{
        depots: Type.TArray<Type.TString>;
        maxKm: Type.TNumber;
        vehicles: Type.TArray<Type.TObject<{
            vehicle: Type.TString;
            rubPerKm: Type.TObject<{
                tent: Type.TOptional<Type.TNumber>;
                flatbed: Type.TOptional<Type.TNumber>;
                isothermal: Type.TOptional<Type.TNumber>;
                refrigerated: Type.TOptional<Type.TNumber>;
            }>;
            minimumRub: Type.TNumber;
        }>>;
        loadRub: Type.TObject<{
            rear: Type.TOptional<Type.TNumber>;
            'rear-side': Type.TOptional<Type.TNumber>;
            'rear-top': Type.TOptional<Type.TNumber>;
            'rear-side-top': Type.TOptional<Type.TNumber>;
        }>;
        serviceRub: Type.TObject<{
            straps: Type.TOptional<Type.TNumber>;
            stakes: Type.TOptional<Type.TNumber>;
            'wooden-floor': Type.TOptional<Type.TNumber>;
            crating: Type.TOptional<Type.TNumber>;
            'tail-lift': Type.TOptional<Type.TNumber>;
        }>;
        emptyRun: Type.TObject<{
            rateFactor: Type.TNumber;
            freeKm: Type.TNumber;
            returnRun: Type.TBoolean;
        }>;
        speed: Type.TObject<{
            kmPerDay: Type.TNumber;
            handlingDays: Type.TInteger;
            spreadDays: Type.TInteger;
        }>;
        code: Type.TString;
        name: Type.TString;
        description: Type.TString;
        preliminarily: Type.TBoolean;
        passport: Type.TBoolean;
        documents: Type.TArray<Type.TObject<{
            name: Type.TString;
            url: Type.TOptional<Type.TString>;
        }>>;
    }>>;
}>;
/** A rule the server found broken: the field (`consolidated.zones[1].minimumRub`; '' the whole card) and why. */
export declare const RateCardProblem: Type.TObject<{
    path: Type.TString;
    message: Type.TString;
}>;
/** A card as staff see it: which version prices now, changed when and by whom. */
export declare const StaffRateCard: Type.TObject<{
    provider: Type.TString;
    version: Type.TInteger;
    updatedAt: Type.TString;
    updatedBy: Type.TUnion<[Type.TObject<{
        id: Type.TString;
        email: Type.TString;
    }>, Type.TNull]>;
    card: Type.TObject<{
        name: Type.TString;
        kind: Type.TUnion<[Type.TLiteral<"own">, Type.TLiteral<"partner">]>;
        logo: Type.TString;
        consolidated: Type.TOptional<Type.TObject<{
            terminals: Type.TArray<Type.TObject<{
                city: Type.TString;
                hub: Type.TBoolean;
                doorFactor: Type.TNumber;
            }>>;
            routing: Type.TUnion<[Type.TLiteral<"lines">, Type.TLiteral<"any">]>;
            lines: Type.TArray<Type.TTuple<[Type.TString, Type.TString]>>;
            maxTransfers: Type.TInteger;
            weightBreaksKg: Type.TArray<Type.TNumber>;
            zones: Type.TArray<Type.TObject<{
                upToKm: Type.TUnion<[Type.TNumber, Type.TNull]>;
                rubPerKg: Type.TArray<Type.TNumber>;
                minimumRub: Type.TNumber;
            }>>;
            maxShipmentKg: Type.TNumber;
            pickup: Type.TArray<Type.TObject<{
                upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
                rub: Type.TNumber;
            }>>;
            delivery: Type.TArray<Type.TObject<{
                upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
                rub: Type.TNumber;
            }>>;
            transfer: Type.TObject<{
                rubPerKg: Type.TNumber;
                minimumRub: Type.TNumber;
                days: Type.TInteger;
            }>;
            postamat: Type.TUnion<[Type.TNull, Type.TObject<{
                maxPlaceKg: Type.TNumber;
                maxPlaceCm: Type.TTuple<[Type.TNumber, Type.TNumber, Type.TNumber]>;
                rub: Type.TNumber;
            }>]>;
            speed: Type.TObject<{
                kmPerDay: Type.TNumber;
                handlingDays: Type.TInteger;
                spreadDays: Type.TInteger;
            }>;
            code: Type.TString;
            name: Type.TString;
            description: Type.TString;
            preliminarily: Type.TBoolean;
            passport: Type.TBoolean;
            documents: Type.TArray<Type.TObject<{
                name: Type.TString;
                url: Type.TOptional<Type.TString>;
            }>>;
        }>>;
        dedicated: Type.TOptional<Type.TObject<{
            depots: Type.TArray<Type.TString>;
            maxKm: Type.TNumber;
            vehicles: Type.TArray<Type.TObject<{
                vehicle: Type.TString;
                rubPerKm: Type.TObject<{
                    tent: Type.TOptional<Type.TNumber>;
                    flatbed: Type.TOptional<Type.TNumber>;
                    isothermal: Type.TOptional<Type.TNumber>;
                    refrigerated: Type.TOptional<Type.TNumber>;
                }>;
                minimumRub: Type.TNumber;
            }>>;
            loadRub: Type.TObject<{
                rear: Type.TOptional<Type.TNumber>;
                'rear-side': Type.TOptional<Type.TNumber>;
                'rear-top': Type.TOptional<Type.TNumber>;
                'rear-side-top': Type.TOptional<Type.TNumber>;
            }>;
            serviceRub: Type.TObject<{
                straps: Type.TOptional<Type.TNumber>;
                stakes: Type.TOptional<Type.TNumber>;
                'wooden-floor': Type.TOptional<Type.TNumber>;
                crating: Type.TOptional<Type.TNumber>;
                'tail-lift': Type.TOptional<Type.TNumber>;
            }>;
            emptyRun: Type.TObject<{
                rateFactor: Type.TNumber;
                freeKm: Type.TNumber;
                returnRun: Type.TBoolean;
            }>;
            speed: Type.TObject<{
                kmPerDay: Type.TNumber;
                handlingDays: Type.TInteger;
                spreadDays: Type.TInteger;
            }>;
            code: Type.TString;
            name: Type.TString;
            description: Type.TString;
            preliminarily: Type.TBoolean;
            passport: Type.TBoolean;
            documents: Type.TArray<Type.TObject<{
                name: Type.TString;
                url: Type.TOptional<Type.TString>;
            }>>;
        }>>;
    }>;
}>;
/** One stored version of a card (the newest is the live one). */
export declare const RateCardVersion: Type.TObject<{
    version: Type.TInteger;
    at: Type.TString;
    by: Type.TUnion<[Type.TObject<{
        id: Type.TString;
        email: Type.TString;
    }>, Type.TNull]>;
    /** A restore: the version it copied. */
    restoredFrom: Type.TUnion<[Type.TInteger, Type.TNull]>;
    /** The fields that differ from the version before, as paths in the card. */
    changed: Type.TArray<Type.TString>;
}>;
export declare const RateCardVersionDetail: Type.TObject<{
    card: Type.TObject<{
        name: Type.TString;
        kind: Type.TUnion<[Type.TLiteral<"own">, Type.TLiteral<"partner">]>;
        logo: Type.TString;
        consolidated: Type.TOptional<Type.TObject<{
            terminals: Type.TArray<Type.TObject<{
                city: Type.TString;
                hub: Type.TBoolean;
                doorFactor: Type.TNumber;
            }>>;
            routing: Type.TUnion<[Type.TLiteral<"lines">, Type.TLiteral<"any">]>;
            lines: Type.TArray<Type.TTuple<[Type.TString, Type.TString]>>;
            maxTransfers: Type.TInteger;
            weightBreaksKg: Type.TArray<Type.TNumber>;
            zones: Type.TArray<Type.TObject<{
                upToKm: Type.TUnion<[Type.TNumber, Type.TNull]>;
                rubPerKg: Type.TArray<Type.TNumber>;
                minimumRub: Type.TNumber;
            }>>;
            maxShipmentKg: Type.TNumber;
            pickup: Type.TArray<Type.TObject<{
                upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
                rub: Type.TNumber;
            }>>;
            delivery: Type.TArray<Type.TObject<{
                upToKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
                rub: Type.TNumber;
            }>>;
            transfer: Type.TObject<{
                rubPerKg: Type.TNumber;
                minimumRub: Type.TNumber;
                days: Type.TInteger;
            }>;
            postamat: Type.TUnion<[Type.TNull, Type.TObject<{
                maxPlaceKg: Type.TNumber;
                maxPlaceCm: Type.TTuple<[Type.TNumber, Type.TNumber, Type.TNumber]>;
                rub: Type.TNumber;
            }>]>;
            speed: Type.TObject<{
                kmPerDay: Type.TNumber;
                handlingDays: Type.TInteger;
                spreadDays: Type.TInteger;
            }>;
            code: Type.TString;
            name: Type.TString;
            description: Type.TString;
            preliminarily: Type.TBoolean;
            passport: Type.TBoolean;
            documents: Type.TArray<Type.TObject<{
                name: Type.TString;
                url: Type.TOptional<Type.TString>;
            }>>;
        }>>;
        dedicated: Type.TOptional<Type.TObject<{
            depots: Type.TArray<Type.TString>;
            maxKm: Type.TNumber;
            vehicles: Type.TArray<Type.TObject<{
                vehicle: Type.TString;
                rubPerKm: Type.TObject<{
                    tent: Type.TOptional<Type.TNumber>;
                    flatbed: Type.TOptional<Type.TNumber>;
                    isothermal: Type.TOptional<Type.TNumber>;
                    refrigerated: Type.TOptional<Type.TNumber>;
                }>;
                minimumRub: Type.TNumber;
            }>>;
            loadRub: Type.TObject<{
                rear: Type.TOptional<Type.TNumber>;
                'rear-side': Type.TOptional<Type.TNumber>;
                'rear-top': Type.TOptional<Type.TNumber>;
                'rear-side-top': Type.TOptional<Type.TNumber>;
            }>;
            serviceRub: Type.TObject<{
                straps: Type.TOptional<Type.TNumber>;
                stakes: Type.TOptional<Type.TNumber>;
                'wooden-floor': Type.TOptional<Type.TNumber>;
                crating: Type.TOptional<Type.TNumber>;
                'tail-lift': Type.TOptional<Type.TNumber>;
            }>;
            emptyRun: Type.TObject<{
                rateFactor: Type.TNumber;
                freeKm: Type.TNumber;
                returnRun: Type.TBoolean;
            }>;
            speed: Type.TObject<{
                kmPerDay: Type.TNumber;
                handlingDays: Type.TInteger;
                spreadDays: Type.TInteger;
            }>;
            code: Type.TString;
            name: Type.TString;
            description: Type.TString;
            preliminarily: Type.TBoolean;
            passport: Type.TBoolean;
            documents: Type.TArray<Type.TObject<{
                name: Type.TString;
                url: Type.TOptional<Type.TString>;
            }>>;
        }>>;
    }>;
    version: Type.TInteger;
    at: Type.TString;
    by: Type.TUnion<[Type.TObject<{
        id: Type.TString;
        email: Type.TString;
    }>, Type.TNull]>;
    /** A restore: the version it copied. */
    restoredFrom: Type.TUnion<[Type.TInteger, Type.TNull]>;
    /** The fields that differ from the version before, as paths in the card. */
    changed: Type.TArray<Type.TString>;
}>;
export declare const RateCardRestoreBody: Type.TObject<{
    version: Type.TInteger;
}>;
/** A sample shipment the preview prices, with the live card and with the draft. */
export declare const RateCardPreviewRow: Type.TObject<{
    id: Type.TString;
    from: Type.TString;
    to: Type.TString;
    mode: Type.TUnion<[Type.TLiteral<"consolidated">, Type.TLiteral<"dedicated">]>;
    weightKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
    vehicle: Type.TUnion<[Type.TString, Type.TNull]>;
    live: Type.TUnion<[Type.TNumber, Type.TNull]>;
    draft: Type.TUnion<[Type.TNumber, Type.TNull]>;
}>;
export declare const RateCardPreview: Type.TObject<{
    provider: Type.TString;
    rows: Type.TArray<Type.TObject<{
        id: Type.TString;
        from: Type.TString;
        to: Type.TString;
        mode: Type.TUnion<[Type.TLiteral<"consolidated">, Type.TLiteral<"dedicated">]>;
        weightKg: Type.TUnion<[Type.TNumber, Type.TNull]>;
        vehicle: Type.TUnion<[Type.TString, Type.TNull]>;
        live: Type.TUnion<[Type.TNumber, Type.TNull]>;
        draft: Type.TUnion<[Type.TNumber, Type.TNull]>;
    }>>;
}>;
export type RateCard = Static<typeof RateCard>;
export type ConsolidatedCard = Static<typeof ConsolidatedCard>;
export type DedicatedCard = Static<typeof DedicatedCard>;
export type PriceBand = Static<typeof PriceBand>;
export type RateCardProblem = Static<typeof RateCardProblem>;
export type StaffRateCard = Static<typeof StaffRateCard>;
export type RateCardVersion = Static<typeof RateCardVersion>;
export type RateCardVersionDetail = Static<typeof RateCardVersionDetail>;
export type RateCardRestoreBody = Static<typeof RateCardRestoreBody>;
export type RateCardPreviewRow = Static<typeof RateCardPreviewRow>;
export type RateCardPreview = Static<typeof RateCardPreview>;
// ==== src/contract/realtime.d.ts
/**
 * The realtime tariff search (spec section 7) on the namespace CALCULATOR_NAMESPACE: the client
 * starts a search with 'calculator:precast' or 'calculator:dedicated', the server streams
 * 'get:tariff' batches (the last with `done`) and reports problems as 'error' events.
 */
import { Type, type Static } from 'typebox';
/** Offers of one search, streamed as each provider finishes; `done` marks the last batch. */
export declare const TariffBatch: Type.TObject<{
    id: Type.TString;
    tariffs: Type.TArray<Type.TObject<{
        uuid: Type.TString;
        name: Type.TString;
        preliminarily: Type.TBoolean;
        description: Type.TString;
        company: Type.TObject<{
            name: Type.TString;
            slug: Type.TString;
        }>;
        photo: Type.TObject<{
            url: Type.TString;
        }>;
        dates: Type.TObject<{
            plannedDateLoadingCargo: Type.TObject<{
                date: Type.TString;
            }>;
            plannedDateShipmentCargo: Type.TObject<{
                date: Type.TString;
                text: Type.TString;
                days: Type.TOptional<Type.TObject<{
                    min: Type.TInteger;
                    max: Type.TInteger;
                }>>;
            }>;
        }>;
        prices: Type.TArray<Type.TObject<{
            name: Type.TString;
            value: Type.TInteger;
            key: Type.TOptional<Type.TString>;
            values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
        }>>;
        total: Type.TInteger;
        codes: Type.TRecord<"^.*$", Type.TUnion<[Type.TString, Type.TNumber]>>;
        metadata: Type.TObject<{
            mark: Type.TEnum<["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"]>;
            path: Type.TArray<Type.TObject<{
                mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
                from: Type.TString;
                to: Type.TString;
                km: Type.TInteger;
            }>>;
        }>;
        required: Type.TObject<{
            passport: Type.TBoolean;
        }>;
        documents: Type.TArray<Type.TObject<{
            name: Type.TString;
            url: Type.TOptional<Type.TString>;
        }>>;
        quote: Type.TString;
        expiresAt: Type.TString;
    }>>;
    done: Type.TOptional<Type.TBoolean>;
}>;
export declare const RealtimeError: Type.TObject<{
    name: Type.TUnion<[Type.TLiteral<"TariffSearchError">, Type.TLiteral<"TariffSearchLimitError">, Type.TLiteral<"JsonWebTokenError">]>;
    message: Type.TString;
    id: Type.TOptional<Type.TString>;
}>;
export declare const CancelSearch: Type.TObject<{
    id: Type.TString;
}>;
/** Every event the client sends, with its payload. */
export declare const RealtimeClientEvents: Type.TObject<{
    /** Search for dedicated vehicles. */
    'calculator:dedicated': Type.TObject<{
        id: Type.TOptional<Type.TString>;
        directions: Type.TObject<{
            from: Type.TObject<{
                deliveryMethod: Type.TObject<{
                    slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                }>;
                city: Type.TUnion<[Type.TNull, Type.TObject<{
                    code: Type.TString;
                }>]>;
                point: Type.TOptional<Type.TUnion<[Type.TNull, Type.TObject<{
                    id: Type.TString;
                }>]>>;
            }>;
            to: Type.TObject<{
                deliveryMethod: Type.TObject<{
                    slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                }>;
                city: Type.TUnion<[Type.TNull, Type.TObject<{
                    code: Type.TString;
                }>]>;
                point: Type.TOptional<Type.TUnion<[Type.TNull, Type.TObject<{
                    id: Type.TString;
                }>]>>;
            }>;
        }>;
        delivery: Type.TObject<{
            type: Type.TOptional<Type.TObject<{
                slug: Type.TEnum<["combined", "dedicated"]>;
            }>>;
            isDedicated: Type.TOptional<Type.TBoolean>;
            declared: Type.TOptional<Type.TNumber>;
            description: Type.TOptional<Type.TString>;
            date: Type.TOptional<Type.TString>;
            dimensions: Type.TObject<{
                cargos: Type.TArray<Type.TObject<{
                    width: Type.TNumber;
                    height: Type.TNumber;
                    length: Type.TNumber;
                    rotable: Type.TBoolean;
                    stackable: Type.TBoolean;
                    volume: Type.TOptional<Type.TNumber>;
                    weight: Type.TNumber;
                    quantity: Type.TInteger;
                }>>;
                totals: Type.TOptional<Type.TObject<{
                    weight: Type.TNumber;
                    volume: Type.TOptional<Type.TNumber>;
                    quantity: Type.TOptional<Type.TInteger>;
                }>>;
                commonWeight: Type.TOptional<Type.TNumber>;
                commonVolumeWeight: Type.TOptional<Type.TNumber>;
                car: Type.TOptional<Type.TUnion<[Type.TObject<{
                    length: Type.TNumber;
                    height: Type.TNumber;
                    width: Type.TNumber;
                    weight: Type.TNumber;
                    type: Type.TString;
                    load: Type.TString;
                    additional: Type.TString;
                }>, Type.TNull]>>;
            }>;
        }>;
        tariff: Type.TOptional<Type.TUnknown>;
    }>;
    /** Search for combined freight and partners. */
    'calculator:precast': Type.TObject<{
        id: Type.TOptional<Type.TString>;
        directions: Type.TObject<{
            from: Type.TObject<{
                deliveryMethod: Type.TObject<{
                    slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                }>;
                city: Type.TUnion<[Type.TNull, Type.TObject<{
                    code: Type.TString;
                }>]>;
                point: Type.TOptional<Type.TUnion<[Type.TNull, Type.TObject<{
                    id: Type.TString;
                }>]>>;
            }>;
            to: Type.TObject<{
                deliveryMethod: Type.TObject<{
                    slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                }>;
                city: Type.TUnion<[Type.TNull, Type.TObject<{
                    code: Type.TString;
                }>]>;
                point: Type.TOptional<Type.TUnion<[Type.TNull, Type.TObject<{
                    id: Type.TString;
                }>]>>;
            }>;
        }>;
        delivery: Type.TObject<{
            type: Type.TOptional<Type.TObject<{
                slug: Type.TEnum<["combined", "dedicated"]>;
            }>>;
            isDedicated: Type.TOptional<Type.TBoolean>;
            declared: Type.TOptional<Type.TNumber>;
            description: Type.TOptional<Type.TString>;
            date: Type.TOptional<Type.TString>;
            dimensions: Type.TObject<{
                cargos: Type.TArray<Type.TObject<{
                    width: Type.TNumber;
                    height: Type.TNumber;
                    length: Type.TNumber;
                    rotable: Type.TBoolean;
                    stackable: Type.TBoolean;
                    volume: Type.TOptional<Type.TNumber>;
                    weight: Type.TNumber;
                    quantity: Type.TInteger;
                }>>;
                totals: Type.TOptional<Type.TObject<{
                    weight: Type.TNumber;
                    volume: Type.TOptional<Type.TNumber>;
                    quantity: Type.TOptional<Type.TInteger>;
                }>>;
                commonWeight: Type.TOptional<Type.TNumber>;
                commonVolumeWeight: Type.TOptional<Type.TNumber>;
                car: Type.TOptional<Type.TUnion<[Type.TObject<{
                    length: Type.TNumber;
                    height: Type.TNumber;
                    width: Type.TNumber;
                    weight: Type.TNumber;
                    type: Type.TString;
                    load: Type.TString;
                    additional: Type.TString;
                }>, Type.TNull]>>;
            }>;
        }>;
        tariff: Type.TOptional<Type.TUnknown>;
    }>;
    'calculator:cancel': Type.TObject<{
        id: Type.TString;
    }>;
    /** On the tracking namespace (TRACKING_NAMESPACE) only: the order number a tracking page shows. */
    'tracking:watch': Type.TString;
}>;
/** What an open tracking page hears when staff move the order it shows: no more than tracking says. */
export declare const TrackingChanged: Type.TObject<{
    number: Type.TString;
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    at: Type.TString;
}>;
/** Every event the server sends, with its payload. */
export declare const RealtimeServerEvents: Type.TObject<{
    'get:tariff': Type.TObject<{
        id: Type.TString;
        tariffs: Type.TArray<Type.TObject<{
            uuid: Type.TString;
            name: Type.TString;
            preliminarily: Type.TBoolean;
            description: Type.TString;
            company: Type.TObject<{
                name: Type.TString;
                slug: Type.TString;
            }>;
            photo: Type.TObject<{
                url: Type.TString;
            }>;
            dates: Type.TObject<{
                plannedDateLoadingCargo: Type.TObject<{
                    date: Type.TString;
                }>;
                plannedDateShipmentCargo: Type.TObject<{
                    date: Type.TString;
                    text: Type.TString;
                    days: Type.TOptional<Type.TObject<{
                        min: Type.TInteger;
                        max: Type.TInteger;
                    }>>;
                }>;
            }>;
            prices: Type.TArray<Type.TObject<{
                name: Type.TString;
                value: Type.TInteger;
                key: Type.TOptional<Type.TString>;
                values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
            }>>;
            total: Type.TInteger;
            codes: Type.TRecord<"^.*$", Type.TUnion<[Type.TString, Type.TNumber]>>;
            metadata: Type.TObject<{
                mark: Type.TEnum<["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"]>;
                path: Type.TArray<Type.TObject<{
                    mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
                    from: Type.TString;
                    to: Type.TString;
                    km: Type.TInteger;
                }>>;
            }>;
            required: Type.TObject<{
                passport: Type.TBoolean;
            }>;
            documents: Type.TArray<Type.TObject<{
                name: Type.TString;
                url: Type.TOptional<Type.TString>;
            }>>;
            quote: Type.TString;
            expiresAt: Type.TString;
        }>>;
        done: Type.TOptional<Type.TBoolean>;
    }>;
    error: Type.TObject<{
        name: Type.TUnion<[Type.TLiteral<"TariffSearchError">, Type.TLiteral<"TariffSearchLimitError">, Type.TLiteral<"JsonWebTokenError">]>;
        message: Type.TString;
        id: Type.TOptional<Type.TString>;
    }>;
    /** On the staff namespace (STAFF_NAMESPACE) only: an order was placed or changed. */
    'order:changed': Type.TObject<{
        uuid: Type.TString;
        number: Type.TString;
        status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
        change: Type.TEnum<["created", "status", "loading_date", "manager", "note"]>;
        at: Type.TString;
    }>;
    /** On the tracking namespace (TRACKING_NAMESPACE) only: the watched order changed. */
    'tracking:changed': Type.TObject<{
        number: Type.TString;
        status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
        at: Type.TString;
    }>;
}>;
export type TariffBatch = Static<typeof TariffBatch>;
export type TrackingChanged = Static<typeof TrackingChanged>;
export type RealtimeError = Static<typeof RealtimeError>;
export type RealtimeClientEvents = Static<typeof RealtimeClientEvents>;
export type RealtimeServerEvents = Static<typeof RealtimeServerEvents>;
/** socket.io's form of an event map: one listener per event, taking the event's one payload. */
export type EventListeners<M> = {
    [K in keyof M]: (payload: M[K]) => void;
};
// ==== src/contract/registry.d.ts
/**
 * The remote registry (issue 14): which version of each remote the site serves, its canary and
 * the history of changes, edited by administrators through /api/admin/remotes.
 */
import { Type, type Static } from 'typebox';
export declare const RegisterRemoteVersionBody: Type.TObject<{
    version: Type.TString;
    manifestUrl: Type.TString;
}>;
export declare const ActivateRemoteBody: Type.TObject<{
    version: Type.TString;
    canaryPercent: Type.TOptional<Type.TInteger>;
}>;
export declare const RemoteVersionInfo: Type.TObject<{
    version: Type.TString;
    manifestUrl: Type.TString;
    entryUrl: Type.TUnion<[Type.TString, Type.TNull]>;
    /** `sha256-<base64>` of the files as registered; null for the versions seeded from the configuration. */
    manifestIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
    entryIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
    kernelRange: Type.TUnion<[Type.TString, Type.TNull]>;
    serverUrl: Type.TUnion<[Type.TString, Type.TNull]>;
    serverIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
    registeredAt: Type.TString;
    registeredBy: Type.TUnion<[Type.TString, Type.TNull]>;
    registeredByEmail: Type.TUnion<[Type.TString, Type.TNull]>;
}>;
export declare const RemoteAuditEntry: Type.TObject<{
    action: Type.TEnum<["seed", "register", "activate", "canary", "rollback", "delete"]>;
    from: Type.TUnion<[Type.TString, Type.TNull]>;
    to: Type.TUnion<[Type.TString, Type.TNull]>;
    canaryPercent: Type.TUnion<[Type.TInteger, Type.TNull]>;
    by: Type.TUnion<[Type.TString, Type.TNull]>;
    byEmail: Type.TUnion<[Type.TString, Type.TNull]>;
    at: Type.TString;
}>;
export declare const RemoteFailureCounts: Type.TObject<{
    version: Type.TString;
    failures: Type.TInteger;
    views: Type.TInteger;
}>;
export declare const RegistryRemote: Type.TObject<{
    name: Type.TString;
    active: Type.TString;
    canary: Type.TUnion<[Type.TObject<{
        version: Type.TString;
        percent: Type.TInteger;
    }>, Type.TNull]>;
    versions: Type.TArray<Type.TObject<{
        version: Type.TString;
        manifestUrl: Type.TString;
        entryUrl: Type.TUnion<[Type.TString, Type.TNull]>;
        /** `sha256-<base64>` of the files as registered; null for the versions seeded from the configuration. */
        manifestIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
        entryIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
        kernelRange: Type.TUnion<[Type.TString, Type.TNull]>;
        serverUrl: Type.TUnion<[Type.TString, Type.TNull]>;
        serverIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
        registeredAt: Type.TString;
        registeredBy: Type.TUnion<[Type.TString, Type.TNull]>;
        registeredByEmail: Type.TUnion<[Type.TString, Type.TNull]>;
    }>>;
    history: Type.TArray<Type.TObject<{
        action: Type.TEnum<["seed", "register", "activate", "canary", "rollback", "delete"]>;
        from: Type.TUnion<[Type.TString, Type.TNull]>;
        to: Type.TUnion<[Type.TString, Type.TNull]>;
        canaryPercent: Type.TUnion<[Type.TInteger, Type.TNull]>;
        by: Type.TUnion<[Type.TString, Type.TNull]>;
        byEmail: Type.TUnion<[Type.TString, Type.TNull]>;
        at: Type.TString;
    }>>;
    errors: Type.TArray<Type.TObject<{
        version: Type.TString;
        failures: Type.TInteger;
        views: Type.TInteger;
    }>>;
}>;
export declare const RegistryAnswer: Type.TObject<{
    kernelVersion: Type.TString;
    remotes: Type.TArray<Type.TObject<{
        name: Type.TString;
        active: Type.TString;
        canary: Type.TUnion<[Type.TObject<{
            version: Type.TString;
            percent: Type.TInteger;
        }>, Type.TNull]>;
        versions: Type.TArray<Type.TObject<{
            version: Type.TString;
            manifestUrl: Type.TString;
            entryUrl: Type.TUnion<[Type.TString, Type.TNull]>;
            /** `sha256-<base64>` of the files as registered; null for the versions seeded from the configuration. */
            manifestIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
            entryIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
            kernelRange: Type.TUnion<[Type.TString, Type.TNull]>;
            serverUrl: Type.TUnion<[Type.TString, Type.TNull]>;
            serverIntegrity: Type.TUnion<[Type.TString, Type.TNull]>;
            registeredAt: Type.TString;
            registeredBy: Type.TUnion<[Type.TString, Type.TNull]>;
            registeredByEmail: Type.TUnion<[Type.TString, Type.TNull]>;
        }>>;
        history: Type.TArray<Type.TObject<{
            action: Type.TEnum<["seed", "register", "activate", "canary", "rollback", "delete"]>;
            from: Type.TUnion<[Type.TString, Type.TNull]>;
            to: Type.TUnion<[Type.TString, Type.TNull]>;
            canaryPercent: Type.TUnion<[Type.TInteger, Type.TNull]>;
            by: Type.TUnion<[Type.TString, Type.TNull]>;
            byEmail: Type.TUnion<[Type.TString, Type.TNull]>;
            at: Type.TString;
        }>>;
        errors: Type.TArray<Type.TObject<{
            version: Type.TString;
            failures: Type.TInteger;
            views: Type.TInteger;
        }>>;
    }>>;
}>;
export declare const RemoteNameParams: Type.TObject<{
    name: Type.TString;
}>;
export declare const RemoteVersionParams: Type.TObject<{
    name: Type.TString;
    version: Type.TString;
}>;
export type RegisterRemoteVersionBody = Static<typeof RegisterRemoteVersionBody>;
export type ActivateRemoteBody = Static<typeof ActivateRemoteBody>;
export type RemoteVersionInfo = Static<typeof RemoteVersionInfo>;
export type RemoteAuditEntry = Static<typeof RemoteAuditEntry>;
export type RegistryRemote = Static<typeof RegistryRemote>;
export type RegistryAnswer = Static<typeof RegistryAnswer>;
/** A remote's failure in a visitor's browser (no personal data: the message is masked by the shell). */
export declare const RemoteFailureReportBody: Type.TObject<{
    remote: Type.TString;
    manifestUrl: Type.TString;
    kind: Type.TEnum<["load", "mount", "render"]>;
    message: Type.TString;
}>;
export type RemoteFailureReportBody = Static<typeof RemoteFailureReportBody>;
// ==== src/contract/saved-contacts.d.ts
/** The signed-in user's address book: saved senders and recipients, kept in the account. */
import { Type, type Static } from 'typebox';
export declare const SavedContactCityWire: Type.TObject<{
    code: Type.TString;
    fias: Type.TString;
    name: Type.TOptional<Type.TString>;
}>;
/** What a customer saves: the person and the city they send from or receive in. */
export declare const SavedContactBody: Type.TObject<{
    name: Type.TString;
    phone: Type.TString;
    city: Type.TObject<{
        code: Type.TString;
        fias: Type.TString;
        name: Type.TOptional<Type.TString>;
    }>;
}>;
/** One entry of the address book, in the shape the browser keeps (SavedContact) and its time. */
export declare const SavedContactEntry: Type.TObject<{
    signature: Type.TString;
    contact: Type.TObject<{
        name: Type.TString;
        phone: Type.TString;
    }>;
    direction: Type.TObject<{
        city: Type.TObject<{
            code: Type.TString;
            fias: Type.TString;
            name: Type.TOptional<Type.TString>;
        }>;
    }>;
    savedAt: Type.TString;
}>;
/** The address book, oldest first (the views show it newest first). */
export declare const SavedContactList: Type.TObject<{
    contacts: Type.TArray<Type.TObject<{
        signature: Type.TString;
        contact: Type.TObject<{
            name: Type.TString;
            phone: Type.TString;
        }>;
        direction: Type.TObject<{
            city: Type.TObject<{
                code: Type.TString;
                fias: Type.TString;
                name: Type.TOptional<Type.TString>;
            }>;
        }>;
        savedAt: Type.TString;
    }>>;
}>;
export declare const SavedContactParams: Type.TObject<{
    signature: Type.TString;
}>;
/** The browser's entries moved into the account at sign-in. */
export declare const SavedContactImport: Type.TObject<{
    contacts: Type.TArray<Type.TObject<{
        savedAt: Type.TOptional<Type.TString>;
        name: Type.TString;
        phone: Type.TString;
        city: Type.TObject<{
            code: Type.TString;
            fias: Type.TString;
            name: Type.TOptional<Type.TString>;
        }>;
    }>>;
}>;
export declare const SavedContactImportAnswer: Type.TObject<{
    contacts: Type.TArray<Type.TObject<{
        signature: Type.TString;
        contact: Type.TObject<{
            name: Type.TString;
            phone: Type.TString;
        }>;
        direction: Type.TObject<{
            city: Type.TObject<{
                code: Type.TString;
                fias: Type.TString;
                name: Type.TOptional<Type.TString>;
            }>;
        }>;
        savedAt: Type.TString;
    }>>;
    skipped: Type.TInteger;
}>;
export type SavedContactBody = Static<typeof SavedContactBody>;
export type SavedContactEntry = Static<typeof SavedContactEntry>;
export type SavedContactList = Static<typeof SavedContactList>;
export type SavedContactImport = Static<typeof SavedContactImport>;
export type SavedContactImportAnswer = Static<typeof SavedContactImportAnswer>;
// ==== src/contract/staff-console.d.ts
/**
 * The staff console's inbox and flags modules (issue 19): feedback messages and callback requests
 * as staff handle them, and feature flag definitions as administrators edit them.
 */
import { Type, type Static } from 'typebox';
export declare const InboxState: Type.TEnum<["new", "in_progress", "done"]>;
export declare const InboxKind: Type.TEnum<["message", "callback"]>;
/** One feedback message or callback request. */
export declare const InboxItem: Type.TObject<{
    id: Type.TString;
    kind: Type.TEnum<["message", "callback"]>;
    /** 7 and 10 digits. */
    phone: Type.TString;
    message: Type.TUnion<[Type.TString, Type.TNull]>;
    roistat: Type.TString;
    createdAt: Type.TString;
    state: Type.TEnum<["new", "in_progress", "done"]>;
    takenBy: Type.TUnion<[Type.TObject<{
        id: Type.TString;
        email: Type.TString;
    }>, Type.TNull]>;
    takenAt: Type.TUnion<[Type.TString, Type.TNull]>;
    outcome: Type.TUnion<[Type.TString, Type.TNull]>;
    doneAt: Type.TUnion<[Type.TString, Type.TNull]>;
}>;
export declare const InboxPage: Type.TObject<{
    data: Type.TArray<Type.TObject<{
        id: Type.TString;
        kind: Type.TEnum<["message", "callback"]>;
        /** 7 and 10 digits. */
        phone: Type.TString;
        message: Type.TUnion<[Type.TString, Type.TNull]>;
        roistat: Type.TString;
        createdAt: Type.TString;
        state: Type.TEnum<["new", "in_progress", "done"]>;
        takenBy: Type.TUnion<[Type.TObject<{
            id: Type.TString;
            email: Type.TString;
        }>, Type.TNull]>;
        takenAt: Type.TUnion<[Type.TString, Type.TNull]>;
        outcome: Type.TUnion<[Type.TString, Type.TNull]>;
        doneAt: Type.TUnion<[Type.TString, Type.TNull]>;
    }>>;
    total: Type.TInteger;
    next: Type.TUnion<[Type.TObject<{
        page: Type.TInteger;
    }>, Type.TNull]>;
}>;
export declare const InboxQuery: Type.TObject<{
    state: Type.TOptional<Type.TEnum<["new", "in_progress", "done"]>>;
    kind: Type.TOptional<Type.TEnum<["message", "callback"]>>;
    page: Type.TInteger;
    limit: Type.TInteger;
}>;
/** The staff menu's badge. */
export declare const InboxCount: Type.TObject<{
    new: Type.TInteger;
}>;
/** A state change: leaving 'new' takes the item (for the caller unless taken); 'done' needs the outcome. */
export declare const InboxUpdateBody: Type.TObject<{
    state: Type.TEnum<["new", "in_progress", "done"]>;
    outcome: Type.TOptional<Type.TString>;
}>;
/** An item with what was done to it. */
export declare const InboxItemDetail: Type.TObject<{
    item: Type.TObject<{
        id: Type.TString;
        kind: Type.TEnum<["message", "callback"]>;
        /** 7 and 10 digits. */
        phone: Type.TString;
        message: Type.TUnion<[Type.TString, Type.TNull]>;
        roistat: Type.TString;
        createdAt: Type.TString;
        state: Type.TEnum<["new", "in_progress", "done"]>;
        takenBy: Type.TUnion<[Type.TObject<{
            id: Type.TString;
            email: Type.TString;
        }>, Type.TNull]>;
        takenAt: Type.TUnion<[Type.TString, Type.TNull]>;
        outcome: Type.TUnion<[Type.TString, Type.TNull]>;
        doneAt: Type.TUnion<[Type.TString, Type.TNull]>;
    }>;
    audit: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        at: Type.TString;
        actor: Type.TUnion<[Type.TObject<{
            id: Type.TString;
            email: Type.TString;
        }>, Type.TNull]>;
        action: Type.TString;
        before: Type.TUnknown;
        after: Type.TUnknown;
        comment: Type.TUnion<[Type.TString, Type.TNull]>;
    }>>;
}>;
/** A flag's English description (its `description` is the Russian one). */
export declare const FlagTexts: Type.TObject<{
    description: Type.TString;
}>;
/** A feature flag as administrators see it: the rules, and the listed users with their e-mails. */
export declare const FlagDefinition: Type.TObject<{
    /** What the flag is for, in Russian. */
    description: Type.TString;
    en: Type.TOptional<Type.TUnion<[Type.TObject<{
        description: Type.TString;
    }>, Type.TNull]>>;
    userIds: Type.TArray<Type.TString>;
    enabled: Type.TBoolean;
    minRole: Type.TUnion<[Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>, Type.TNull]>;
    rolloutPercent: Type.TInteger;
    key: Type.TString;
}>;
export declare const StaffFlag: Type.TObject<{
    /** The listed users' e-mails (an id without an account any more is left out). */
    users: Type.TArray<Type.TObject<{
        id: Type.TString;
        email: Type.TString;
    }>>;
    updatedAt: Type.TString;
    audit: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        at: Type.TString;
        actor: Type.TUnion<[Type.TObject<{
            id: Type.TString;
            email: Type.TString;
        }>, Type.TNull]>;
        action: Type.TString;
        before: Type.TUnknown;
        after: Type.TUnknown;
        comment: Type.TUnion<[Type.TString, Type.TNull]>;
    }>>;
    /** What the flag is for, in Russian. */
    description: Type.TString;
    en: Type.TOptional<Type.TUnion<[Type.TObject<{
        description: Type.TString;
    }>, Type.TNull]>>;
    userIds: Type.TArray<Type.TString>;
    enabled: Type.TBoolean;
    minRole: Type.TUnion<[Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>, Type.TNull]>;
    rolloutPercent: Type.TInteger;
    key: Type.TString;
}>;
/** An edit from the flags page: users are named by e-mail, the server looks their accounts up. */
export declare const StaffFlagBody: Type.TObject<{
    en: Type.TOptional<Type.TObject<{
        description: Type.TString;
    }>>;
    userEmails: Type.TArray<Type.TString>;
    description: Type.TString;
    enabled: Type.TBoolean;
    minRole: Type.TUnion<[Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>, Type.TNull]>;
    rolloutPercent: Type.TInteger;
}>;
/** An administrator's change of a definition (the plain API): any of the rules, users by id. */
export declare const FlagDefinitionUpdate: Type.TObject<{
    en: Type.TOptional<Type.TObject<{
        description: Type.TString;
    }>>;
    userIds: Type.TOptional<Type.TArray<Type.TString>>;
    description: Type.TOptional<Type.TString>;
    enabled: Type.TOptional<Type.TBoolean>;
    minRole: Type.TOptional<Type.TUnion<[Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>, Type.TNull]>>;
    rolloutPercent: Type.TOptional<Type.TInteger>;
}>;
export declare const FlagPreviewQuery: Type.TObject<{
    email: Type.TString;
}>;
/** "What would this user see": every flag evaluated for one account, as the server does. */
export declare const FlagPreview: Type.TObject<{
    user: Type.TObject<{
        id: Type.TString;
        email: Type.TString;
        role: Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>;
    }>;
    flags: Type.TRecord<"^.*$", Type.TObject<{
        value: Type.TBoolean;
        reason: Type.TEnum<["DISABLED", "ROLE", "TARGETING_MATCH", "SPLIT", "STATIC"]>;
    }>>;
}>;
export type InboxState = Static<typeof InboxState>;
export type InboxKind = Static<typeof InboxKind>;
export type InboxItem = Static<typeof InboxItem>;
export type InboxPage = Static<typeof InboxPage>;
export type InboxQuery = Static<typeof InboxQuery>;
export type InboxCount = Static<typeof InboxCount>;
export type InboxUpdateBody = Static<typeof InboxUpdateBody>;
export type InboxItemDetail = Static<typeof InboxItemDetail>;
export type FlagDefinition = Static<typeof FlagDefinition>;
export type StaffFlag = Static<typeof StaffFlag>;
export type StaffFlagBody = Static<typeof StaffFlagBody>;
export type FlagDefinitionUpdate = Static<typeof FlagDefinitionUpdate>;
export type FlagPreview = Static<typeof FlagPreview>;
// ==== src/contract/staff.d.ts
/**
 * The staff console's orders board (issue 19): the list staff filter and search, an order with its
 * audit and notes, the actions on it, and the realtime namespace that tells open boards of changes.
 */
import { Type, type Static } from 'typebox';
/** A staff member an order can be assigned to. */
export declare const StaffMember: Type.TObject<{
    id: Type.TString;
    email: Type.TString;
    name: Type.TUnion<[Type.TString, Type.TNull]>;
    role: Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>;
}>;
/** One row of the board. */
export declare const StaffOrderRow: Type.TObject<{
    provider: Type.TString;
    customerEmail: Type.TString;
    loadingDate: Type.TString;
    internal: Type.TBoolean;
    manager: Type.TUnion<[Type.TObject<{
        id: Type.TString;
        email: Type.TString;
        name: Type.TUnion<[Type.TString, Type.TNull]>;
        role: Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>;
    }>, Type.TNull]>;
    uuid: Type.TString;
    number: Type.TString;
    created_at: Type.TString;
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    fromCity: Type.TOptional<Type.TString>;
    toCity: Type.TOptional<Type.TString>;
    carrier: Type.TOptional<Type.TString>;
    carrierSlug: Type.TOptional<Type.TString>;
    total: Type.TOptional<Type.TNumber>;
    expectedDelivery: Type.TOptional<Type.TString>;
}>;
export declare const StaffOrderPage: Type.TObject<{
    data: Type.TArray<Type.TObject<{
        provider: Type.TString;
        customerEmail: Type.TString;
        loadingDate: Type.TString;
        internal: Type.TBoolean;
        manager: Type.TUnion<[Type.TObject<{
            id: Type.TString;
            email: Type.TString;
            name: Type.TUnion<[Type.TString, Type.TNull]>;
            role: Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>;
        }>, Type.TNull]>;
        uuid: Type.TString;
        number: Type.TString;
        created_at: Type.TString;
        status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
        fromCity: Type.TOptional<Type.TString>;
        toCity: Type.TOptional<Type.TString>;
        carrier: Type.TOptional<Type.TString>;
        carrierSlug: Type.TOptional<Type.TString>;
        total: Type.TOptional<Type.TNumber>;
        expectedDelivery: Type.TOptional<Type.TString>;
    }>>;
    total: Type.TInteger;
    next: Type.TUnion<[Type.TObject<{
        page: Type.TInteger;
    }>, Type.TNull]>;
}>;
/** The orders board's filters, as the query string carries them (the empty ones left out). */
export declare const StaffOrdersQuery: Type.TObject<{
    status: Type.TOptional<Type.TString>;
    carrier: Type.TOptional<Type.TString>;
    city: Type.TOptional<Type.TString>;
    from: Type.TOptional<Type.TString>;
    to: Type.TOptional<Type.TString>;
    placedBy: Type.TOptional<Type.TEnum<["staff", "customer"]>>;
    q: Type.TOptional<Type.TString>;
    page: Type.TInteger;
    limit: Type.TInteger;
}>;
/** One staff action as the audit log keeps it. */
export declare const AuditEntry: Type.TObject<{
    id: Type.TInteger;
    at: Type.TString;
    actor: Type.TUnion<[Type.TObject<{
        id: Type.TString;
        email: Type.TString;
    }>, Type.TNull]>;
    action: Type.TString;
    before: Type.TUnknown;
    after: Type.TUnknown;
    comment: Type.TUnion<[Type.TString, Type.TNull]>;
}>;
export declare const OrderNote: Type.TObject<{
    id: Type.TInteger;
    at: Type.TString;
    author: Type.TObject<{
        id: Type.TString;
        email: Type.TString;
    }>;
    text: Type.TString;
}>;
/** An order as the board opens it: what the customer sees, and who, audit and notes. */
export declare const StaffOrderDetail: Type.TObject<{
    order: Type.TObject<{
        loadingDate: Type.TString;
        total: Type.TNumber;
        contacts: Type.TObject<{
            payer: Type.TObject<{
                name: Type.TString;
                comment: Type.TString;
                email: Type.TString;
                phone: Type.TString;
                enterprise: Type.TBoolean;
                type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
                passport: Type.TOptional<Type.TObject<{
                    series: Type.TString;
                    number: Type.TString;
                    date: Type.TString;
                }>>;
                company: Type.TOptional<Type.TObject<{
                    name: Type.TString;
                    inn: Type.TString;
                    kpp: Type.TString;
                }>>;
            }>;
            recipient: Type.TObject<{
                name: Type.TString;
                comment: Type.TString;
                email: Type.TString;
                phone: Type.TString;
                enterprise: Type.TBoolean;
                type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
                passport: Type.TOptional<Type.TObject<{
                    series: Type.TString;
                    number: Type.TString;
                    date: Type.TString;
                }>>;
                company: Type.TOptional<Type.TObject<{
                    name: Type.TString;
                    inn: Type.TString;
                    kpp: Type.TString;
                }>>;
            }>;
            sender: Type.TObject<{
                name: Type.TString;
                comment: Type.TString;
                email: Type.TString;
                phone: Type.TString;
                enterprise: Type.TBoolean;
                type: Type.TOptional<Type.TEnum<["ContactWithCompany", "ContactWithPassport"]>>;
                passport: Type.TOptional<Type.TObject<{
                    series: Type.TString;
                    number: Type.TString;
                    date: Type.TString;
                }>>;
                company: Type.TOptional<Type.TObject<{
                    name: Type.TString;
                    inn: Type.TString;
                    kpp: Type.TString;
                }>>;
            }>;
        }>;
        directions: Type.TObject<{
            from: Type.TObject<{
                deliveryMethod: Type.TObject<{
                    key: Type.TString;
                    slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                    disabled: Type.TBoolean;
                }>;
                city: Type.TUnion<[Type.TObject<{
                    id: Type.TInteger;
                    popularity: Type.TInteger;
                    slug: Type.TString;
                    code: Type.TString;
                    fias: Type.TString;
                    name: Type.TString;
                    warning: Type.TUnion<[Type.TString, Type.TNull]>;
                    postcode: Type.TUnion<[Type.TString, Type.TNull]>;
                    region: Type.TObject<{
                        name: Type.TString;
                        code: Type.TString;
                        slug: Type.TString;
                        timezone: Type.TString;
                        warning: Type.TUnion<[Type.TString, Type.TNull]>;
                        country: Type.TObject<{
                            name: Type.TString;
                            code: Type.TString;
                        }>;
                    }>;
                    coordinates: Type.TObject<{
                        lat: Type.TNumber;
                        lon: Type.TNumber;
                    }>;
                }>, Type.TNull]>;
                address: Type.TObject<{
                    value: Type.TString;
                    office: Type.TString;
                    intercom: Type.TString;
                }>;
                point: Type.TOptional<Type.TUnion<[Type.TObject<{
                    id: Type.TString;
                    provider: Type.TString;
                    kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
                    city: Type.TObject<{
                        code: Type.TString;
                        name: Type.TString;
                    }>;
                    name: Type.TString;
                    address: Type.TString;
                    hours: Type.TString;
                    lat: Type.TNumber;
                    lon: Type.TNumber;
                    locker: Type.TUnion<[Type.TObject<{
                        cellCm: Type.TObject<{
                            length: Type.TNumber;
                            width: Type.TNumber;
                            height: Type.TNumber;
                        }>;
                        maxKg: Type.TNumber;
                    }>, Type.TNull]>;
                }>, Type.TNull]>>;
            }>;
            to: Type.TObject<{
                deliveryMethod: Type.TObject<{
                    key: Type.TString;
                    slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
                    disabled: Type.TBoolean;
                }>;
                city: Type.TUnion<[Type.TObject<{
                    id: Type.TInteger;
                    popularity: Type.TInteger;
                    slug: Type.TString;
                    code: Type.TString;
                    fias: Type.TString;
                    name: Type.TString;
                    warning: Type.TUnion<[Type.TString, Type.TNull]>;
                    postcode: Type.TUnion<[Type.TString, Type.TNull]>;
                    region: Type.TObject<{
                        name: Type.TString;
                        code: Type.TString;
                        slug: Type.TString;
                        timezone: Type.TString;
                        warning: Type.TUnion<[Type.TString, Type.TNull]>;
                        country: Type.TObject<{
                            name: Type.TString;
                            code: Type.TString;
                        }>;
                    }>;
                    coordinates: Type.TObject<{
                        lat: Type.TNumber;
                        lon: Type.TNumber;
                    }>;
                }>, Type.TNull]>;
                address: Type.TObject<{
                    value: Type.TString;
                    office: Type.TString;
                    intercom: Type.TString;
                }>;
                point: Type.TOptional<Type.TUnion<[Type.TObject<{
                    id: Type.TString;
                    provider: Type.TString;
                    kind: Type.TEnum<["WAREHOUSE", "OFFICE", "POSTAMAT"]>;
                    city: Type.TObject<{
                        code: Type.TString;
                        name: Type.TString;
                    }>;
                    name: Type.TString;
                    address: Type.TString;
                    hours: Type.TString;
                    lat: Type.TNumber;
                    lon: Type.TNumber;
                    locker: Type.TUnion<[Type.TObject<{
                        cellCm: Type.TObject<{
                            length: Type.TNumber;
                            width: Type.TNumber;
                            height: Type.TNumber;
                        }>;
                        maxKg: Type.TNumber;
                    }>, Type.TNull]>;
                }>, Type.TNull]>>;
            }>;
        }>;
        delivery: Type.TObject<{
            type: Type.TObject<{
                slug: Type.TEnum<["combined", "dedicated"]>;
            }>;
            isDedicated: Type.TBoolean;
            declared: Type.TNumber;
            description: Type.TString;
            date: Type.TString;
            dimensions: Type.TObject<{
                cargos: Type.TArray<Type.TObject<{
                    width: Type.TNumber;
                    height: Type.TNumber;
                    length: Type.TNumber;
                    rotable: Type.TBoolean;
                    stackable: Type.TBoolean;
                    volume: Type.TNumber;
                    weight: Type.TNumber;
                    quantity: Type.TInteger;
                }>>;
                totals: Type.TOptional<Type.TObject<{
                    weight: Type.TNumber;
                    volume: Type.TNumber;
                    quantity: Type.TInteger;
                }>>;
                commonWeight: Type.TNumber;
                commonVolumeWeight: Type.TNumber;
                car: Type.TOptional<Type.TObject<{
                    length: Type.TNumber;
                    height: Type.TNumber;
                    width: Type.TNumber;
                    weight: Type.TNumber;
                    type: Type.TString;
                    load: Type.TString;
                    additional: Type.TString;
                }>>;
            }>;
        }>;
        tariff: Type.TObject<{
            uuid: Type.TString;
            name: Type.TString;
            preliminarily: Type.TBoolean;
            description: Type.TString;
            company: Type.TObject<{
                name: Type.TString;
                slug: Type.TString;
            }>;
            photo: Type.TObject<{
                url: Type.TString;
            }>;
            dates: Type.TObject<{
                plannedDateLoadingCargo: Type.TObject<{
                    date: Type.TString;
                }>;
                plannedDateShipmentCargo: Type.TObject<{
                    date: Type.TString;
                    text: Type.TString;
                    days: Type.TOptional<Type.TObject<{
                        min: Type.TInteger;
                        max: Type.TInteger;
                    }>>;
                }>;
            }>;
            prices: Type.TArray<Type.TObject<{
                name: Type.TString;
                value: Type.TNumber;
                key: Type.TOptional<Type.TString>;
                values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
            }>>;
            total: Type.TNumber;
            codes: Type.TRecord<"^.*$", Type.TUnsafe<string | number>>;
            metadata: Type.TObject<{
                mark: Type.TEnum<["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"]>;
                path: Type.TArray<Type.TObject<{
                    mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
                    from: Type.TString;
                    to: Type.TString;
                    km: Type.TNumber;
                }>>;
            }>;
            required: Type.TObject<{
                passport: Type.TBoolean;
            }>;
            documents: Type.TArray<Type.TObject<{
                name: Type.TString;
                url: Type.TOptional<Type.TString>;
            }>>;
            quote: Type.TOptional<Type.TString>;
            expiresAt: Type.TOptional<Type.TString>;
        }>;
        timeline: Type.TArray<Type.TObject<{
            status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
            at: Type.TString;
            kind: Type.TOptional<Type.TEnum<["status", "loading_date"]>>;
            loadingDate: Type.TOptional<Type.TString>;
        }>>;
        isInternal: Type.TOptional<Type.TBoolean>;
        expectedDelivery: Type.TOptional<Type.TString>;
        uuid: Type.TString;
        number: Type.TString;
        created_at: Type.TString;
        status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
        fromCity: Type.TOptional<Type.TString>;
        toCity: Type.TOptional<Type.TString>;
        carrier: Type.TOptional<Type.TString>;
        carrierSlug: Type.TOptional<Type.TString>;
    }>;
    customerEmail: Type.TString;
    placedBy: Type.TUnion<[Type.TString, Type.TNull]>;
    manager: Type.TUnion<[Type.TObject<{
        id: Type.TString;
        email: Type.TString;
        name: Type.TUnion<[Type.TString, Type.TNull]>;
        role: Type.TEnum<("USER" | "MANAGER" | "EMPLOYEE" | "MODERATOR" | "ADMIN")[]>;
    }>, Type.TNull]>;
    /** The statuses the order may move to now. */
    nextStatuses: Type.TArray<Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>>;
    audit: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        at: Type.TString;
        actor: Type.TUnion<[Type.TObject<{
            id: Type.TString;
            email: Type.TString;
        }>, Type.TNull]>;
        action: Type.TString;
        before: Type.TUnknown;
        after: Type.TUnknown;
        comment: Type.TUnion<[Type.TString, Type.TNull]>;
    }>>;
    notes: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        at: Type.TString;
        author: Type.TObject<{
            id: Type.TString;
            email: Type.TString;
        }>;
        text: Type.TString;
    }>>;
}>;
export declare const StaffStatusBody: Type.TObject<{
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    comment: Type.TString;
}>;
export declare const StaffManagerBody: Type.TObject<{
    managerId: Type.TUnion<[Type.TString, Type.TNull]>;
}>;
export declare const StaffNoteBody: Type.TObject<{
    text: Type.TString;
}>;
/** Something happened to an order: boards refresh the row (and the open detail). */
export declare const StaffOrderChanged: Type.TObject<{
    uuid: Type.TString;
    number: Type.TString;
    status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
    change: Type.TEnum<["created", "status", "loading_date", "manager", "note"]>;
    at: Type.TString;
}>;
export declare const StaffServerEvents: Type.TObject<{
    'order:changed': Type.TObject<{
        uuid: Type.TString;
        number: Type.TString;
        status: Type.TEnum<["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"]>;
        change: Type.TEnum<["created", "status", "loading_date", "manager", "note"]>;
        at: Type.TString;
    }>;
}>;
export type StaffMember = Static<typeof StaffMember>;
export type StaffOrderRow = Static<typeof StaffOrderRow>;
export type StaffOrderPage = Static<typeof StaffOrderPage>;
export type StaffOrdersQuery = Static<typeof StaffOrdersQuery>;
export type AuditEntry = Static<typeof AuditEntry>;
export type OrderNote = Static<typeof OrderNote>;
export type StaffOrderDetail = Static<typeof StaffOrderDetail>;
export type StaffStatusBody = Static<typeof StaffStatusBody>;
export type StaffManagerBody = Static<typeof StaffManagerBody>;
export type StaffNoteBody = Static<typeof StaffNoteBody>;
export type StaffOrderChanged = Static<typeof StaffOrderChanged>;
export type StaffServerEvents = Static<typeof StaffServerEvents>;
// ==== src/contract/tariff.d.ts
/**
 * Tariffs: what a search sends (spec section 7: search data with the cargo as `dimensions`),
 * the offers that come back (spec section 3, Tariff offer) and the staff figures over a search.
 */
import { Type, type Static } from 'typebox';
/** What a server text is in any language: a key of the kernel's common namespace and its values. */
export declare const TextKey: Type.TString;
export declare const TextValues: Type.TRecord<"^.*$", Type.TUnsafe<string | number>>;
export declare const TariffPrice: Type.TObject<{
    name: Type.TString;
    value: Type.TInteger;
    key: Type.TOptional<Type.TString>;
    values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
}>;
/** A carrier's promised term in whole days, for any language ('4–6 days'). */
export declare const TermDays: Type.TObject<{
    min: Type.TInteger;
    max: Type.TInteger;
}>;
/** One leg of an offer's route. */
export declare const TariffPathLeg: Type.TObject<{
    mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
    from: Type.TString;
    to: Type.TString;
    km: Type.TInteger;
}>;
export declare const TariffOffer: Type.TObject<{
    uuid: Type.TString;
    name: Type.TString;
    preliminarily: Type.TBoolean;
    description: Type.TString;
    company: Type.TObject<{
        name: Type.TString;
        slug: Type.TString;
    }>;
    photo: Type.TObject<{
        url: Type.TString;
    }>;
    dates: Type.TObject<{
        plannedDateLoadingCargo: Type.TObject<{
            date: Type.TString;
        }>;
        plannedDateShipmentCargo: Type.TObject<{
            date: Type.TString;
            text: Type.TString;
            days: Type.TOptional<Type.TObject<{
                min: Type.TInteger;
                max: Type.TInteger;
            }>>;
        }>;
    }>;
    prices: Type.TArray<Type.TObject<{
        name: Type.TString;
        value: Type.TInteger;
        key: Type.TOptional<Type.TString>;
        values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
    }>>;
    total: Type.TInteger;
    codes: Type.TRecord<"^.*$", Type.TUnion<[Type.TString, Type.TNumber]>>;
    metadata: Type.TObject<{
        mark: Type.TEnum<["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"]>;
        path: Type.TArray<Type.TObject<{
            mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
            from: Type.TString;
            to: Type.TString;
            km: Type.TInteger;
        }>>;
    }>;
    required: Type.TObject<{
        passport: Type.TBoolean;
    }>;
    documents: Type.TArray<Type.TObject<{
        name: Type.TString;
        url: Type.TOptional<Type.TString>;
    }>>;
    quote: Type.TString;
    expiresAt: Type.TString;
}>;
export declare const TariffOfferList: Type.TArray<Type.TObject<{
    uuid: Type.TString;
    name: Type.TString;
    preliminarily: Type.TBoolean;
    description: Type.TString;
    company: Type.TObject<{
        name: Type.TString;
        slug: Type.TString;
    }>;
    photo: Type.TObject<{
        url: Type.TString;
    }>;
    dates: Type.TObject<{
        plannedDateLoadingCargo: Type.TObject<{
            date: Type.TString;
        }>;
        plannedDateShipmentCargo: Type.TObject<{
            date: Type.TString;
            text: Type.TString;
            days: Type.TOptional<Type.TObject<{
                min: Type.TInteger;
                max: Type.TInteger;
            }>>;
        }>;
    }>;
    prices: Type.TArray<Type.TObject<{
        name: Type.TString;
        value: Type.TInteger;
        key: Type.TOptional<Type.TString>;
        values: Type.TOptional<Type.TRecord<"^.*$", Type.TUnsafe<string | number>>>;
    }>>;
    total: Type.TInteger;
    codes: Type.TRecord<"^.*$", Type.TUnion<[Type.TString, Type.TNumber]>>;
    metadata: Type.TObject<{
        mark: Type.TEnum<["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"]>;
        path: Type.TArray<Type.TObject<{
            mark: Type.TEnum<["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"]>;
            from: Type.TString;
            to: Type.TString;
            km: Type.TInteger;
        }>>;
    }>;
    required: Type.TObject<{
        passport: Type.TBoolean;
    }>;
    documents: Type.TArray<Type.TObject<{
        name: Type.TString;
        url: Type.TOptional<Type.TString>;
    }>>;
    quote: Type.TString;
    expiresAt: Type.TString;
}>>;
/** Per cargo piece group, as an order stores it. */
export declare const CargoDimension: Type.TObject<{
    width: Type.TNumber;
    height: Type.TNumber;
    length: Type.TNumber;
    rotable: Type.TBoolean;
    stackable: Type.TBoolean;
    volume: Type.TNumber;
    weight: Type.TNumber;
    quantity: Type.TInteger;
}>;
export declare const CarDimension: Type.TObject<{
    length: Type.TNumber;
    height: Type.TNumber;
    width: Type.TNumber;
    weight: Type.TNumber;
    type: Type.TString;
    load: Type.TString;
    additional: Type.TString;
}>;
/** The whole shipment by its totals alone (no places with sizes), as carriers' calculators take it. */
export declare const CargoTotals: Type.TObject<{
    weight: Type.TNumber;
    volume: Type.TNumber;
    quantity: Type.TInteger;
}>;
export declare const Dimensions: Type.TObject<{
    cargos: Type.TArray<Type.TObject<{
        width: Type.TNumber;
        height: Type.TNumber;
        length: Type.TNumber;
        rotable: Type.TBoolean;
        stackable: Type.TBoolean;
        volume: Type.TNumber;
        weight: Type.TNumber;
        quantity: Type.TInteger;
    }>>;
    totals: Type.TOptional<Type.TObject<{
        weight: Type.TNumber;
        volume: Type.TNumber;
        quantity: Type.TInteger;
    }>>;
    commonWeight: Type.TNumber;
    commonVolumeWeight: Type.TNumber;
    car: Type.TOptional<Type.TObject<{
        length: Type.TNumber;
        height: Type.TNumber;
        width: Type.TNumber;
        weight: Type.TNumber;
        type: Type.TString;
        load: Type.TString;
        additional: Type.TString;
    }>>;
}>;
/** What the calculator needs about the delivery (no UI-only state), as an order stores it. */
export declare const DeliverySearchPayload: Type.TObject<{
    type: Type.TObject<{
        slug: Type.TEnum<["combined", "dedicated"]>;
    }>;
    isDedicated: Type.TBoolean;
    declared: Type.TNumber;
    description: Type.TString;
    date: Type.TString;
    dimensions: Type.TObject<{
        cargos: Type.TArray<Type.TObject<{
            width: Type.TNumber;
            height: Type.TNumber;
            length: Type.TNumber;
            rotable: Type.TBoolean;
            stackable: Type.TBoolean;
            volume: Type.TNumber;
            weight: Type.TNumber;
            quantity: Type.TInteger;
        }>>;
        totals: Type.TOptional<Type.TObject<{
            weight: Type.TNumber;
            volume: Type.TNumber;
            quantity: Type.TInteger;
        }>>;
        commonWeight: Type.TNumber;
        commonVolumeWeight: Type.TNumber;
        car: Type.TOptional<Type.TObject<{
            length: Type.TNumber;
            height: Type.TNumber;
            width: Type.TNumber;
            weight: Type.TNumber;
            type: Type.TString;
            load: Type.TString;
            additional: Type.TString;
        }>>;
    }>;
}>;
/** A tariff search, for the REST calls and the realtime channel alike. */
export declare const TariffSearchData: Type.TObject<{
    id: Type.TOptional<Type.TString>;
    directions: Type.TObject<{
        from: Type.TObject<{
            deliveryMethod: Type.TObject<{
                slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
            }>;
            city: Type.TUnion<[Type.TNull, Type.TObject<{
                code: Type.TString;
            }>]>;
            point: Type.TOptional<Type.TUnion<[Type.TNull, Type.TObject<{
                id: Type.TString;
            }>]>>;
        }>;
        to: Type.TObject<{
            deliveryMethod: Type.TObject<{
                slug: Type.TEnum<["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"]>;
            }>;
            city: Type.TUnion<[Type.TNull, Type.TObject<{
                code: Type.TString;
            }>]>;
            point: Type.TOptional<Type.TUnion<[Type.TNull, Type.TObject<{
                id: Type.TString;
            }>]>>;
        }>;
    }>;
    delivery: Type.TObject<{
        type: Type.TOptional<Type.TObject<{
            slug: Type.TEnum<["combined", "dedicated"]>;
        }>>;
        isDedicated: Type.TOptional<Type.TBoolean>;
        declared: Type.TOptional<Type.TNumber>;
        description: Type.TOptional<Type.TString>;
        date: Type.TOptional<Type.TString>;
        dimensions: Type.TObject<{
            cargos: Type.TArray<Type.TObject<{
                width: Type.TNumber;
                height: Type.TNumber;
                length: Type.TNumber;
                rotable: Type.TBoolean;
                stackable: Type.TBoolean;
                volume: Type.TOptional<Type.TNumber>;
                weight: Type.TNumber;
                quantity: Type.TInteger;
            }>>;
            totals: Type.TOptional<Type.TObject<{
                weight: Type.TNumber;
                volume: Type.TOptional<Type.TNumber>;
                quantity: Type.TOptional<Type.TInteger>;
            }>>;
            commonWeight: Type.TOptional<Type.TNumber>;
            commonVolumeWeight: Type.TOptional<Type.TNumber>;
            car: Type.TOptional<Type.TUnion<[Type.TObject<{
                length: Type.TNumber;
                height: Type.TNumber;
                width: Type.TNumber;
                weight: Type.TNumber;
                type: Type.TString;
                load: Type.TString;
                additional: Type.TString;
            }>, Type.TNull]>>;
        }>;
    }>;
    tariff: Type.TOptional<Type.TUnknown>;
}>;
/** Staff figures over one search (POST /analytics/consolidated and /dedicated, MANAGER and above). */
export declare const TariffAnalytics: Type.TObject<{
    distanceKm: Type.TInteger;
    providers: Type.TArray<Type.TObject<{
        provider: Type.TString;
        name: Type.TString;
        count: Type.TInteger;
        min: Type.TUnion<[Type.TInteger, Type.TNull]>;
        median: Type.TUnion<[Type.TInteger, Type.TNull]>;
        max: Type.TUnion<[Type.TInteger, Type.TNull]>;
        distanceKm: Type.TUnion<[Type.TInteger, Type.TNull]>;
    }>>;
}>;
export type TariffPrice = Static<typeof TariffPrice>;
export type TariffPathLeg = Static<typeof TariffPathLeg>;
export type TariffOffer = Static<typeof TariffOffer>;
export type CargoDimension = Static<typeof CargoDimension>;
export type CargoTotals = Static<typeof CargoTotals>;
export type CarDimension = Static<typeof CarDimension>;
export type Dimensions = Static<typeof Dimensions>;
export type DeliverySearchPayload = Static<typeof DeliverySearchPayload>;
export type TariffSearchData = Static<typeof TariffSearchData>;
export type TariffAnalytics = Static<typeof TariffAnalytics>;
// ==== src/contract/vocabulary.d.ts
/**
 * The closed vocabularies of the wire: the values a field may take, spelt once. The contract's
 * schemas are built on them and the domain's rules re-export them (`@dostavka/shared-kernel/domain`):
 * the contract is the leaf, it imports nothing of the kernel. Plain constants without TypeBox, so
 * the browser's domain code takes them without the schemas.
 */
/** Higher level, more rights. A guest (no profile) is below every role. */
export declare const ROLE_LEVELS: {
    readonly USER: 1;
    readonly MANAGER: 2;
    readonly EMPLOYEE: 3;
    readonly MODERATOR: 4;
    readonly ADMIN: 5;
};
export type RoleSlug = keyof typeof ROLE_LEVELS;
/** The life of an order, in the order it happens; 'cancelled' can end it early. */
export declare const ORDER_STATUSES: readonly ["created", "confirmed", "picked_up", "in_transit", "arrived", "delivered", "cancelled"];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export declare const RESPONSE_MARKS: readonly ["dedicated-line", "dedicated-composite", "consolidated-line", "consolidated-composite"];
export type ResponseMark = (typeof RESPONSE_MARKS)[number];
export declare const PATH_MARKS: readonly ["departure-destination", "departure", "destination", "intermediate", "truck_request", "truck_back", "composite-route"];
export type PathMark = (typeof PATH_MARKS)[number];
/** The hand-overs at a carrier's own point (a pick-up point of that kind is chosen for them). */
export declare const POINT_KINDS: readonly ["WAREHOUSE", "OFFICE", "POSTAMAT"];
export type PointKindSlug = (typeof POINT_KINDS)[number];
export declare const DELIVERY_METHOD_SLUGS: readonly ["NOT_SELECTED", "WAREHOUSE", "POSTAMAT", "OFFICE", "COURIER"];
export type DeliveryMethodSlug = (typeof DELIVERY_METHOD_SLUGS)[number];
/** A remote release's label (`1.4.2`): the release command, the registry's contract and its form. */
export declare const REMOTE_VERSION_PATTERN: RegExp;
/** Where a registered version's manifest is: an absolute http(s) address. */
export declare const REMOTE_MANIFEST_URL_PATTERN: RegExp;
/** How many contacts an account's address book holds. */
export declare const SAVED_CONTACTS_LIMIT = 500;
/** A weight's units. */
export declare const WEIGHT_UNITS: readonly ["g", "kg", "t"];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/** The packaging presets of the combined calculator, in the order it offers them. */
export declare const PACKAGING_SLUGS: readonly ["big_box", "bag", "pallet", "mail", "box", "custom"];
export type PackagingSlug = (typeof PACKAGING_SLUGS)[number];
// ==== src/domain/calculator-link.d.ts
export interface CalculatorLink {
    from?: string;
    to?: string;
    /** Kilograms. */
    weight?: number;
}
export declare const CALCULATOR_PATH = "/calculator/";
export declare function calculatorHref({ from, to, weight }: CalculatorLink): string;
/** What a calculator address asks for; anything malformed is left out. */
export declare function parseCalculatorLink(query: Record<string, string | undefined>): CalculatorLink;
// ==== src/domain/calculator-query.d.ts
import { type DeliveryMethodSlug } from './enums';
import { type TariffSort } from './tariffs';
import type { Cargo } from './types/cargo';
import type { TransportSlug } from './types/transport';
export interface VehicleChoice {
    /** The vehicle's objectId; without it, the page's vehicle (or the first with the body) is taken. */
    car?: string;
    body?: string;
    load?: string[];
    additional?: string[];
}
/** What the address holds; every part optional. */
export interface CalculatorState {
    from?: string;
    to?: string;
    fromMethod?: DeliveryMethodSlug;
    toMethod?: DeliveryMethodSlug;
    type?: TransportSlug;
    cargos?: Array<Omit<Cargo, 'id'>>;
    vehicle?: VehicleChoice;
    declared?: number;
    description?: string;
    /** YYYY-MM-DD. */
    date?: string;
    sort?: TariffSort;
    /**
     * Weight-only mode: the whole shipment by its totals (kg, m3, pieces). The content pages'
     * calculator links (calculatorHref, `weight` in kg) open it.
     */
    totals?: {
        weightKg: number;
        volumeM3: number;
        quantity: number;
    };
}
/** The keys the calculator reads; a query with none of them leaves the form as it is. */
export declare const CALCULATOR_STATE_KEYS: readonly ["from", "to", "fromMethod", "toMethod", "type", "cargo", "car", "body", "load", "dop", "declared", "desc", "date", "sort", "weight", "volume", "pieces", "by"];
export declare function hasCalculatorState(query: Readonly<Record<string, string | undefined>>): boolean;
export declare function readCalculatorQuery(query: Readonly<Record<string, string | undefined>>): CalculatorState;
/** The address query of a state: only what differs from the defaults, in a stable order. */
export declare function writeCalculatorQuery(state: CalculatorState): string;
// ==== src/domain/cargo-limits.d.ts
import type { Cargo } from './types/cargo';
/** Limits of one row of combined (groupage) cargo, spec 5. */
export declare const COMBINED_CARGO_LIMITS: {
    readonly quantity: {
        readonly min: 1;
        readonly max: 1000;
    };
    /** Centimetres. */
    readonly width: {
        readonly max: 244;
    };
    readonly height: {
        readonly max: 268;
    };
    readonly length: {
        readonly max: 620;
    };
    /** Grams. */
    readonly weight: {
        readonly max: 10000000;
    };
};
/** Limits of a shipment described by its totals alone (weight-only mode). */
export declare const CARGO_TOTAL_LIMITS: {
    /** Grams. */
    readonly weight: {
        readonly max: 20000000;
    };
    /** Cubic metres; 0 means not known (priced by weight). */
    readonly volume: {
        readonly max: 120;
    };
    readonly quantity: {
        readonly min: 1;
        readonly max: 1000;
    };
};
export type CargoTotalField = 'weight' | 'volume' | 'quantity';
/** The rule of one total (g, m3, pieces): weight is required, volume may be 0. */
export declare function cargoTotalProblem(field: CargoTotalField, value: number): CargoFieldError | undefined;
/** The shipment's totals as the calculator holds them: kilograms, cubic metres, pieces. */
export interface ShipmentTotals {
    weightKg: number;
    volumeM3: number;
    quantity: number;
}
export type CargoTotalErrors = Partial<Record<CargoTotalField, CargoFieldError>>;
export declare function validateTotals(totals: ShipmentTotals): CargoTotalErrors;
export type CargoField = 'width' | 'height' | 'length' | 'weight' | 'quantity';
/** The fields of a place in the order the calculator shows them. */
export declare const CARGO_FIELDS: readonly CargoField[];
export interface CargoFieldError {
    rule: 'required' | 'integer' | 'min' | 'max';
    /** The bound that was crossed, in cm, g or pieces. */
    limit?: number;
}
export type CargoErrors = Partial<Record<CargoField, CargoFieldError>>;
export interface CombinedCargoValidation {
    valid: boolean;
    /** Set when there is no cargo at all. */
    list?: CargoFieldError;
    /** One entry per cargo, in the same order; empty objects for rows without errors. */
    cargos: CargoErrors[];
}
/** The limit rule of one field of a place, in cm, g or pieces: the one rule the schemas use too. */
export declare function cargoFieldProblem(field: CargoField, value: number): CargoFieldError | undefined;
export declare function validateCargo(cargo: Cargo): CargoErrors;
export declare function validateCombinedCargo(cargos: readonly Cargo[]): CombinedCargoValidation;
// ==== src/domain/cargo-measure.d.ts
import type { ShipmentTotals } from './cargo-limits';
import type { Dimensions } from './types/tariff';
import type { Cargo, Transport } from './types/cargo';
/** Carriers bill light, bulky cargo as if a cubic metre weighed 200 kg. */
export declare const VOLUME_WEIGHT_KG_PER_M3 = 200;
/** Volume of one piece, cubic centimetres. */
export declare function cargoVolumeCm3(cargo: Pick<Cargo, 'size'>): number;
export declare function volumeWeightKg(m3: number): number;
/** The weight a carrier bills: the actual weight or the volume weight, whichever is larger. */
export declare function chargeableWeightKg(actualKg: number, m3: number): number;
/**
 * The cargo and vehicle data the calculator receives with a search (spec 7). With totals
 * (weight-only mode) the places are left out and the totals stand for the whole shipment.
 */
export declare function buildDimensions(cargos: readonly Cargo[], transport?: Transport | null, totals?: ShipmentTotals | null): Dimensions;
// ==== src/domain/cargo-messages.d.ts
/** A message as a translation key of the common namespace and its values. */
export interface RuleMessage {
    key: string;
    values: Record<string, string | number>;
}
/**
 * The text of a broken cargo rule of spec 5 from the key the kernel's yup rules give
 * (`validation.cargo.max.weight` for a place, `validation.totals.max.weight` for the shipment's
 * totals): the key in the common namespace, with the crossed limit as a visitor reads it (a
 * weight as '10 т' or '10 t' in the reader's language, sizes in cm, places as a count). Null for
 * another key.
 */
export declare function cargoRuleMessage(key: string): RuleMessage | null;
/** The same, the weight written for a reader of `lang` ('en': '10 t'). */
export declare function cargoRuleMessage(key: string, lang: string): RuleMessage | null;
// ==== src/domain/cities.d.ts
import type { City, Region } from './types/geo';
/** A region as the city picker lists it: its name, code and how many cities it has. */
export interface RegionSummary {
    code: string;
    name: string;
    slug: string;
    cityCount: number;
}
/** The letter a city is filed under: its first letter in upper case, Ё filed under Е. */
export declare function firstLetter(name: string): string;
/** The letters that start at least one city name, in alphabetical order. */
export declare function cityLetters(cities: readonly City[]): string[];
/** Cities filed under a letter, alphabetically. */
export declare function citiesByLetter(cities: readonly City[], letter: string): City[];
/** Every region the cities belong to, alphabetically, with its city count. */
export declare function regionsOf(cities: readonly City[]): RegionSummary[];
/** The cities of one region: the most popular first, then alphabetically. */
export declare function citiesOfRegion(cities: readonly City[], code: Region['code']): City[];
/** Whether any of the names contains the text (case and ё/е aside): filters a long list as one types. */
export declare function matchesPlace(text: string, ...names: string[]): boolean;
// ==== src/domain/clock.d.ts
/**
 * The company's clock. Saint Petersburg keeps Moscow time, so "today" for a loading date, a
 * search or an order check is the calendar date in Europe/Moscow, whatever the visitor's own
 * time zone: a visitor in Vladivostok at 01:00 on the 10th is still on the 9th for the company,
 * and the browser and the server agree on it.
 *
 * Moscow time has been UTC+3 all year since 26 October 2014 (no summer time), so the company's
 * moment is a fixed offset from UTC and needs no time-zone database: a page's first `Intl`
 * object with a time zone costs a phone about 100 ms of ICU's start, which the calculator's and
 * the order's first view paid for one date. `clock.test.ts` holds the offset against the zone's
 * rules as Node's ICU has them, so a change of the law fails the tests.
 *
 * Dates a visitor reads are written here too, in the active language (`formatLocalDate`): dayjs
 * with its Russian locale loaded (English is dayjs's own).
 */
import { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
export declare const COMPANY_TIME_ZONE = "Europe/Moscow";
/** A calendar date as the date picker, the wire and the database keep it. */
export declare const ISO_DATE_FORMAT = "YYYY-MM-DD";
/** The moment in the company's time zone. */
export declare function companyTime(now?: ConfigType): Dayjs;
/**
 * Today's calendar date for the company (YYYY-MM-DD). The date is the same all through a minute:
 * it is worked out once per minute (every search and order check asks).
 */
export declare function companyToday(now?: ConfigType): string;
/** The calendar date `days` after a YYYY-MM-DD date. */
export declare function addCalendarDays(date: string, days: number): string;
/** A real YYYY-MM-DD calendar date (not 2025-02-30). */
export declare function isCalendarDate(value: string): boolean;
/** dayjs says 'Invalid Date'; the product shows this. */
export declare const INVALID_DATE = "Invalid date";
/**
 * How a date is written for a reader of each language: a date, a date with its time, and the
 * typed form of the date field (day first in both; `parseRuDate` reads '.', '/' and '-').
 */
declare const DATE_STYLES: {
    readonly ru: {
        readonly date: "DD.MM.YYYY";
        readonly dateTime: "DD.MM.YYYY H:mm";
        readonly input: "DD.MM.YYYY";
    };
    readonly en: {
        readonly date: "D MMM YYYY";
        readonly dateTime: "D MMM YYYY, H:mm";
        readonly input: "DD/MM/YYYY";
    };
};
export type DateLanguage = keyof typeof DATE_STYLES;
export type DateStyle = keyof (typeof DATE_STYLES)[DateLanguage];
/** The dayjs locale of an i18n language ('en', 'en-GB' -> en; anything else is Russian first). */
export declare const dateLanguage: (language: string) => DateLanguage;
/**
 * A dayjs in the language's locale (month and weekday names, the week's first day). The locale
 * is set on the instance, so no other dayjs user of the page is changed.
 */
export declare function localDate(input: ConfigType, language: string): Dayjs;
/** A date as a reader of the language writes it: '07.03.2025' or '7 Mar 2025'. */
export declare function formatLocalDate(input: ConfigType, language: string, style?: DateStyle): string;
export {};
// ==== src/domain/company-codes.d.ts
import type { CompanyType } from './enums';
/**
 * Who a tax number (ИНН) belongs to, or null when it is not a valid one: 10 digits with one
 * control digit for organisations (LEGAL), 12 digits with two for individuals and sole
 * traders (INDIVIDUAL). All zeros is refused although its control digits add up.
 */
export declare function innType(inn: string): CompanyType | null;
export declare function isValidInn(inn: string): boolean;
/**
 * A registration reason code (КПП): 9 characters, the tax office (4 digits), the reason (2 digits,
 * or capital Latin letters since 2013) and a serial number (3 digits).
 */
export declare function isValidKpp(kpp: string): boolean;
export type CompanyCodeProblem = 'inn' | 'kpp' | 'kpp-not-expected';
/**
 * The company codes as a pair: an organisation needs a valid KPP; an individual entrepreneur has
 * none (an empty KPP). Returns the first problem, or null.
 */
export declare function companyCodesProblem(inn: string, kpp: string): CompanyCodeProblem | null;
/**
 * A primary state registration number: OGRN (13 digits, organisations) or OGRNIP (15 digits, sole
 * traders); its last digit is the rest of the number modulo 11 (OGRN) or 13 (OGRNIP), then mod 10.
 */
export declare function isValidOgrn(value: string): boolean;
/** Whose identifier a tax number or a registration number is, or null when it is neither. */
export declare function companyTypeOf(value: string): CompanyType | null;
/** A bank identification code (БИК): 9 digits, starting with the country code 04. */
export declare function isValidBik(bik: string): boolean;
/** A settlement account (расчётный счёт) checked with its bank's БИК: the last three digits of the БИК lead. */
export declare function isValidSettlementAccount(account: string, bik: string): boolean;
/** A correspondent account (корр. счёт, 301…): '0' and the БИК's fifth and sixth digits lead. */
export declare function isValidCorrespondentAccount(account: string, bik: string): boolean;
// ==== src/domain/company.d.ts
/**
 * The company behind the site, written once: the header, footer, contacts and requisites pages,
 * documents, JSON-LD, e-mails and waybills all read it, so a changed phone number changes
 * everywhere. A test keeps every other copy out of the apps and checks the codes' check digits
 * (`company.test.ts`). Texts a visitor reads in English have an English form beside them.
 */
export declare const COMPANY: {
    readonly brand: "Доставка";
    readonly brandEn: "Dostavka";
    readonly legalName: "ООО «Доставка Логистик»";
    readonly legalNameEn: "Dostavka Logistik LLC";
    readonly fullLegalName: "Общество с ограниченной ответственностью «Доставка Логистик»";
    readonly phone: "+78124071515";
    readonly email: "info@dostavka.example";
    readonly address: "192007, Санкт-Петербург, ул. Салова, д. 27, офис 305";
    readonly addressEn: "27 Salova St, office 305, Saint Petersburg 192007";
    /** For structured data (schema.org PostalAddress). */
    readonly postal: {
        readonly postcode: "192007";
        readonly locality: "Санкт-Петербург";
        readonly localityEn: "Saint Petersburg";
        readonly street: "ул. Салова, д. 27, офис 305";
        readonly country: "RU";
    };
    readonly hours: "Пн–Пт 9:00–20:00, Сб 10:00–16:00";
    readonly hoursEn: "Mon–Fri 9:00–20:00, Sat 10:00–16:00";
    readonly requisites: {
        readonly inn: "7801234564";
        readonly kpp: "780101001";
        readonly ogrn: "1177847123453";
        readonly bank: "ПАО «Банк Санкт-Петербург»";
        readonly bankEn: "Bank Saint Petersburg PJSC";
        readonly account: "40702810290000012345";
        readonly correspondentAccount: "30101810900000000790";
        readonly bik: "044030790";
    };
};
/** The company's phone for a `tel:` link. */
export declare const COMPANY_PHONE_HREF: string;
// ==== src/domain/constants.d.ts
/** Business constants of spec section 9 that no single rule owns. */
export declare const HTTP_TIMEOUT = 30000;
export declare const ORDER_PAGE_SIZE = 10;
export declare const FIRST_PAGE = 1;
/** Spec 9: a debounce waits 800 ms unless it says otherwise; typing in a field waits 300 ms. */
export declare const DEBOUNCE_DEFAULT_MS = 800;
export declare const DEBOUNCE_INPUT_MS = 300;
/** Shown by the shell and answered by the server, in English on every language (the e2e suite checks it). */
export declare const NOT_FOUND_MESSAGE = "This page could not be found";
/** Shown when rendering the error page itself failed, so no translation can be relied on. */
export declare const ERROR_PAGE_FALLBACK_MESSAGE = "An error occurred while showing the error page";
// ==== src/domain/contacts.d.ts
import type { Company, Contact, Passport, SavedContact, SavedContactCity } from './types/contact';
export { SAVED_CONTACTS_LIMIT } from '../contract/vocabulary';
/**
 * Why a contact cannot be saved (the field and the reason), or null: a name and a valid phone, as
 * the order form asks, and a city to file it under. The account's address book checks with it.
 */
export declare function savedContactProblem(contact: Pick<Contact, 'name' | 'phone'>, city: SavedContactCity): {
    field: 'name' | 'phone' | 'city';
    message: string;
} | null;
export declare function emptyCompany(): Company;
export declare function emptyPassport(): Passport;
export declare function emptyContact(): Contact;
/**
 * The contact as an order sends it: a company contact is marked ContactWithCompany; otherwise,
 * when the tariff needs a passport, ContactWithPassport. Passport data goes only where needed.
 */
export declare function markContact(contact: Contact, passportRequired: boolean): Contact;
export declare function toSavedContact(contact: Pick<Contact, 'name' | 'phone'>, city: SavedContactCity): SavedContact;
/** Replaces the entry with the same signature in place, or appends. */
export declare function upsertSavedContact(list: readonly SavedContact[], entry: SavedContact): SavedContact[];
export declare function removeSavedContact(list: readonly SavedContact[], signature: string): SavedContact[];
/** Contacts saved for this city (same code or same FIAS id), newest first. */
export declare function savedContactsFor(list: readonly SavedContact[], city: SavedContactCity | null): SavedContact[];
// ==== src/domain/data-names.d.ts
import type { ShipmentEnd } from './directions';
import { type TextTranslate } from './offer-texts';
/** The fleet's Russian names of what the dedicated calculator offers, by code (server and pages). */
export declare const BODY_TYPE_NAMES: Readonly<Record<number, string>>;
export declare const LOAD_KIND_NAMES: Readonly<Record<number, string>>;
export declare const EXTRA_SERVICE_NAMES: Readonly<Record<number, string>>;
/**
 * Russian letters in Latin, the common web transliteration (ж zh, х kh, ц ts, щ shch, ы y, ю yu,
 * я ya, ъ and ь dropped, ё as е; й as y). The site's URL slugs use it too, with й as j.
 */
export declare const LATIN_LETTERS: Readonly<Record<string, string>>;
/**
 * A Russian text in Latin letters ('Казань' -> 'Kazan', 'ул. Складская' -> 'ul. Skladskaya'),
 * keeping capitals, digits and punctuation; '-ий' and '-ый' at a word's end as '-y'.
 */
export declare function transliterate(text: string): string;
export interface PointNaming {
    name: string;
    kind: string;
    provider: string;
}
/** The names of data in one language: `t` of the common namespace and the language. */
export interface DataNames {
    /** A city, region or street: 'Москва' -> 'Moscow', 'Казань' -> 'Kazan'. */
    place(name: string): string;
    /** A vehicle of the fleet: 'Газель 1,5 т' -> 'Gazelle 1.5 t'. */
    vehicle(name: string): string;
    /** A body type: 'Тент' -> 'Tent'. */
    body(name: string): string;
    /** A loading kind: 'Задняя/боковая' -> 'Rear and side'. */
    load(name: string): string;
    /** An extra service: 'Ремни' -> 'Straps'. */
    service(name: string): string;
    /**
     * A pick-up point: 'Постамат Доставка № 2' -> 'Dostavka parcel locker No. 2'. At the
     * destination an office gives the cargo out: 'Пункт приёма Доставка № 1' -> 'Пункт выдачи
     * Доставка № 1' ('Dostavka pick-up point No. 1'); at the origin it stays the drop-off point.
     */
    point(point: PointNaming, end?: ShipmentEnd): string;
    /** A point's opening hours: 'Пн–Пт 9:00–19:00' -> 'Mon–Fri 9:00–19:00'. */
    hours(text: string): string;
}
export declare function dataNames(t: TextTranslate, lang: string | undefined): DataNames;
// ==== src/domain/dates.d.ts
import { type ConfigType, type Dayjs } from 'dayjs';
export declare const DATE_FORMAT = "DD.MM.YYYY";
export declare const TIME_FORMAT = "H:mm";
export declare const DATE_PICKER_FORMATS: {
    readonly date: "YYYY-MM-DD";
    readonly dateTime: "YYYY-MM-DD HH:mm:ss";
    readonly time: "HH:mm:ss";
};
export declare const SAME_DAY_TEXT = "\u0412 \u0442\u043E\u0442 \u0436\u0435 \u0434\u0435\u043D\u044C";
export declare const UNKNOWN_TIME_TEXT = "\u041D\u0435\u0438\u0437\u0432\u0435\u0441\u0442\u043D\u043E";
/**
 * A dayjs in the Russian locale (weeks start on Monday). The locale is set per instance, not
 * globally, so the kernel never changes what other dayjs users in the page get.
 */
export declare function ruDate(input?: ConfigType): Dayjs;
/** A date in Russian (the server's documents); a page writes dates with `formatLocalDate`. */
export declare function formatDate(input: ConfigType, format?: string): string;
export declare function formatTime(input: ConfigType): string;
/** The company's tomorrow, as the date picker value (YYYY-MM-DD). */
export declare function defaultDeliveryDate(now?: ConfigType): string;
/** Whole calendar days from one date to another, or null when either is not a date. */
export declare function daysBetween(from: ConfigType, to: ConfigType): number | null;
/**
 * 'В тот же день', '3 дня', or 'Неизвестно' when a date is missing or invalid; in English
 * 'Same day', '3 days', 'Unknown'.
 */
export declare function formatDeliveryTime(from: ConfigType, to: ConfigType, lang?: string): string;
/**
 * A carrier's term in days: '1 день', '4–6 дней' ('1 day', '4–6 days'); the plural follows the
 * last number, the range takes an en dash.
 */
export declare function formatTerm(minDays: number, maxDays: number, lang?: string): string;
/**
 * A date typed the Russian way (DD.MM.YYYY; one-digit day and month, '/' or '-' also taken) as
 * the picker's value YYYY-MM-DD, or null when it is not a real date (31.02.2025).
 */
export declare function parseRuDate(text: string): string | null;
// ==== src/domain/directions.d.ts
import { type DeliveryMethodSlug } from './enums';
import type { DeliveryMethod, Direction } from './types/direction';
/** Every method a direction can have; NOT_SELECTED is the disabled placeholder. */
export declare const DELIVERY_METHODS: readonly DeliveryMethod[];
/** The end of a shipment: where the cargo is handed in ('from') or handed out ('to'). */
export type ShipmentEnd = 'from' | 'to';
/**
 * A hand-over method as it is named at one end (its texts are keyed `deliveryMethod.<name>`). An
 * office receives the cargo at the origin ('Пункт приёма', OFFICE_FROM) and gives it out at the
 * destination ('Пункт выдачи', OFFICE); the other methods read the same at both ends.
 */
export declare function deliveryMethodAt(slug: DeliveryMethodSlug, end: ShipmentEnd): DeliveryMethodSlug | 'OFFICE_FROM';
export declare function deliveryMethod(slug: DeliveryMethodSlug): DeliveryMethod;
export declare function emptyDirection(): Direction;
/** The longest directions search the content service takes (characters). */
export declare const DIRECTION_SEARCH_MAX = 100;
// ==== src/domain/email.d.ts
export declare function isValidEmail(input: string): boolean;
// ==== src/domain/enums.d.ts
/** Enumerations of the dedicated calculator, the tariff offers, directions and companies (spec 3). */
export declare const TRUCK_TYPES: {
    readonly TENT: 1;
    readonly FLATBED: 2;
    readonly ISOTHERMAL: 3;
    readonly REFRIGERATED: 4;
};
export type TruckType = (typeof TRUCK_TYPES)[keyof typeof TRUCK_TYPES];
/** Extra services ('dop'); '' means none chosen. */
export declare const DOP_SERVICES: {
    readonly STRAPS: 1;
    readonly STAKES: 2;
    readonly WOODEN_FLOOR: 3;
    readonly CRATING: 4;
    readonly TAIL_LIFT: 5;
};
export type DopService = (typeof DOP_SERVICES)[keyof typeof DOP_SERVICES] | '';
/** Loading ways; '' means none chosen. */
export declare const LOAD_TYPES: {
    readonly REAR: 1;
    readonly REAR_SIDE: 2;
    readonly REAR_TOP: 3;
    readonly REAR_SIDE_TOP: 4;
};
export type LoadType = (typeof LOAD_TYPES)[keyof typeof LOAD_TYPES] | '';
export { DELIVERY_METHOD_SLUGS, PATH_MARKS, POINT_KINDS, RESPONSE_MARKS, type DeliveryMethodSlug, type PathMark, type PointKindSlug, type ResponseMark, } from '../contract/vocabulary';
export declare const COMPANY_TYPES: readonly ["LEGAL", "INDIVIDUAL"];
export type CompanyType = (typeof COMPANY_TYPES)[number];
export declare const COMPANY_STATES: readonly ["ACTIVE", "LIQUIDATING", "LIQUIDATED", "BANKRUPT", "REORGANIZING"];
export type CompanyState = (typeof COMPANY_STATES)[number];
/** FIAS address levels as the address suggestions report them. */
export declare const FIAS_LEVELS: readonly [-1, 0, 1, 3, 4, 5, 6, 7, 8, 9, 65, 75];
export type FiasLevel = (typeof FIAS_LEVELS)[number];
// ==== src/domain/format.d.ts
import type { TransportSize } from './types/cargo';
/** Picks the Russian form for a count: [one, few, many], e.g. ['день', 'дня', 'дней']. */
export declare function pluralRu(count: number, forms: readonly [string, string, string]): string;
/** The site's languages; anything else is written the Russian way. */
export type FormatLanguage = 'ru' | 'en';
/**
 * '12 345 ₽'; kopecks, when there are any, after a comma: '1 234,50 ₽'. In English through
 * `Intl`: '₽12,345', '₽1,234.50'.
 */
export declare function formatCost(value: number, lang?: string): string;
/** The units as each language writes them. */
declare const UNITS: {
    readonly ru: {
        readonly g: "г";
        readonly kg: "кг";
        readonly t: "т";
        readonly m3: "м³";
        readonly cm: "см";
        readonly mm: "мм";
        readonly m: "м";
        readonly length: "д";
        readonly width: "ш";
        readonly height: "в";
    };
    readonly en: {
        readonly g: "g";
        readonly kg: "kg";
        readonly t: "t";
        readonly m3: "m³";
        readonly cm: "cm";
        readonly mm: "mm";
        readonly m: "m";
        readonly length: "L";
        readonly width: "W";
        readonly height: "H";
    };
};
export type UnitName = keyof (typeof UNITS)['ru'];
/** A unit's short name in a language: unitName('kg', 'en') is 'kg', in Russian 'кг'. */
export declare function unitName(unit: UnitName, lang?: string): string;
/**
 * Length, width, height, in that order: 'д 120 × ш 80 × в 150 см', in English
 * 'L 120 × W 80 × H 150 cm'. `unit` is the unit's name in the language, or a unit of `UNITS`.
 */
export declare function formatSize(size: TransportSize, unit?: string, lang?: string): string;
/**
 * A number the Russian way: space between thousands, comma before at most `digits` decimals;
 * in English through `Intl` ('1,234.5').
 */
export declare function formatNumber(value: number, digits?: number, lang?: string): string;
/** '500 г', '25 кг', '1,5 т' ('25 kg', '1.5 t'): the largest unit that keeps the figure at 1 or more. */
export declare function formatWeight(grams: number, lang?: string): string;
/** Cubic metres: '0,13 м³' ('0.13 m³'); tiny volumes keep three decimals so they never show as 0. */
export declare function formatVolume(m3: number, lang?: string): string;
/**
 * A decimal number as people type it: a comma or a dot before the fraction ('2222,5', '2222.5'),
 * spaces between thousands ('1 234,5'). NaN for anything else (two separators, letters);
 * an empty text is NaN too, so a caller decides what empty means.
 */
export declare function parseDecimal(text: string): number;
export {};
// ==== src/domain/ids.d.ts
/** Fills a byte array with random values; injected so tests are deterministic. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
/**
 * A random RFC 4122 version 4 UUID, for idempotency keys and search ids. Built on getRandomValues
 * because crypto.randomUUID exists only in secure contexts (not on a plain-http LAN address).
 */
export declare function createId(random?: RandomBytes): string;
// ==== src/domain/index.d.ts
export type * from './types';
export * from './constants';
export * from './enums';
export * from './roles';
export * from './phone';
export * from './email';
export * from './passport';
export * from './company-codes';
export * from './order-status';
export * from './units';
export * from './cargo-limits';
export * from './cargo-messages';
export * from './cargo-measure';
export * from './insurance';
export * from './order-number';
export * from './signature';
export * from './ids';
export * from './format';
export * from './dates';
export * from './clock';
export * from './packaging';
export * from './transport-types';
export * from './tariffs';
export * from './contacts';
export * from './directions';
export * from './points';
export * from './cities';
export * from './calculator-link';
export * from './calculator-query';
export * from './repeat-order';
export * from './offer-texts';
export * from './data-names';
export * from './company';
export * from './order-form';
export * from './order-summary';
export * from './suggestions';
export * from './semver';
export * from './shared-contract';
export * from './kernel-version';
export * from './remote-release';
export { shownError, type FieldMeta } from './rules/shown-error';
export { lazyValidation, type LazyValidation } from './rules/lazy-validation';
export { draftMutators } from './rules/draft-mutators';
// ==== src/domain/insurance.d.ts
/** 0.045 % of the declared value. */
export declare const INSURANCE_FACTOR = 0.00045;
export declare const INSURANCE_MIN = 1;
export declare const DEFAULT_DECLARED_VALUE = 3000;
/** Papers have no value to insure. */
export declare const UNINSURED_CARGO_TYPE = "\u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442\u044B";
/** Insurance in roubles for a declared value; 0 for documents. */
export declare function insuranceCost(declared?: number, cargoType?: string): number;
// ==== src/domain/kernel-version.d.ts
/**
 * The kernel's own version, as its package.json has it (`npm test` checks both agree, and that
 * the public API changed only with a bump of the right kind: scripts/kernel-api.mjs). Remotes
 * declare the range they were built against; the shell and the registry refuse a remote whose
 * range does not accept this version.
 */
export declare const KERNEL_VERSION = "0.7.6";
// ==== src/domain/offer-texts.d.ts
import type { TariffPrice } from './types/tariff';
/** i18next's `t` as far as these texts need it. */
export type TextTranslate = (key: string, options: {
    ns: string;
    defaultValue: string;
} & Record<string, unknown>) => string;
interface OfferLike {
    name: string;
    description: string;
    company: {
        name: string;
        slug: string;
    };
    codes: Record<string, string | number>;
    documents: ReadonlyArray<{
        name: string;
        url?: string;
    }>;
    dates: {
        plannedDateLoadingCargo: {
            date: string;
        };
        plannedDateShipmentCargo: {
            date: string;
            text: string;
            days?: {
                min: number;
                max: number;
            };
        };
    };
}
/** The carrier's name ('Доставка' / 'Dostavka'). */
export declare function offerCarrier(offer: Pick<OfferLike, 'company'>, t: TextTranslate): string;
/**
 * The tariff's name; a dedicated one keeps the vehicle after ': ' ('Dedicated vehicle: …'), named
 * by `vehicleName` (the fleet's name is Russian data: `dataNames(...).vehicle`).
 */
export declare function offerName(offer: Pick<OfferLike, 'name' | 'codes'>, t: TextTranslate): string;
export declare function offerName(offer: Pick<OfferLike, 'name' | 'codes'>, t: TextTranslate, vehicleName: (name: string) => string): string;
export declare function offerDescription(offer: Pick<OfferLike, 'description' | 'codes'>, t: TextTranslate): string;
/** The documents the carrier works with, by their place in the card's list. */
export declare function offerDocuments(offer: Pick<OfferLike, 'documents' | 'codes'>, t: TextTranslate): Array<{
    name: string;
    url?: string;
}>;
/** Names of data in the visitor's language, as `dataNames` gives them (a price line's values). */
interface ValueNames {
    vehicle(name: string): string;
    place(name: string): string;
}
/**
 * A price line: its key with its values (a value named `…Key` is translated first, a vehicle or
 * a city named by `names`), or its name.
 */
export declare function priceLineLabel(line: Pick<TariffPrice, 'name' | 'key' | 'values'>, t: TextTranslate): string;
export declare function priceLineLabel(line: Pick<TariffPrice, 'name' | 'key' | 'values'>, t: TextTranslate, names: ValueNames): string;
/** The promised term: '4–6 дней' / '4–6 days' from its days, else the server's text or the dates. */
export declare function offerTerm(offer: Pick<OfferLike, 'dates'>, lang: string): string;
export {};
// ==== src/domain/order-form.d.ts
/** The feature flag of manager mode: staff place orders on behalf of a customer's e-mail. */
export declare const MANAGER_ORDER_FLAG = "order-manager-mode";
// ==== src/domain/order-number.d.ts
/** One uppercase Latin letter, a dash, 8 digits: 'A-12345678'. */
export declare const ORDER_NUMBER_PATTERN: RegExp;
export declare function isOrderNumber(input: string): boolean;
/** `random` returns numbers in [0, 1), like Math.random; injected so tests and the server choose the source. */
export declare function generateOrderNumber(random?: () => number): string;
/**
 * An order number as it is being typed: upper case, Cyrillic look-alikes made Latin, spaces
 * dropped, and the dash put in after the letter, so 'a12345678' reads 'A-12345678'. Anything else
 * is kept for the validation to point at.
 */
export declare function normalizeOrderNumberInput(raw: string): string;
/** Spec 5's rule while typing: 'partial' is a correct beginning, 'invalid' cannot become a number. */
export type OrderNumberInputState = 'empty' | 'partial' | 'complete' | 'invalid';
export declare function orderNumberInputState(input: string): OrderNumberInputState;
// ==== src/domain/order-status.d.ts
import { ORDER_STATUSES, type OrderStatus } from '../contract/vocabulary';
export { ORDER_STATUSES, type OrderStatus };
/** After these nothing changes. */
export declare const FINAL_ORDER_STATUSES: readonly OrderStatus[];
export declare function isOrderStatus(value: unknown): value is OrderStatus;
/**
 * Whether staff may move an order from one status to another: forward only (steps may be
 * skipped, e.g. when a pickup was not recorded), or to 'cancelled' before it is delivered.
 */
export declare function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean;
/** The loading date can still change: the cargo has not been picked up and the order is alive. */
export declare function canChangeLoadingDate(status: OrderStatus): boolean;
/** Days past the loading date an order was priced for during which its price still holds. */
export declare const LOADING_DATE_WINDOW_DAYS = 7;
/** The latest loading date an order priced for `pricedDate` (YYYY-MM-DD…) may move to. */
export declare function latestLoadingDate(pricedDate: string): string;
// ==== src/domain/order-summary.d.ts
/** What the order, tracking and history pages say about a shipment, derived from what was stored. */
import type { OrderStatus } from './order-status';
import type { CarDimension, Dimensions, TariffOffer } from './types/tariff';
export interface ShipmentSummary {
    /** Pieces, all cargo rows together. */
    places: number;
    /** Actual weight, kilograms. */
    weightKg: number;
    /** Cubic metres, all pieces. */
    volumeM3: number;
    /** The vehicle of a dedicated delivery. */
    car?: CarDimension;
}
export declare function shipmentSummary(dimensions: Dimensions): ShipmentSummary;
/**
 * Where the cargo is when an order reaches a status: at the origin until it leaves, on the road
 * between the cities, at the destination once it arrives. A cancelled order has no place.
 */
export declare function statusPlace(status: OrderStatus, from: string, to: string): string;
/** The same offer of the same carrier, e.g. priced again after the hand-over changed. */
export declare function isSameOffer(a: TariffOffer, b: TariffOffer): boolean;
// ==== src/domain/packaging.d.ts
import type { PackagingPreset } from '../contract/packaging';
import type { PackagingSlug } from '../contract/vocabulary';
/** A packaging preset of the combined calculator (spec 3 and 9), as the contract gives it. Sizes in cm. */
export type { PackagingPreset, PackagingSlug };
/** A translation key with its interpolation values. */
export interface TranslatableText {
    key: string;
    values?: Record<string, number | string>;
}
export declare const PACKAGING_PRESETS: readonly PackagingPreset[];
/** 'from X to Y kg' from the first and last weight; the custom preset asks for everything by hand. */
export declare function packagingSubtitle(preset: PackagingPreset): TranslatableText;
// ==== src/domain/passport.d.ts
export declare const PASSPORT_DATE_MIN = "1970-01-01";
/** An issue date (YYYY-MM-DD or any Date input) between 1970-01-01 and now, both included. */
export declare function isValidPassportDate(value: string | Date, now?: Date): boolean;
/** A Russian passport series: 4 digits, often written as two pairs ('40 12'). */
export declare function isValidPassportSeries(series: string): boolean;
/** A Russian passport number: 6 digits. */
export declare function isValidPassportNumber(number: string): boolean;
// ==== src/domain/phone.d.ts
/** Longest number shown for foreign phones. */
export declare const PHONE_DISPLAY_MAX_DIGITS = 16;
/** Digits only; a leading 8 becomes 7 and a leading 9 (number typed without the country code) gets 7. */
export declare function normalizePhone(input: string): string;
export declare function isValidPhone(input: string): boolean;
/**
 * Display form: +7 (XXX) XXX-XX-XX, or 8 (XXX) XXX-XX-XX when the number was typed with 8;
 * anything else as + and at most 16 digits. Partial numbers are formatted as far as they go,
 * so the same function serves masked input.
 */
export declare function formatPhone(input: string): string;
// ==== src/domain/points.d.ts
/**
 * Pick-up points in the domain: which hand-over needs a point, whether a locker takes the cargo,
 * and whether a courier's address reaches a house.
 */
import { type DeliveryMethodSlug, type PointKindSlug } from './enums';
import type { LockerLimits } from './types/points';
/** The hand-over at both ends and how the cargo is described, as the search carries them. */
interface LockerSearch {
    directions: Record<'from' | 'to', {
        deliveryMethod: {
            slug: DeliveryMethodSlug;
        };
    }>;
    delivery: {
        isDedicated: boolean;
        dimensions: {
            totals?: unknown;
        };
    };
}
/**
 * The end whose locker waits for the places' sizes ('from' first), or null: a locker takes each
 * place into a cell, so a shipment known by its total weight alone cannot be priced at one (the
 * server offers no locker then). The calculator and the order page ask for the sizes instead of
 * showing no offer or dropping the chosen one.
 */
export declare function lockerWantsSizes({ directions, delivery }: LockerSearch): 'from' | 'to' | null;
/**
 * The method's own kind of point, or null for a hand-over not made at a point (a courier, nothing
 * chosen yet). Which of a carrier's points serve the method is `pointKindsFor`: they may be of
 * another kind (СДЭК's offices serve a hand-over at a terminal).
 */
export declare function pointKindOf(method: DeliveryMethodSlug): PointKindSlug | null;
/**
 * A carrier's declaration of which kinds of its points serve each hand-over made at a point
 * (WAREHOUSE, OFFICE, POSTAMAT). A method it leaves out is served by points of the method's own kind.
 */
export type PointKindsByMethod = Partial<Record<PointKindSlug, readonly PointKindSlug[]>>;
/**
 * The kinds of a carrier's points at which a hand-over is made, by the carrier's declaration, else
 * the method's own kind; none for a hand-over not made at a point. The points API, the search and
 * the order check all ask this, so a point listed for a method is one they accept for it.
 */
export declare function pointKindsFor(method: DeliveryMethodSlug, declared?: PointKindsByMethod): readonly PointKindSlug[];
/** A place as the wire carries it: cm, grams, may it be turned. */
interface LockerPlace {
    length: number;
    width: number;
    height: number;
    weight: number;
    rotable?: boolean;
}
/**
 * Why a locker refuses the cargo: a place heavier than its weight limit ('weight') or larger than
 * its cell ('size'); null when every place fits. The server's pricing applies the same rule.
 */
export declare function lockerRefusal(locker: LockerLimits, places: readonly LockerPlace[]): 'weight' | 'size' | null;
/**
 * Whether a courier's address reaches a house (with local suggestions, a house number; with
 * DaData, its suggestion carries the house): 'Москва, ул. Ленина, 5' does, 'Москва, ул. Ленина'
 * and 'ул. 8 Марта' do not.
 */
export declare function hasHouseNumber(address: string): boolean;
/** OpenStreetMap's tiles for the points' map; the Content-Security-Policy allows their origin for images. */
export declare const MAP_TILES_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export {};
// ==== src/domain/remote-release.d.ts
export { REMOTE_MANIFEST_URL_PATTERN, REMOTE_VERSION_PATTERN } from '../contract/vocabulary';
// ==== src/domain/repeat-order.d.ts
import { type CalculatorState } from './calculator-query';
import type { DedicatedOption } from './types/transport';
import type { OrderDetail } from './types/account';
/** The vehicle an order's car was: same capacity and inner sizes (the order keeps no vehicle id). */
export declare function vehicleOfOrder(order: Pick<OrderDetail, 'delivery'>, vehicles: readonly DedicatedOption[]): DedicatedOption | undefined;
/** What the calculator's address says for an order (the loading date is left to the calculator). */
export declare function repeatOrderState(order: Pick<OrderDetail, 'directions' | 'delivery'>, vehicles?: readonly DedicatedOption[]): CalculatorState;
/** The calculator's address that repeats an order. */
export declare function repeatOrderHref(order: Pick<OrderDetail, 'directions' | 'delivery'>, vehicles?: readonly DedicatedOption[]): string;
/** Who paid: the sender's or recipient's own entry (same name and phone), or a payer of its own. */
export declare function payerSourceOf(order: Pick<OrderDetail, 'contacts'>): 'sender' | 'recipient' | 'other';
// ==== src/domain/roles.d.ts
import { ROLE_LEVELS, type RoleSlug } from '../contract/vocabulary';
export { ROLE_LEVELS, type RoleSlug };
export declare const GUEST_LEVEL = 0;
/** null or undefined is a guest. */
export type MaybeRole = RoleSlug | null | undefined;
export declare function roleLevel(role: MaybeRole): number;
/** Comparisons by level: `roleIs.atLeast(user?.role.slug, 'MANAGER')`. */
export declare const roleIs: {
    readonly greater: (a: MaybeRole, b: MaybeRole) => boolean;
    readonly atLeast: (a: MaybeRole, b: MaybeRole) => boolean;
    readonly less: (a: MaybeRole, b: MaybeRole) => boolean;
    readonly atMost: (a: MaybeRole, b: MaybeRole) => boolean;
    readonly equal: (a: MaybeRole, b: MaybeRole) => boolean;
};
// ==== src/domain/rules/contact-schema.d.ts
/** What the order asks of one contact: the validation context of `contactSchema`. */
export interface ContactRules {
    /** The payer's e-mail is where the documents go: required for whoever pays. */
    emailRequired: boolean;
    /** The tariff asks for a passport (private persons only; a company has its codes). */
    passportRequired: boolean;
    /** Upper bound of the passport issue date. */
    now: Date;
}
export declare const contactSchema: import("yup").ObjectSchema<{
    name: string;
    phone: string;
    email: string;
    enterprise: boolean;
    company: {} | undefined;
    passport: {} | undefined;
}, import("yup").AnyObject, {
    name: "";
    phone: "";
    email: "";
    enterprise: false;
    company: undefined;
    passport: undefined;
}, "">;
/** The payer's e-mail is where the documents go: required whatever the context says. */
export declare const payerContactSchema: import("yup").ObjectSchema<{
    name: string;
    phone: string;
    email: string;
    enterprise: boolean;
    company: {} | undefined;
    passport: {} | undefined;
}, import("yup").AnyObject, {
    name: "";
    phone: "";
    email: "";
    enterprise: false;
    company: undefined;
    passport: undefined;
}, "">;
// ==== src/domain/rules/draft-mutators.d.ts
/**
 * No yup here, so that a form whose rules load after its first render (the order page) takes its
 * mutators from the kernel's `domain` entry.
 */
/**
 * Mutators for a form whose state is restored from a draft, or whose rules read state kept outside
 * it: `markTouched(names)` marks those (registered) fields as left, so their messages show again;
 * `revalidate()` runs `validate` again (final-form validates after every mutator).
 */
export declare const draftMutators: {
    markTouched: ([names]: unknown[], state: {
        fields: Record<string, {
            touched: boolean;
        }>;
    }) => void;
    revalidate: () => undefined;
};
// ==== src/domain/rules/final-form.d.ts
/**
 * The schemas as react-final-form wants them: a form-level `validate` that returns the first
 * message key of each field, nested as the values are (the draft's mutators, which need no yup,
 * are draft-mutators.ts).
 */
import type { Schema } from 'yup';
type Errors = Record<string, unknown>;
/** Problems (a field's path and its message key) as final-form's nested errors; the first per field wins. */
export declare function errorsOf(problems: ReadonlyArray<{
    path: string;
    key: string;
}>): Errors;
/** A final-form `validate` by a schema: `{ phone: 'validation.phone', company: { inn: ... } }`. */
export declare function validateWith<V extends object>(schema: Schema, context?: object | (() => object)): (values: V) => Errors;
export {};
// ==== src/domain/rules/form-problems.d.ts
/**
 * The order form's view of the schemas: field -> translation key of its first problem, for one
 * contact or one direction, in the order the form shows its fields.
 */
import type { Contact, Direction } from '@dostavka/shared-kernel/domain';
import { type ContactRules } from './contact-schema';
import { type DirectionRules } from './shipment-schema';
export type ContactField = 'name' | 'phone' | 'email' | 'company.name' | 'company.inn' | 'company.kpp' | 'passport.series' | 'passport.number' | 'passport.date';
export type DirectionField = 'city' | 'deliveryMethod' | 'point' | 'address';
/** Field -> translation key of its message; a field that passes is absent. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;
/** What is wrong with one contact of the order, field by field. */
export declare function contactProblems(contact: Contact, rules: ContactRules): FieldProblems<ContactField>;
/**
 * A direction needs its city, how the cargo is handed over, an address that reaches a house when a
 * courier comes and, where the form asks for it, the pick-up point (a locker that takes the cargo).
 */
export declare function directionProblems(direction: Direction, rules?: DirectionRules): FieldProblems<DirectionField>;
// ==== src/domain/rules/general-rules.d.ts
/**
 * The general validation rules of spec 5 as yup tests, each with its message under
 * `validation.rule.<name>` (Russian and English in the kernel's locales) and its parameters as the
 * message's values. Add one to any schema: `string().test(rules.alpha())`. As in the product
 * before, every rule but `required` and `required_if` lets an empty value through, so a field
 * that may stay empty is checked only once filled.
 */
import type { TestConfig } from 'yup';
/** What a file input holds (a browser File satisfies it). */
export interface FileLike {
    name: string;
    type: string;
    /** Bytes. */
    size: number;
}
export interface ImageSize {
    width: number;
    height: number;
}
/** Reads an image's size; the browser's own by default, a fake in tests. */
export type ImageSizeReader = (file: FileLike) => Promise<ImageSize>;
export declare const IMAGE_EXTENSIONS: readonly ["jpg", "svg", "jpeg", "png", "bmp", "gif", "webp"];
export declare const rules: {
    /** Letters only (any alphabet). */
    alpha: () => TestConfig;
    /** Letters, digits, hyphens and underscores. */
    alphaDash: () => TestConfig;
    alphaNum: () => TestConfig;
    alphaSpaces: () => TestConfig;
    /** A number from min to max, both included. */
    between: (min: number, max: number) => TestConfig;
    /** Equal to the sibling field `target` (a repeated password or e-mail). */
    confirmed: (target: string) => TestConfig;
    /** Exactly `length` digits. */
    digits: (length: number) => TestConfig;
    /** Images of exactly width by height pixels. */
    dimensions: (width: number, height: number, readSize?: ImageSizeReader) => TestConfig;
    /** An e-mail address; with `multiple`, a comma-separated list of them. */
    email: (multiple?: boolean) => TestConfig;
    /** None of the values. */
    excluded: (values: readonly unknown[]) => TestConfig;
    /** One of the values. */
    oneOf: (values: readonly unknown[]) => TestConfig;
    /** Files whose names end in one of the extensions. */
    ext: (extensions: readonly string[]) => TestConfig;
    /** Image files (by extension). */
    image: () => TestConfig;
    /** A whole number, negative allowed. */
    integer: () => TestConfig;
    /** Exactly this value. */
    is: (other: unknown) => TestConfig;
    isNot: (other: unknown) => TestConfig;
    /** Exactly `length` characters (or items). */
    length: (length: number) => TestConfig;
    /** At most `length` characters (or items). */
    max: (length: number) => TestConfig;
    min: (length: number) => TestConfig;
    maxValue: (max: number) => TestConfig;
    minValue: (min: number) => TestConfig;
    /** Files of these MIME types; `image/*` takes every image type. */
    mimes: (types: readonly string[]) => TestConfig;
    /** Digits only. */
    numeric: () => TestConfig;
    regex: (pattern: RegExp) => TestConfig;
    /** Not empty (blank text, null, an empty list); `false` counts as a value unless `allowFalse` is off. */
    required: (allowFalse?: boolean) => TestConfig;
    /** Required while the sibling field `target` holds one of the values (any value when none are given). */
    requiredIf: (target: string, values?: readonly unknown[]) => TestConfig;
    /** Files of at most `kilobytes` KB. */
    size: (kilobytes: number) => TestConfig;
    /**
     * A decimal number with at most `decimals` digits after the separator (any number when '*'),
     * written with a dot or a comma.
     */
    double: (decimals?: number | "*", separator?: "dot" | "comma") => TestConfig;
};
// ==== src/domain/rules/history-filter-schema.d.ts
/** The earliest date the history's period may start on (no order is older). */
export declare const HISTORY_EARLIEST_DATE = "2000-01-01";
/**
 * The order history's filters (the account's form and `GET /user/profile/orders`): a status
 * ('' for any) and the period the orders were placed in, both ends optional, YYYY-MM-DD, the start
 * not after the end and not before 2000. Messages are keys of the `order` namespace.
 */
export declare const historyFilterSchema: import("yup").ObjectSchema<{
    status: string;
    from: string;
    to: string;
}, import("yup").AnyObject, {
    status: "";
    from: "";
    to: "";
}, "">;
/** The history's filter as the form, the address and the API carry it ('' = not narrowed). */
export interface HistoryFilterValues {
    status: string;
    from: string;
    to: string;
}
// ==== src/domain/rules/index.d.ts
/**
 * The rules of spec 5 as yup schemas, apart from the kernel's `domain` entry point so that yup
 * loads only with the pages that have forms (and on the server). Messages are translation keys.
 */
export { contactSchema, payerContactSchema, type ContactRules } from './contact-schema';
export { cargoPlaceSchema, cargoPlacesProblem, cargoPlacesSchema, cargoTotalsProblem, cargoTotalsSchema, declaredValueSchema, deliverySchema, directionSchema, directionSearchSchema, type DirectionRules, loadingDateProblem, loadingDateSchema, type LoadingDateRules, typedKilogramsSchema, } from './shipment-schema';
export { orderSchema, type OrderRules } from './order-schema';
export { statusChangeSchema, type StatusChangeRules } from './order-status-schema';
export { HISTORY_EARLIEST_DATE, historyFilterSchema, type HistoryFilterValues, } from './history-filter-schema';
export { remoteVersionSchema } from './registry-schema';
export { rules, IMAGE_EXTENSIONS, type FileLike, type ImageSize, type ImageSizeReader, } from './general-rules';
export { contactProblems, directionProblems, type ContactField, type DirectionField, type FieldProblems, } from './form-problems';
export { problemsOf, problemsOfAsync, type RuleProblem } from './problems';
export { errorsOf, validateWith } from './final-form';
export { draftMutators } from './draft-mutators';
export { shownError, type FieldMeta } from './shown-error';
export { decimalText, rateCardFormSchema } from './rate-card-schema';
export { flagDefinitionSchema, flagPreviewSchema, inboxUpdateSchema, OUTCOME_MAX, splitEmails, } from './staff-console-schema';
// ==== src/domain/rules/lazy-validation.d.ts
/**
 * A final-form `validate` whose rules are loaded when the visitor first turns to the form, not with
 * the page. The content pages' forms (the calculator entry, the directions search) are in a
 * server-rendered first view; their rules need yup and the kernel's `rules` entry (about 18 KB
 * gzip), which a reader who never touches the form should not pay for. No yup here.
 *
 * - Until `prepare()` (the form's first focus) the values are the form's initial ones, which need
 *   no message: `validate` answers no errors.
 * - While the rules load, `validate` answers a promise (final-form's asynchronous validation:
 *   a submit waits for it and is refused on its errors).
 * - Once loaded, `validate` is synchronous, unless it has answered a promise before: then it keeps
 *   answering promises. final-form keeps the errors of an asynchronous answer until the next
 *   asynchronous answer, so a synchronous one after it would leave a corrected field's message up.
 * - A failed load answers no errors (the calculator checks again what it is given) and is tried
 *   again on the next focus.
 */
type Errors = Record<string, unknown>;
export interface LazyValidation<V> {
    validate(values: V): Errors | Promise<Errors>;
    /** Starts loading the rules (call it when the form gets the focus). */
    prepare(): void;
}
export declare function lazyValidation<V>(load: () => Promise<(values: V) => Errors>): LazyValidation<V>;
export {};
// ==== src/domain/rules/order-schema.d.ts
/**
 * An order body as the server receives it (POST /order/create): the same contact, direction and
 * delivery schemas the order form uses, plus the marks the wire carries (a company contact is a
 * ContactWithCompany, a passport contact a ContactWithPassport), which the form sets itself.
 */
import { type ObjectSchema } from 'yup';
import { type ContactRules } from './contact-schema';
/** The validation context of `orderSchema`. */
export interface OrderRules extends Pick<ContactRules, 'passportRequired' | 'now'> {
    /** The company's calendar date (YYYY-MM-DD): no loading date before it. */
    today: string;
}
export declare const orderSchema: ObjectSchema<{
    contacts: {
        payer: {
            type?: {} | undefined;
        };
        recipient: {
            type?: {} | undefined;
        };
        sender: {
            type?: {} | undefined;
        };
    };
    directions: {
        from: {
            city?: {} | null | undefined;
            address?: {
                value?: string;
            } | undefined;
            deliveryMethod?: {
                slug: "WAREHOUSE" | "OFFICE" | "POSTAMAT" | "NOT_SELECTED" | "COURIER";
                key: string;
                disabled: boolean;
            } | undefined;
            point?: {
                name: string;
                id: string;
                lat: number;
                lon: number;
                provider: string;
                kind: "WAREHOUSE" | "OFFICE" | "POSTAMAT";
                city: {
                    name: string;
                    code: string;
                };
                address: string;
                hours: string;
                locker: {
                    cellCm: {
                        length: number;
                        width: number;
                        height: number;
                    };
                    maxKg: number;
                } | null;
            } | null | undefined;
        };
        to: {
            city?: {} | null | undefined;
            address?: {
                value?: string;
            } | undefined;
            deliveryMethod?: {
                slug: "WAREHOUSE" | "OFFICE" | "POSTAMAT" | "NOT_SELECTED" | "COURIER";
                key: string;
                disabled: boolean;
            } | undefined;
            point?: {
                name: string;
                id: string;
                lat: number;
                lon: number;
                provider: string;
                kind: "WAREHOUSE" | "OFFICE" | "POSTAMAT";
                city: {
                    name: string;
                    code: string;
                };
                address: string;
                hours: string;
                locker: {
                    cellCm: {
                        length: number;
                        width: number;
                        height: number;
                    };
                    maxKg: number;
                } | null;
            } | null | undefined;
        };
    };
    delivery: {
        isDedicated?: boolean | undefined;
        declared?: number | undefined;
        date: string;
        dimensions: {
            totals?: unknown;
            car: {};
        } | {
            cargos?: any[] | undefined;
            totals: {
                volume?: {} | undefined;
                weight?: {} | undefined;
                quantity?: {} | undefined;
            };
        } | {
            cargos?: {
                length?: {} | undefined;
                width?: {} | undefined;
                height?: {} | undefined;
                weight?: {} | undefined;
                quantity?: {} | undefined;
            }[] | undefined;
        };
    };
}, import("yup").AnyObject, {
    contacts: {
        payer: any;
        sender: any;
        recipient: any;
    };
    directions: {
        from: {
            city: undefined;
            deliveryMethod: undefined;
            address: undefined;
            point: undefined;
        };
        to: {
            city: undefined;
            deliveryMethod: undefined;
            address: undefined;
            point: undefined;
        };
    };
    delivery: undefined;
}, "">;
// ==== src/domain/rules/order-status-schema.d.ts
import { type OrderStatus } from '@dostavka/shared-kernel/domain';
/** What the staff's status form knows besides its values: the order's status now. */
export interface StatusChangeRules {
    from: OrderStatus;
}
/**
 * A status change on the orders board (its messages are in the `order` namespace, which loads
 * with the board, not in `common`): a status the order may move to from its status now
 * (`canMoveOrder`, the server's rule too) and a comment saying why.
 */
export declare const statusChangeSchema: import("yup").ObjectSchema<{
    status: string;
    comment: string;
}, import("yup").AnyObject, {
    status: undefined;
    comment: undefined;
}, "">;
// ==== src/domain/rules/problems.d.ts
import { type Schema } from 'yup';
/** One broken rule: where (`contacts.payer.phone`), the message's translation key and its values. */
export interface RuleProblem {
    path: string;
    key: string;
    values: Record<string, unknown>;
}
/** Every broken rule of a value (first one per field), in the order of the schema; empty when it passes. */
export declare function problemsOf(schema: Schema, value: unknown, context?: object): RuleProblem[];
/** The same for schemas with asynchronous rules (image dimensions). */
export declare function problemsOfAsync(schema: Schema, value: unknown, context?: object): Promise<RuleProblem[]>;
// ==== src/domain/rules/rate-card-schema.d.ts
interface Limits {
    /** Empty is allowed (an open bound; a service not offered). */
    optional?: boolean;
    /** Above zero, not only zero or more. */
    positive?: boolean;
    min?: number;
    max?: number;
    /** The key of a message for a value out of min..max. */
    range?: string;
}
/** A number typed as text, with its limits; messages are translation keys. */
export declare function decimalText({ optional, positive, min, max, range }?: Limits): import("yup").StringSchema<string | undefined, import("yup").AnyObject, "", "d">;
/** The form's rules over the parts of a card it edits (texts, lines and speed are kept as they are). */
export declare const rateCardFormSchema: import("yup").ObjectSchema<{
    consolidated: {
        delivery?: {
            upToKg: string;
            rub: string;
        }[] | undefined;
        terminals?: {
            hub?: boolean | undefined;
            city: string;
            doorFactor: string;
        }[] | undefined;
        weightBreaksKg?: string[] | undefined;
        zones?: {
            rubPerKg?: string[] | undefined;
            upToKm: string;
            minimumRub: string;
        }[] | undefined;
        pickup?: {
            upToKg: string;
            rub: string;
        }[] | undefined;
        maxShipmentKg: string;
    } | undefined;
    dedicated: {
        vehicles?: {
            vehicle: string;
            minimumRub: string;
            rubPerKm: {
                tent: string;
                flatbed: string;
                isothermal: string;
                refrigerated: string;
            };
        }[] | undefined;
        loadRub: {
            rear: string;
            "rear-side": string;
            "rear-top": string;
            "rear-side-top": string;
        };
        serviceRub: {
            straps: string;
            stakes: string;
            "wooden-floor": string;
            crating: string;
            "tail-lift": string;
        };
    } | undefined;
}, import("yup").AnyObject, {
    consolidated: undefined;
    dedicated: undefined;
}, "">;
export {};
// ==== src/domain/rules/registry-schema.d.ts
/**
 * A remote version as the registry page registers it (the server checks the same patterns in
 * the contract, then fetches and checks the manifest itself).
 */
export declare const remoteVersionSchema: import("yup").ObjectSchema<{
    version: string;
    manifestUrl: string;
}, import("yup").AnyObject, {
    version: undefined;
    manifestUrl: undefined;
}, "">;
// ==== src/domain/rules/shipment-schema.d.ts
import type { RuleProblem } from './problems';
import { type CargoTotalField, type CargoField } from '@dostavka/shared-kernel/domain';
/**
 * A direction needs its city, how the cargo is handed over, and an address that reaches a house
 * when a courier comes.
 */
export declare const directionSchema: import("yup").ObjectSchema<{
    city: {} | null | undefined;
    deliveryMethod: {
        slug: "WAREHOUSE" | "OFFICE" | "POSTAMAT" | "NOT_SELECTED" | "COURIER";
        key: string;
        disabled: boolean;
    } | undefined;
    address: {
        value?: string;
    } | undefined;
    point: {
        name: string;
        id: string;
        lat: number;
        lon: number;
        provider: string;
        kind: "WAREHOUSE" | "OFFICE" | "POSTAMAT";
        city: {
            name: string;
            code: string;
        };
        address: string;
        hours: string;
        locker: {
            cellCm: {
                length: number;
                width: number;
                height: number;
            };
            maxKg: number;
        } | null;
    } | null | undefined;
}, import("yup").AnyObject, {
    city: undefined;
    deliveryMethod: undefined;
    address: undefined;
    point: undefined;
}, "">;
/**
 * What the direction rules read besides the direction: the order form asks for a pick-up point
 * at a terminal, office or locker, and checks a chosen locker against the cargo.
 */
export interface DirectionRules {
    pointRequired?: boolean;
    cargos?: ReadonlyArray<{
        length: number;
        width: number;
        height: number;
        weight: number;
        rotable?: boolean;
    }>;
}
/**
 * The first broken rule of cargo places as the wire carries them (cm, g, pieces), or null: the
 * rule of `cargoPlacesSchema`, called directly. The server checks every search this way: a
 * thousand rows cost microseconds, where yup's casting and tests cost about 20 µs a row.
 */
export declare function cargoPlacesProblem(rows: ReadonlyArray<Partial<Record<CargoField, unknown>>>): RuleProblem | null;
/** The first broken rule of a shipment's totals, or null: `cargoTotalsSchema`'s rule, called directly. */
export declare function cargoTotalsProblem(totals: Partial<Record<CargoTotalField, unknown>>): RuleProblem | null;
/**
 * A weight typed in kilograms ('12,5'), as the calculator entry takes it: it may stay empty;
 * filled, it is the whole shipment's weight and follows the rule of the calculator's total weight
 * (more than 0, at most the totals' limit), since the calculator opens with it as its total.
 */
export declare const typedKilogramsSchema: import("yup").StringSchema<string | undefined, import("yup").AnyObject, undefined, "">;
/** The directions search: free text the content service takes. */
export declare const directionSearchSchema: import("yup").StringSchema<string | undefined, import("yup").AnyObject, undefined, "">;
/** One cargo place as the wire carries it (cm, g, pieces). */
export declare const cargoPlaceSchema: import("yup").ObjectSchema<{
    length: {} | undefined;
    width: {} | undefined;
    height: {} | undefined;
    weight: {} | undefined;
    quantity: {} | undefined;
}, import("yup").AnyObject, {
    length: undefined;
    width: undefined;
    height: undefined;
    weight: undefined;
    quantity: undefined;
}, "">;
export declare const cargoPlacesSchema: import("yup").ArraySchema<{
    length?: {} | undefined;
    width?: {} | undefined;
    height?: {} | undefined;
    weight?: {} | undefined;
    quantity?: {} | undefined;
}[] | undefined, import("yup").AnyObject, undefined, "">;
/**
 * Weight-only mode: the whole shipment by its totals as the wire carries them (g, m3, pieces).
 * The weight is required; an unknown volume (0 or left out) prices by weight; one piece by default.
 */
export declare const cargoTotalsSchema: import("yup").ObjectSchema<{
    volume: {} | undefined;
    weight: {} | undefined;
    quantity: {} | undefined;
}, import("yup").AnyObject, {
    volume: undefined;
    weight: undefined;
    quantity: undefined;
}, "">;
/** Roubles; nothing declared means the default value. */
export declare const declaredValueSchema: import("yup").NumberSchema<number | undefined, import("yup").AnyObject, undefined, "">;
/** What a loading date is judged against: the company's today and the last date a price holds for. */
export interface LoadingDateRules {
    today?: string;
    latest?: string;
}
/**
 * The key of the loading date's broken rule, or null: a YYYY-MM-DD date (a time after it is
 * ignored) no earlier than `today` and, where given, no later than `latest`.
 */
export declare function loadingDateProblem(value: string, { today, latest }?: LoadingDateRules): string | null;
/** `loadingDateProblem` with the rules from the validation context (`$today`, `$latest`). */
export declare const loadingDateSchema: import("yup").StringSchema<string | undefined, import("yup").AnyObject, undefined, "">;
/**
 * The delivery of an order: a vehicle for a dedicated one, cargo places or the shipment's totals
 * (weight-only mode) otherwise.
 */
export declare const deliverySchema: import("yup").Lazy<{
    isDedicated?: boolean | undefined;
    declared?: number | undefined;
    date: string;
    dimensions: {
        totals?: unknown;
        car: {};
    } | {
        cargos?: any[] | undefined;
        totals: {
            volume?: {} | undefined;
            weight?: {} | undefined;
            quantity?: {} | undefined;
        };
    } | {
        cargos?: {
            length?: {} | undefined;
            width?: {} | undefined;
            height?: {} | undefined;
            weight?: {} | undefined;
            quantity?: {} | undefined;
        }[] | undefined;
    };
}, import("yup").AnyObject, any>;
// ==== src/domain/rules/shown-error.d.ts
/**
 * When a field shows its message: no yup here, so that a form whose rules load later (the content
 * pages' forms, see `lazyValidation`) can show messages from the kernel's `domain` entry.
 */
/** What final-form says about a field, as far as showing its message goes. */
export interface FieldMeta {
    error?: unknown;
    touched?: boolean;
    submitFailed?: boolean;
}
/** A field's message key once the visitor has left it or tried to send (spec 5: lazy validation). */
export declare function shownError(meta: FieldMeta): string | undefined;
// ==== src/domain/rules/staff-console-schema.d.ts
/** The most characters of an inbox item's outcome (the server's limit too). */
export declare const OUTCOME_MAX = 2000;
/**
 * The inbox's state form (messages in the `order` namespace): a known state, and what came of the
 * call or message, which marking it done needs (the server says the same).
 */
export declare const inboxUpdateSchema: import("yup").ObjectSchema<{
    state: "new" | "in_progress" | "done";
    outcome: string | undefined;
}, import("yup").AnyObject, {
    state: undefined;
    outcome: undefined;
}, "">;
/** The listed users as the flags form types them: e-mail addresses, one a line (or comma-separated). */
export declare const splitEmails: (text: string | undefined) => string[];
/**
 * A feature flag as the flags page edits it: a description in Russian and in English, the lowest
 * role (empty: everybody), a whole percentage 0-100, and listed users as e-mail addresses.
 */
export declare const flagDefinitionSchema: import("yup").ObjectSchema<{
    description: string;
    descriptionEn: string | undefined;
    minRole: string | undefined;
    rolloutPercent: number;
    userEmails: string | undefined;
}, import("yup").AnyObject, {
    description: undefined;
    descriptionEn: undefined;
    minRole: undefined;
    rolloutPercent: undefined;
    userEmails: undefined;
}, "">;
/** "What would this user see": the e-mail of an account. */
export declare const flagPreviewSchema: import("yup").ObjectSchema<{
    email: string;
}, import("yup").AnyObject, {
    email: undefined;
}, "">;
// ==== src/domain/semver.d.ts
/**
 * The part of semantic versioning the remote registry needs: does a remote's declared range of
 * the kernel (`^0.2.0`, `~1.4.1`, `>=1.2.0 <2.0.0`, `1.3.0`, `*`) accept a version? Pre-release
 * and build suffixes are compared by their numbers only.
 */
type Triple = [number, number, number];
/** `1.4.2` -> [1, 4, 2]; null for anything that is not a version. */
export declare function parseVersion(text: string): Triple | null;
/**
 * Whether `range` accepts `version`: alternatives joined by `||`, each a list of comparators that
 * must all hold. Null when the range or the version cannot be read.
 */
export declare function satisfiesRange(version: string, range: string): boolean | null;
export {};
// ==== src/domain/shared-contract.d.ts
/** The singletons compared by name (react-dom's and react's subpaths follow their package). */
export declare const CHECKED_SINGLETONS: readonly ["react", "react-dom", "mobx", "react-router", "react-router-dom"];
/** Every kernel entry point is shared under this prefix (`@dostavka/shared-kernel/domain`, ...). */
export declare const KERNEL_SHARE_PREFIX = "@dostavka/shared-kernel/";
/** One entry of a manifest's `shared` list, as far as the check reads it. */
export interface SharedRequirement {
    name?: unknown;
    requiredVersion?: unknown;
}
/**
 * Why a remote sharing `shared` cannot run beside the shell's singletons `provided` (package ->
 * version; the kernel under KERNEL_SHARE_PREFIX); null when every checked range accepts the
 * shell's version. A share the shell does not provide, or one without a range, is not judged.
 */
export declare function sharedRefusal(shared: unknown, provided: Readonly<Record<string, string>>): string | null;
// ==== src/domain/signature.d.ts
/** 32-bit FNV-1a over the UTF-8 bytes, as 8 hex digits: small, pure, the same in Node and browsers. */
export declare function fnv1a(text: string): string;
/**
 * Identifies a saved contact. Case, repeated spaces and phone formatting are ignored so that the
 * same person typed twice is saved once.
 */
export declare function contactSignature(name: string, phone: string): string;
// ==== src/domain/suggestions.d.ts
/**
 * Address and company suggestions come in DaData's shape (`{ value, data }`), from DaData itself
 * or from the server's local fallback, which fills fewer fields. These read what the order form
 * needs and never fail on a missing field.
 */
import { type CompanyState, type CompanyType } from './enums';
import type { Company } from './types/contact';
export interface Suggestion {
    value: string;
    data: Record<string, unknown>;
}
export interface CompanyOption {
    /** What the list shows. */
    label: string;
    company: Company;
    type: CompanyType | null;
    state: CompanyState | null;
    address: string;
}
export declare function companyOption(suggestion: Suggestion): CompanyOption;
export interface AddressOption {
    value: string;
    /** The FIAS id of the city the address is in, when the source knows it. */
    cityFias: string;
}
export declare function addressOption(suggestion: Suggestion): AddressOption;
// ==== src/domain/tariffs.d.ts
import { type ShipmentTotals } from './cargo-limits';
import type { Cargo, Transport } from './types/cargo';
import type { TariffOffer } from './types/tariff';
/** 'price': cheapest first (the UI calls it "descending price"); 'fast': fewest days from loading to shipment. */
export type TariffSort = 'price' | 'fast';
export declare const TARIFF_SORTS: readonly TariffSort[];
/** Days from the planned loading to the planned delivery; null when either date is unknown. */
export declare function deliveryDays(offer: TariffOffer): number | null;
export declare function sortTariffs(offers: readonly TariffOffer[], by: TariffSort): TariffOffer[];
export type TariffTag = 'cheapest' | 'fastest' | 'best';
/**
 * The badges of the comparison. With fewer than two offers there is nothing to compare, so no
 * tags. 'cheapest' and 'fastest' go to every offer tied at the lowest total or the fewest days.
 * 'best' (best value) goes to one offer: the lowest total / cheapest total + days / fewest days,
 * price and time weighing the same (a same-day offer counts as one day); a tie goes to the lower
 * total. Offers without known dates are never the fastest or the best value.
 */
export declare function tagTariffs(offers: readonly TariffOffer[]): Map<string, TariffTag[]>;
export interface SearchableDelivery {
    isDedicated: boolean;
    transport: Transport | null;
    cargos: readonly Cargo[];
    /** Weight-only mode: the totals stand for the places. */
    totals?: ShipmentTotals | null;
}
/**
 * Dedicated needs a chosen vehicle; combined needs at least one cargo. Cargo that breaks the limits
 * of spec 5 is never sent, whatever the type (a dedicated search checks the places fit).
 */
export declare function canStartTariffSearch(delivery: SearchableDelivery): boolean;
// ==== src/domain/transport-types.d.ts
import type { Measure, Transport, TransportBodyType, WeightUnit } from './types/cargo';
import type { CombinedTransportType, DedicatedOption, DedicatedTransportType, ServerTransportRecord, TransportOption, TransportType } from './types/transport';
/** The packaging options by weight ascending (spec 3), as the tiles and the packaging choice show them. */
export declare const COMBINED_TRANSPORT_TYPE: CombinedTransportType;
export declare function toDedicatedOption(record: ServerTransportRecord): DedicatedOption;
export declare function buildDedicatedTransportType(records: readonly ServerTransportRecord[]): DedicatedTransportType;
/** A weight as options carry it: a list of measures (summed in grams) or a plain number. */
export type WeightValue = number | readonly Measure<WeightUnit>[] | null | undefined;
/**
 * Ascending by weight. Kept as the product has always done it: when either side has no weight
 * the first counts as larger (so the result is not symmetric, and where weightless options end
 * up depends on the sort's comparisons).
 */
export declare function compareByWeight(a: WeightValue, b: WeightValue): number;
export declare function optionWeight(option: TransportOption): WeightValue;
export declare function sortTransportType<T extends TransportType>(type: T): T;
/** The vehicle as first chosen: its first body type with that type's first loading way. */
export declare function transportFromOption(option: DedicatedOption): Transport;
/**
 * Switching the body type keeps the chosen loading way if the new type allows it (else takes
 * its first one) and keeps only the extra services the new type offers.
 */
export declare function changeBodyType(transport: Transport, body: TransportBodyType): Transport;
// ==== src/domain/types/account.d.ts
import type { ProfileUser, AuthTokens } from '@dostavka/shared-kernel/contract';
export type { AuthTokens, CallbackRequest, ChangeDatesBody, ChangeOrderStatusBody, ConfirmEmailBody, CreatedOrder, CreateOrderBody, FeedbackMessage, FlagEvaluation, OrderDetail, OrderListItem, OrderListPage, OrderContacts, OrderTimelineEntry, ProfileUser, RefreshTokenBody, SignUpBody, TrackingInfo, Waybill, WaybillCreateBody, } from '@dostavka/shared-kernel/contract';
/** The browser's sign-in state, not a wire shape. */
export interface AuthState {
    loggedIn: boolean;
    user: ProfileUser | null;
    jwt: AuthTokens | null;
}
// ==== src/domain/types/cargo.d.ts
import type { WeightUnit } from '../../contract/vocabulary';
export type { WeightUnit };
export type LengthUnit = 'mm' | 'cm' | 'm';
export type VolumeUnit = 'cm3' | 'm3';
export interface Measure<U extends string> {
    value: number;
    unit: U;
}
export interface CargoSize {
    width: Measure<LengthUnit>;
    height: Measure<LengthUnit>;
    length: Measure<LengthUnit>;
}
export interface Cargo {
    id: string;
    size: CargoSize;
    /** Of one piece. Volume is not stored: `cargoVolumeCm3` derives it from the sizes. */
    weight: Measure<WeightUnit>;
    quantity: number;
    /** Slug of the packaging preset the cargo came from. */
    slug: string;
    rotate: boolean;
    stack: boolean;
}
/** Sizes in centimetres. */
export interface TransportSize {
    length: number;
    height: number;
    width: number;
}
/** A body type a vehicle can have, with the loading ways and extra services it allows. */
export interface TransportBodyType {
    name: string;
    loads: string[];
    additional: string[];
}
/** The vehicle chosen for a dedicated delivery. */
export interface Transport {
    size: TransportSize;
    /** Tonnes. */
    weight: number;
    type: {
        name: string;
        load: string[];
        additional: string[];
    };
}
// ==== src/domain/types/contact.d.ts
import type { Contact } from '@dostavka/shared-kernel/contract';
import type { City } from './geo';
export type { Company, Contact, ContactMarker, Passport } from '@dostavka/shared-kernel/contract';
export type SavedContactCity = Pick<City, 'code' | 'fias'> & Partial<Pick<City, 'name'>>;
/** A saved contact: a guest's in the browser (local storage), a signed-in user's in the account. */
export interface SavedContact {
    contact: Pick<Contact, 'name' | 'phone'>;
    direction: {
        city: SavedContactCity;
    };
    /** `contactSignature(name, phone)`: entries with the same signature are the same person. */
    signature: string;
    /** When it was last saved (ISO); absent in entries a browser kept before the time was recorded. */
    savedAt?: string;
}
// ==== src/domain/types/content.d.ts
import type { Paged as ContractPaged, RouteFacts } from '@dostavka/shared-kernel/contract';
export type { BothWays, CatalogueGroupLinks, CatalogueLot, CataloguePrice, CityContent, CityDistance, CityPageItem, CityRef, ContentPage, DirectionContent, DirectionItem, Faq, FaqCategory, FaqVoteResult, FaqVoteValue, Localized, PageText, RegionCityContent, RegionCityItem, RegionContent, RegionPageItem, RegionRef, RouteFacts, RoutePriceOffer, RoutePriceRow, RouteQa, TypicalShipmentKey, } from '@dostavka/shared-kernel/contract';
export type TransitDays = RouteFacts['transitDays'];
/**
 * A page of a list as the client reads it: the contract's `Paged`, with `total` and `next`
 * optional because the client also follows a list whose service does not count it (spec 7).
 */
export type Paged<T> = Omit<ContractPaged<T>, 'total' | 'next'> & Partial<Pick<ContractPaged<T>, 'total' | 'next'>>;
// ==== src/domain/types/direction.d.ts
export type { Address, DeliveryMethod, Direction, Directions } from '@dostavka/shared-kernel/contract';
// ==== src/domain/types/geo.d.ts
export type { City, Country, Region } from '@dostavka/shared-kernel/contract';
// ==== src/domain/types/index.d.ts
export type * from './geo';
export type * from './contact';
export type * from './direction';
export type * from './cargo';
export type * from './transport';
export type * from './tariff';
export type * from './account';
export type * from './content';
export type * from './points';
// ==== src/domain/types/points.d.ts
export type { LockerLimits, PickupPoint, PickupPointList, PickupPointQuery, PointKind, } from '@dostavka/shared-kernel/contract';
// ==== src/domain/types/tariff.d.ts
export type { CarDimension, CargoDimension, CargoTotals, DeliverySearchPayload, Dimensions, TariffAnalytics, TariffOffer, TariffPathLeg, TariffPrice, TariffSearchData, } from '@dostavka/shared-kernel/contract';
// ==== src/domain/types/transport.d.ts
import type { PackagingPreset } from '../packaging';
import type { TransportBodyType, TransportSize } from './cargo';
export type TransportSlug = 'combined' | 'dedicated';
/** A vehicle offered for dedicated delivery, built from a server record. */
export interface DedicatedOption {
    uuid: string;
    objectId: string;
    name: string;
    icon: string;
    size: TransportSize;
    /** Cubic centimetres: width × height × length. */
    volume: number;
    /** Tonnes. */
    weight: number;
    types: TransportBodyType[];
}
interface TransportTypeBase {
    /** Translation key. */
    name: string;
    /** Translation key. */
    subtitle: string;
}
export interface CombinedTransportType extends TransportTypeBase {
    slug: 'combined';
    icon: 'box';
    options: PackagingPreset[];
}
export interface DedicatedTransportType extends TransportTypeBase {
    slug: 'dedicated';
    icon: 'gazelle';
    options: DedicatedOption[];
}
export type TransportType = CombinedTransportType | DedicatedTransportType;
export type TransportOption = PackagingPreset | DedicatedOption;
export type { ServerTransportRecord } from '@dostavka/shared-kernel/contract';
// ==== src/domain/units.d.ts
import type { LengthUnit, Measure, VolumeUnit, WeightUnit } from './types/cargo';
export declare function toGrams(weight: Measure<WeightUnit>): number;
export declare function toCm(length: Measure<LengthUnit>): number;
export declare function toCm3(volume: Measure<VolumeUnit>): number;
export declare function toM3(volume: Measure<VolumeUnit>): number;
export declare function gramsToTonnes(grams: number): number;
// ==== src/i18n/i18n.d.ts
import { type i18n as I18n } from 'i18next';
import { type Language } from './languages';
export declare const DEFAULT_NAMESPACE = "common";
/** The one instance of the page: a shared singleton, so the shell and every remote see the same language. */
export declare const i18n: I18n;
/** Initialises the instance once; later calls only switch the language. */
export declare function initI18n(lng?: Language): Promise<I18n>;
/** Switches the language and remembers it in the cookie. */
export declare function setLanguage(lng: Language, doc?: {
    cookie: string;
}): Promise<void>;
// ==== src/i18n/index.d.ts
export { DEFAULT_LANGUAGE, detectLanguage, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, languageCookie, languageFromCookie, LANGUAGES, type Language, type LanguageHints, } from './languages';
export { createLazyBackend } from './lazy-backend';
export { DEFAULT_NAMESPACE, i18n, initI18n, setLanguage } from './i18n';
export { addRemoteTexts, textKeys, type RemoteTexts } from './remote-texts';
// ==== src/i18n/languages.d.ts
export declare const LANGUAGES: readonly ["ru", "en"];
export type Language = (typeof LANGUAGES)[number];
export declare const DEFAULT_LANGUAGE: Language;
/** The chosen language lives in this cookie; paths carry no language prefix. */
export declare const LANGUAGE_COOKIE = "i18n_redirected";
export declare const LANGUAGE_COOKIE_MAX_AGE_S: number;
export declare function isLanguage(value: unknown): value is Language;
/** The Set-Cookie / document.cookie value: a year, whole site, Lax, not Secure (the site also runs on plain http). */
export declare function languageCookie(lng: Language): string;
/** The language stored in a Cookie header or document.cookie, if it is one we speak. */
export declare function languageFromCookie(cookie: string | null | undefined): Language | null;
export interface LanguageHints {
    pathname: string;
    cookie?: string | null;
    navigatorLanguages?: readonly string[] | null;
}
/**
 * The cookie wins. The browser's languages are consulted only on the home page, so a shared deep
 * link opens in the default language; everywhere else without a cookie it is Russian.
 */
export declare function detectLanguage({ pathname, cookie, navigatorLanguages }: LanguageHints): Language;
// ==== src/i18n/lazy-backend.d.ts
import type { BackendModule } from 'i18next';
type Loader = (lng: string, ns: string) => Promise<unknown>;
/** The namespaces the kernel's locale files hold ('order' is shared by the order and account remotes). */
export declare const KERNEL_NAMESPACES: readonly ["common", "order"];
/** A language's texts of a remote's namespace, as its `import()` of a JSON file gives them. */
export type TextsLoader = () => Promise<unknown>;
/** Registers how a remote's namespace is loaded in a language; the backend loads it when asked. */
export declare function registerTextsLoader(language: string, namespace: string, load: TextsLoader): void;
/**
 * i18next backend that loads namespaces on demand. `callbackApi` is declared because i18next 27
 * deprecates guessing the calling convention from the number of parameters.
 */
export declare function createLazyBackend(load?: Loader, namespaces?: readonly string[]): BackendModule;
export {};
// ==== src/i18n/remote-texts.d.ts
import type { i18n as I18n } from 'i18next';
import type { Language } from './languages';
import { type TextsLoader } from './lazy-backend';
type Bundle = Record<string, unknown>;
/**
 * A remote's own namespace in every language of the site. The default language's texts are
 * bundled with the remote (every language falls back to them); another language's may be bundled
 * too, or an `import()` of its file, loaded the first time a page is shown in that language.
 */
export type RemoteTexts = {
    ru: Bundle;
} & Record<Language, Bundle | TextsLoader>;
/**
 * Adds a remote's namespace to the page's one i18next instance (or the server render's own), once.
 * A remote owns its texts: they ship with it, so a new version brings its texts and the kernel's
 * locale files keep only what several apps use. A language left to load is loaded by the
 * instance's backend: now if it is the page's (react-i18next's `ready` is false until then), and
 * with the language on a switch to it, since the namespace becomes one of those i18next loads
 * before it switches (no page in a half-switched language).
 */
export declare function addRemoteTexts(namespace: string, texts: RemoteTexts, instance?: I18n): void;
/** The keys of a locale bundle, flattened ('a.b.c'), plural forms counted once: for parity tests. */
export declare function textKeys(bundle: unknown): string[];
export {};
// ==== src/i18n/rule-messages.d.ts
/**
 * The rules' messages outside a page: the server answers a bad order in English from the same
 * keys the forms show, and tests render both languages. A separate entry point, so that no page
 * bundles both languages' common namespace.
 */
import { type TFunction } from 'i18next';
import type { Language } from './languages';
/** The text of a message key in a language, with its values. */
export declare function ruleMessages(lng: Language): TFunction;
// ==== src/remote/chunk-reload.d.ts
/**
 * Spec 8: a code chunk that fails to load reloads the page, at most once per 60 s (a deploy
 * replaced the files under an open tab). Within the window the caller shows its fallback.
 */
export declare const CHUNK_RELOAD_WINDOW_MS = 60000;
export declare function isChunkLoadError(error: unknown): boolean;
export interface ReloadDeps {
    now(): number;
    storage: Pick<Storage, 'getItem' | 'setItem'> | null;
    reload(): void;
}
/** Reloads the page unless it already did so within the window; returns whether it reloads. */
export declare function reloadAfterChunkError(deps?: ReloadDeps): boolean;
/** Chunks that fail outside a remote area (the shell's own lazy code) take the same path. */
export declare function installChunkReload(): void;
// ==== src/remote/create-remote-pages.d.ts
import type { PageLoaders, RemotePageProps } from './types';
/**
 * Turns a remote's page loaders into single-spa-react lifecycles: one parcel per remote, the
 * `page` prop picks the page (each page is its own lazy chunk). React context does not cross
 * parcel roots, so the remote wraps itself in the kernel providers with the shell's store.
 *
 * A parcel mounted with `preloaded` data over server-rendered markup first loads its page's
 * chunk, then hydrates the markup (no lazy fallback in between, so nothing flashes). Any other
 * mount also loads the page's chunk and the kernel's text namespaces the remote names first, so
 * the page's first render is the whole page (the shell shows the page's frame until then), not a
 * loader, and no text grows from its key into a sentence once its namespace arrives.
 */
export declare function createRemotePages(remote: string, loaders: PageLoaders): {
    bootstrap: import("single-spa").LifeCycleFn<RemotePageProps>;
    mount: (props: RemotePageProps & {
        domElement?: HTMLElement;
        name?: string;
    }) => Promise<any>;
    unmount: import("single-spa").LifeCycleFn<RemotePageProps>;
    update: import("single-spa").LifeCycleFn<RemotePageProps>;
};
export interface RemotePagesOptions {
    /** The kernel's text namespaces the remote's pages use ('order'), loaded before a page's first render. */
    namespaces?: readonly string[];
}
/** `createRemotePages` with options. */
export declare function createRemotePagesWith(remote: string, loaders: PageLoaders, { namespaces }: RemotePagesOptions): {
    bootstrap: import("single-spa").LifeCycleFn<RemotePageProps>;
    mount: (props: RemotePageProps & {
        domElement?: HTMLElement;
        name?: string;
    }) => Promise<any>;
    unmount: import("single-spa").LifeCycleFn<RemotePageProps>;
    update: import("single-spa").LifeCycleFn<RemotePageProps>;
};
// ==== src/remote/failure-reports.d.ts
/**
 * Failures of a remote in the browser (it did not load, its mount threw, a page threw while
 * rendering), handed to whatever reporter the shell installed. The kernel is one shared copy,
 * so the remotes' page boundaries report through the shell's reporter.
 */
export type FailureKind = 'load' | 'mount' | 'render';
export interface FailureReport {
    /** The federation name, e.g. mf_calculator. */
    remote: string;
    kind: FailureKind;
    error: unknown;
}
/** Installs the reporter (the shell's); null removes it. */
export declare function setFailureReporter(next: ((report: FailureReport) => void) | null): void;
/** Hands a failure to the reporter, if any; a reporter's own failure is swallowed. */
export declare function reportFailure(report: FailureReport): void;
/**
 * The error's name and message without what could be personal: e-mail addresses, long numbers
 * (phones, ids) and query strings are masked; at most 300 characters.
 */
export declare function failureMessage(error: unknown): string;
// ==== src/remote/index.d.ts
export type { RemotePageProps, PageComponent, PageLoaders } from './types';
export { createRemotePages, createRemotePagesWith, type RemotePagesOptions } from './create-remote-pages';
export { RemotePageRoot, type RemotePageRootProps } from './remote-page-root';
export { PageFrame, PageFramePlaceholder } from './placeholder-page';
export { mountStandalone } from './standalone';
export { PageBoundary } from './page-boundary';
export { CHUNK_RELOAD_WINDOW_MS, installChunkReload, isChunkLoadError, reloadAfterChunkError, type ReloadDeps, } from './chunk-reload';
export { failureMessage, reportFailure, setFailureReporter, type FailureKind, type FailureReport, } from './failure-reports';
// ==== src/remote/page-boundary.d.ts
import { Component, type ErrorInfo, type ReactNode } from 'react';
interface PageBoundaryProps {
    children: ReactNode;
    /** Names the area in the log. */
    area: string;
    /** Retry by re-creating the children (the owner re-keys the boundary); default: render them again. */
    onRetry?: () => void;
    /** The remote whose page this is: a failure is reported for it (failure-reports.ts). */
    remote?: string;
}
/**
 * Keeps a failure inside the area that owns it (a remote page, the shell's remote slot). A chunk
 * that failed to load reloads the page once per window (spec 8); otherwise, and within the
 * window, the area shows its fallback with a retry that renders the children again.
 */
export declare class PageBoundary extends Component<PageBoundaryProps, {
    error: Error | null;
}> {
    state: {
        error: Error | null;
    };
    static getDerivedStateFromError(error: unknown): {
        error: Error;
    };
    componentDidCatch(error: Error, info: ErrorInfo): void;
    render(): string | number | bigint | boolean | Iterable<ReactNode> | Promise<string | number | bigint | boolean | import("react").ReactPortal | import("react").ReactElement<unknown, string | import("react").JSXElementConstructor<any>> | Iterable<ReactNode> | null | undefined> | import("react").JSX.Element | null | undefined;
}
export {};
// ==== src/remote/placeholder-page.d.ts
import type { ReactElement, ReactNode } from 'react';
import type { PageFrameOutline } from '@dostavka/shared-kernel/routing';
/** The frame of a remote page: its h1 and lead text, translated by the remote that owns the page. */
export declare function PageFrame({ title, lead, children, }: {
    title: string;
    lead?: string;
    children?: ReactNode;
}): ReactElement;
/**
 * An application page before its remote has drawn it (routing's `frame`): the page's heading and
 * lead from the kernel's texts, in the page's own frame, and the outline of its form. The server
 * renders it into the document and the shell shows it until the remote's page replaces it.
 */
export declare function PageFramePlaceholder({ page, outline, children, }: {
    page: string;
    outline: PageFrameOutline;
    /** Shown in the outline's place under the heading (a request to sign in); the outline otherwise. */
    children?: ReactNode;
}): ReactElement;
// ==== src/remote/remote-page-root.d.ts
import { type ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import type { PageComponent, RemotePageProps } from './types';
export interface RemotePageRootProps {
    remote: string;
    Page: PageComponent | undefined;
    props: RemotePageProps;
    /** Re-creates the page after a failure. */
    attempt?: number;
    onRetry?: () => void;
    i18n?: I18n;
}
/**
 * A remote page inside its providers and boundaries. The browser's parcel and the server's
 * render both use it, so the markup the server sends is the markup the parcel hydrates.
 */
export declare function RemotePageRoot({ remote, Page, props, attempt, onRetry, i18n, }: RemotePageRootProps): ReactElement;
// ==== src/remote/standalone.d.ts
import { type ParcelConfig } from 'single-spa';
import type { RemotePageProps } from './types';
/**
 * A remote opened on its own (its dev server) mounts the page of the current URL with a store
 * and bus of its own, so a team can work on it without the shell.
 */
export declare function mountStandalone(remote: string, pages: ParcelConfig<RemotePageProps>): Promise<void>;
// ==== src/remote/types.d.ts
import type { ComponentType } from 'react';
import type { EventBus, DostavkaEvents } from '@dostavka/shared-kernel/bus';
import type { PreloadedPage } from '@dostavka/shared-kernel/ssr';
import type { RootStore } from '@dostavka/shared-kernel/stores';
/** What the shell passes to every remote page parcel (ARCHITECTURE: composition in the browser). */
export interface RemotePageProps {
    /** Which page of the remote to show, from the route table. */
    page: string;
    /** The route's name in the route table (several routes can show one page). */
    route: string;
    params: Record<string, string>;
    query: Record<string, string>;
    store: RootStore;
    bus: EventBus<DostavkaEvents>;
    /**
     * The data the server rendered this page with: given on the first mount of a server-rendered
     * document only, and the parcel then hydrates the server's markup instead of rendering anew.
     */
    preloaded?: PreloadedPage;
}
export type PageComponent = ComponentType<RemotePageProps>;
export type PageLoaders = Record<string, () => Promise<{
    default: PageComponent;
}>>;
// ==== src/routing/index.d.ts
export * from './route-table';
export * from './match';
export * from './staff-modules';
// ==== src/routing/match.d.ts
import { type PageRoute } from './route-table';
export interface RouteMatch {
    route: PageRoute;
    params: Record<string, string>;
}
/**
 * Finds the page for a pathname (with its trailing slash), or null when no route has it. The
 * answer is shared between callers asking for the same path: it is frozen.
 */
export declare function matchRoute(pathname: string): RouteMatch | null;
/**
 * Page paths end with a slash. Returns the slash form of a path that lacks it (query kept), or
 * null when the path is already fine or names a file (has an extension in its last segment).
 */
export declare function trailingSlashRedirect(url: string): string | null;
// ==== src/routing/route-table.d.ts
export type RemoteName = 'mf_content' | 'mf_calculator' | 'mf_order' | 'mf_account';
export type LayoutName = 'common' | 'default' | 'landing';
export interface PageRoute {
    /** Unique route name; children of a group are joined with the spec's separator `___`. */
    name: string;
    path: string;
    remote: RemoteName;
    /** The page the remote renders (passed to its parcel as the `page` prop). */
    page: string;
    layout: LayoutName;
    /** A catch-all route: the page exists only when the content service knows its URL. */
    catchAll?: boolean;
    /** Named checks the shell runs before showing the page (e.g. 'auth': signed in). */
    middleware?: string[];
    /** Feature flag that must be on for the visitor; otherwise the page does not exist for them. */
    flag?: string;
    /** The page keeps the scroll position on navigation. */
    keepScroll?: boolean;
    /** An application page the server renders as its frame (heading and the outline of its form). */
    frame?: PageFrameOutline;
}
/** A block of a page's frame: its height in px on a phone and from the `md` breakpoint up. */
export type FrameBlock = readonly [phone: number, wide: number];
/**
 * The frame of a page its remote renders in the browser (an application page): what the server
 * draws in the page's area, and the shell shows while the remote loads, so that the first paint
 * has the page's heading (the kernel's `pages.<page>.title` and `.lead`, set in the same
 * typography as the page's own) and the outline of its form, and nothing moves when the page
 * replaces it. Heights are those of the page's first render, rounded.
 */
export interface PageFrameOutline {
    /** The outlined blocks of the page's main column, top to bottom. */
    main: readonly FrameBlock[];
    /**
     * A column beside the main one from `from` up (`columns`: the grid's tracks there, the main
     * column's first); under the main column below that, or above it when `first`.
     */
    side?: {
        from: 'md' | 'lg';
        columns: string;
        blocks: readonly FrameBlock[];
        first?: boolean;
    };
    /** Space between the blocks, in MUI spacing units (8 px). */
    gap: number;
}
export declare const ROUTE_NAME_SEPARATOR = "___";
export declare const ROUTES: readonly PageRoute[];
// ==== src/routing/staff-modules.d.ts
import type { RoleSlug } from '../domain/roles';
import type { RemoteName } from './route-table';
export interface StaffModule {
    /** The route's name (the route table's `staff___<module>`). */
    name: string;
    path: string;
    remote: RemoteName;
    /** The page the remote renders. */
    page: string;
    /** The menu's label (a key of the shell's `common` namespace). */
    label: string;
    /** The feature flag that switches the module on, per person. */
    flag: string;
    /** The lowest role the module is for, whatever its flag says. */
    minRole: RoleSlug;
}
/** In the order of the staff menu. */
export declare const STAFF_MODULES: {
    readonly orders: StaffModule;
    readonly inbox: StaffModule;
    readonly tariffs: StaffModule;
    readonly rateCards: StaffModule;
    readonly carriers: StaffModule;
    readonly remotes: StaffModule;
    readonly flags: StaffModule;
};
/** The module a flag switches, if it switches one. */
export declare function staffModuleOfFlag(flag: string): StaffModule | undefined;
// ==== src/ssr/index.d.ts
export type { Breadcrumb, HeadInput, PageContext, PageHead, PreloadedPage, RemoteRenderInput, RemoteRenderResult, RemoteServerEntry, ShellRenderInput, ShellRenderResult, ShellServerEntry, } from './types';
export { PRELOADED_PAGE_ELEMENT_ID, preloadedPageScript, readPreloadedPage } from './preloaded';
export { prepareServerRendering } from './server-rendering';
// ==== src/ssr/preloaded.d.ts
import type { PreloadedPage } from './types';
export declare const PRELOADED_PAGE_ELEMENT_ID = "dostavka-page";
/** The script element the server puts next to the configuration; '<' escaped as in the config. */
export declare function preloadedPageScript(page: PreloadedPage): string;
/** The server-rendered page's data, or null when the document was not server-rendered. */
export declare function readPreloadedPage(doc?: Pick<Document, 'getElementById'> | null): PreloadedPage | null;
// ==== src/ssr/server-rendering.d.ts
/**
 * Once, in a process that renders pages to HTML: observer components then render without
 * reactions (a server render never commits, so their reactions would only wait to be collected).
 */
export declare function prepareServerRendering(): void;
// ==== src/ssr/types.d.ts
import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import type { Language } from '@dostavka/shared-kernel/i18n';
import type { RootStore } from '@dostavka/shared-kernel/stores';
/**
 * The contract of server rendering (docs/architecture.md, "Content pages are server-rendered"):
 * the server asks a remote's server build for a page (element, data, head), the shell's server
 * build for the layout around it, and puts both into the document with the page's data, which
 * the browser hands back to the page so it hydrates without fetching it again.
 */
export interface Breadcrumb {
    name: string;
    /** Path with its trailing slash. */
    url: string;
}
/** What a page says about itself in the document head. */
export interface PageHead {
    title: string;
    description: string;
    /** From the home page down to this page (the last one). */
    breadcrumbs: Breadcrumb[];
    /** schema.org objects besides Organization and BreadcrumbList, e.g. FAQPage. */
    jsonLd?: object[];
    ogType?: 'website' | 'article';
    /** When another address shows the same page, the one search engines should keep. */
    canonicalPath?: string;
}
/** The data a server-rendered page was rendered with, as the document carries it. */
export interface PreloadedPage {
    page: string;
    /** Pathname and search of the document: the data is only for that address. */
    path: string;
    data: unknown;
}
export interface PageContext {
    /** The route's name in the route table. */
    route: string;
    params: Record<string, string>;
    query: Record<string, string>;
    pathname: string;
    lang: Language;
}
export interface RemoteRenderInput extends PageContext {
    page: string;
    api: ApiClients;
    store: RootStore;
    bus: EventBus<DostavkaEvents>;
    i18n: I18n;
}
export type RemoteRenderResult = {
    status: 200;
    element: ReactElement;
    head: PageHead;
    data: unknown;
} | {
    status: 404;
};
/** What a remote's server build exports. */
export interface RemoteServerEntry {
    render(input: RemoteRenderInput): Promise<RemoteRenderResult>;
}
export interface ShellRenderInput {
    /** Pathname and search. */
    url: string;
    store: RootStore;
    bus: EventBus<DostavkaEvents>;
    i18n: I18n;
    /** The remote page for the route's area; null renders the layout only (the 404 page). */
    slot: ReactElement | null;
    /** The path answered 404: the shell shows its not-found page there. */
    notFoundPath: string | null;
}
export interface HeadInput {
    head: PageHead;
    /** Public origin, e.g. https://dostavka.example. */
    origin: string;
    pathname: string;
    lang: Language;
    /** A page that must not be indexed (the 404 page): no canonical, no alternates. */
    noindex?: boolean;
}
export interface ShellRenderResult {
    /** The markup of #root. */
    html: string;
    /** The page's critical CSS as `<style>` elements for the head, once each (emotion's). */
    styles: string;
}
/** What the shell's server build exports. */
export interface ShellServerEntry {
    renderApp(input: ShellRenderInput): Promise<ShellRenderResult>;
    /** The head tags: title, description, canonical, hreflang, Open Graph, JSON-LD. */
    renderHead(input: HeadInput): string;
    notFoundHead(lang: Language): PageHead;
}
// ==== src/stores/auth-store.d.ts
import type { AuthState, AuthTokens, ProfileUser, RoleSlug } from '@dostavka/shared-kernel/domain';
import { type Persistable } from './persistence';
import type { RootStore } from './root-store';
export type LoginStep = 'email' | 'code';
/**
 * wait: the code is expected; success: signed in; error_code: the code was wrong; used_up: the
 * code expired or was used up (5 wrong tries), only a new one helps.
 */
export type LoginStatus = 'wait' | 'success' | 'error_code' | 'used_up';
/** A new code may be asked for this long after the last one (the countdown of "send again"). */
export declare const RESEND_AFTER_MS = 60000;
/** The wait a 429 names ('try again in 40 s', '... in 5 min'), in seconds; null when it names none. */
export declare function waitOf(message: string | null | undefined): number | null;
/** The Web Lock the tabs of one browser take in turn to refresh (one refresh at a time). */
export declare const REFRESH_LOCK = "dostavka:token-refresh";
/** Sign-in by e-mail code, the session tokens and their refresh. The user itself is the profile's. */
export declare class AuthStore implements Persistable<{
    jwt: AuthTokens | null;
}> {
    private readonly root;
    jwt: AuthTokens | null;
    step: LoginStep;
    status: LoginStatus;
    email: string;
    code: string;
    /** When the last code was sent (ms since the epoch): the "send again" countdown starts there. */
    codeSentAt: number | null;
    /** How many minutes the last code is valid, as the server said (`expiresIn`); null before one. */
    codeValidMinutes: number | null;
    /** The e-mail field was filled from the order the visitor is placing. */
    emailOffered: boolean;
    private refreshing;
    constructor(root: RootStore);
    get loggedIn(): boolean;
    get user(): ProfileUser | null;
    get role(): RoleSlug | null;
    get accessToken(): string | null;
    get state(): AuthState;
    setEmail(email: string): void;
    /** Offers an e-mail typed elsewhere (the order form) in the sign-in form, unless one is typed there. */
    offerEmail(email: string): void;
    setCode(code: string): void;
    /** Sends the code to the e-mail; on success the form moves to the code step. */
    requestCode(captchaToken?: string): Promise<boolean>;
    /** Another code to the same address ("send again"), once the countdown has run out. */
    resendCode(): Promise<boolean>;
    /** The words for a code that could not be sent: a limited address says for how long. */
    private sendFailure;
    confirmCode(): Promise<boolean>;
    /** Sets the session, then loads the profile of the signed-in user. */
    login(tokens: AuthTokens): Promise<void>;
    /** Back from the code step returns to the e-mail step with both fields cleared; back from there closes the modal. */
    back(): void;
    /**
     * Replaces the tokens. Without a refresh token, or when the server refuses it, the user is
     * signed out; the error is rethrown. A refresh that got no answer, or a server error, keeps the
     * session. Concurrent calls share one request.
     */
    refresh(): Promise<void>;
    /**
     * Tabs coordinate through a Web Lock: one refreshes while the others wait, and a tab that
     * waited takes the tokens the other one stored instead of spending its own (spent) token. Where
     * there are no Web Locks the server's grace window (security.md) keeps racing tabs signed in.
     */
    private doRefresh;
    /** The session another tab stored, when it differs from this tab's. */
    private storedByOtherTab;
    /** Another tab changed the stored session (refreshed, signed in or out): this tab follows. */
    followStorage(key: string | null): void;
    private refreshOnce;
    /**
     * The user's sign-out: the server ends the sign-in (its refresh tokens and the access tokens
     * issued so far), then the session is forgotten here. The session ends here even when the
     * server cannot be reached.
     */
    signOut(): Promise<void>;
    /** Forgets the session in this browser (the server is not told: see signOut). */
    logout(): void;
    snapshot(): {
        jwt: AuthTokens | null;
    };
    restore(data: unknown): void;
}
// ==== src/stores/cities-store.d.ts
import { type City, type RegionSummary } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';
/** Every city, for the letter and region panels: 'unavailable' when the content service cannot list them. */
export type CatalogueStatus = 'idle' | 'loading' | 'ready' | 'unavailable';
/** Cities per page when the whole list is read (the content service's largest page). */
export declare const CATALOGUE_PAGE_SIZE = 100;
/** Cities on show (popular or found), every city met so far, and the whole list for the picker's panels. */
export declare class CitiesStore {
    private readonly root;
    /** The spec's temporary list: the cities on show, replaced by every search or load. */
    list: City[];
    /** The spec's permanent list: grows only, by the cities whose code it lacks. */
    known: City[];
    popular: City[];
    /** A city search is waiting for its answer. */
    searching: boolean;
    catalogue: City[];
    catalogueStatus: CatalogueStatus;
    private searchSeq;
    private popularLoad;
    private catalogueLoad;
    constructor(root: RootStore);
    get byCode(): ReadonlyMap<string, City>;
    get regions(): RegionSummary[];
    get letters(): string[];
    setCities(cities: City[]): void;
    /** On failure the list empties and the visitor is told no cities were found. */
    loadPopular(): Promise<void>;
    /** The popular cities on show again, loaded once per page (a failed load is tried again). */
    showPopular(): Promise<void>;
    /** Only the answer to the latest search is kept, whatever order the answers arrive in. */
    search(name: string): Promise<void>;
    /**
     * Reads every city once (GET /city, page by page) for the letter and region panels. When the
     * content service cannot list them the status says so and the panels point to the search.
     */
    loadCatalogue(): Promise<void>;
    /**
     * The city a shared link names by slug: one met already, a popular one, one of the whole list,
     * or the one the content service finds (GET /city/singleCityContent takes a slug). Null when none has it.
     */
    resolve(slug: string): Promise<City | null>;
    private readCatalogue;
    private remember;
}
// ==== src/stores/contact-store.d.ts
import type { RootStore } from './root-store';
/** The feedback message and callback forms of the header (they share the captcha token). */
export declare class ContactStore {
    private readonly root;
    /** Captcha solution. */
    token: string;
    phone: string;
    message: string;
    /** Ad-tracking visit id, read by the shell from its cookie. */
    roistat: string;
    sending: boolean;
    /**
     * One key per intended request: a retry after a failure reuses it (the server answers a
     * repeated key with the first response), a new request after a success gets a new one.
     */
    private messageKey;
    private callbackKey;
    constructor(root: RootStore);
    get phoneValid(): boolean;
    setToken(token: string): void;
    setPhone(phone: string): void;
    setMessage(message: string): void;
    setRoistat(roistat: string): void;
    /**
     * After a successful message the token, phone and message clear; on failure they stay for a
     * retry. A second call while one is under way (a double click) sends nothing.
     */
    sendMessage(): Promise<boolean>;
    /**
     * The token, roistat and phone clear as soon as the request starts (spec 4). A second call
     * while one is under way sends nothing; a retry of the same phone reuses the key.
     */
    requestCallback(): Promise<boolean>;
    /** One request at a time: whether it went through (`sent` runs then); `sending` meanwhile. */
    private send;
}
// ==== src/stores/content-store.d.ts
import type { ContentPage, Faq, FaqCategory, FaqVoteResult, FaqVoteValue } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';
export type FaqVote = FaqVoteValue;
/** FAQ and pages of the content service, cached for the life of the page. */
export declare class ContentStore {
    private readonly root;
    faqCategories: FaqCategory[];
    /** url -> page, or null when the service does not know the url (a 404 page). */
    pages: Map<string, {
        price?: {
            lot?: {
                name: {
                    ru: string;
                    en: string;
                };
                weightKg: number;
                pieces: number;
            } | undefined;
            from: {
                name: string;
                code: string;
                slug: string;
                id: number;
                fias: string;
                region: {
                    name: string;
                    code: string;
                    slug: string;
                };
            };
            to: {
                name: string;
                code: string;
                slug: string;
                id: number;
                fias: string;
                region: {
                    name: string;
                    code: string;
                    slug: string;
                };
            };
            distanceKm: number;
            pricedOn: string;
            row: {
                kind: "dedicated" | "consolidated";
                key: "kg1" | "kg10" | "kg100" | "kg500" | "t1" | "t5" | "van" | "truck20" | "lot";
                vehicle: string | null;
                weightKg: number;
                offers: {
                    total: number;
                    company: {
                        name: string;
                        slug: string;
                    };
                    preliminarily: boolean;
                    tariff: string;
                    term: {
                        min: number;
                        max: number;
                    };
                }[];
            };
            terminals: {
                name: string;
                id: string;
                lat: number;
                lon: number;
                provider: string;
                kind: "WAREHOUSE" | "OFFICE" | "POSTAMAT";
                city: {
                    name: string;
                    code: string;
                };
                address: string;
                hours: string;
                locker: {
                    cellCm: {
                        length: number;
                        width: number;
                        height: number;
                    };
                    maxKg: number;
                } | null;
            }[];
        } | null | undefined;
        description: string;
        url: string;
        title: string;
        en: {
            description: string;
            title: string;
            h1: string;
            body: string;
        } | null;
        h1: string;
        body: string;
        catalogue: string | null;
        group: {
            name: {
                ru: string;
                en: string;
            };
            key: string;
            root: string;
            pages: {
                url: string;
                en: string | null;
                h1: string;
            }[];
        } | null;
    } | null>;
    votes: Map<string, "like" | "dislike">;
    constructor(root: RootStore);
    get faqs(): Faq[];
    faqBySlug(slug: string): Faq | undefined;
    loadFaqCategories(page?: number, limit?: number): Promise<void>;
    /** Categories a page already has (from the server render): their votes become the visitor's. */
    setFaqCategories(categories: FaqCategory[]): void;
    /** The page for a url; null when it does not exist. Other failures are rethrown for the error page. */
    loadPage(url: string): Promise<ContentPage | null>;
    /**
     * The visitor's like or dislike: one vote per question, which a new vote replaces (the server
     * keeps it per visitor). The vote shows at once; a failed one is taken back. Resolves to the
     * question's new counts, or null when nothing changed or the vote failed.
     */
    vote(slug: string, vote: FaqVote): Promise<FaqVoteResult | null>;
    private applyVote;
    private remember;
}
// ==== src/stores/delivery-store.d.ts
import type { Cargo, CombinedCargoValidation, DedicatedOption, DeliverySearchPayload, PackagingPreset, ServerTransportRecord, ShipmentTotals, Transport, TransportOption, TransportSlug, TransportType } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';
/** The part of the delivery an order draft keeps between visits (see OrderStore). */
export interface DeliveryDraft {
    typeSlug: TransportSlug;
    option: TransportOption | null;
    transport: Transport | null;
    declared: number;
    description: string;
    cargos: Cargo[];
    date: string;
    cargoMode?: CargoMode;
    shipmentTotals?: ShipmentTotals;
}
/** How the cargo is described: places with sizes, or the shipment's total weight and volume. */
export type CargoMode = 'places' | 'totals';
export declare const EMPTY_TOTALS: ShipmentTotals;
/** The cargo or vehicle of the shipment: what the calculator prices and the order sends. */
export declare class DeliveryStore {
    private readonly root;
    /** Starts with combined only; the dedicated type arrives with the vehicle list. */
    transportTypes: TransportType[];
    typeSlug: TransportSlug;
    option: TransportOption | null;
    transport: Transport | null;
    declared: number;
    /** What is sent; 'документы' is not insured. */
    description: string;
    cargos: Cargo[];
    /** Places with sizes, or (weight-only mode) the totals of `shipmentTotals`. */
    cargoMode: CargoMode;
    /** Kilograms, cubic metres, pieces; read only in weight-only mode. */
    shipmentTotals: ShipmentTotals;
    /** YYYY-MM-DD. */
    date: string;
    /** The vehicle list's last load failed (the dedicated type cannot be offered until it loads). */
    transportsFailed: boolean;
    constructor(root: RootStore);
    get type(): TransportType;
    get isDedicated(): boolean;
    /** The totals that stand for the cargo, in weight-only mode; null when places describe it. */
    get totals(): ShipmentTotals | null;
    setCargoMode(mode: CargoMode): void;
    setTotals(patch: Partial<ShipmentTotals>): void;
    get cargoValidation(): CombinedCargoValidation;
    get insurance(): number;
    get canStartSearch(): boolean;
    get searchPayload(): DeliverySearchPayload;
    /** Adds (or replaces) the dedicated type built from the server's vehicles. */
    setTransports(records: readonly ServerTransportRecord[]): void;
    sortTransports(): void;
    /** The vehicle list of the content service becomes the dedicated type, lightest first. */
    loadTransports(): Promise<void>;
    /** The vehicle list has arrived (the dedicated type exists). */
    get transportsLoaded(): boolean;
    /** The vehicles of the dedicated type, lightest first once sorted. */
    get vehicles(): DedicatedOption[];
    /** The chosen vehicle's record, when a dedicated option is chosen. */
    get vehicle(): DedicatedOption | null;
    /** Loads the vehicle list unless it is here already. */
    ensureTransports(): Promise<void>;
    /** Changing the type clears the chosen option (and the vehicle built from it). */
    setType(slug: TransportSlug): void;
    /**
     * A dedicated option also becomes the chosen vehicle. Another vehicle keeps the body type,
     * loading way and extra services chosen so far where it offers them (else its first body type).
     */
    selectOption(option: TransportOption): void;
    /** Chooses a vehicle of the dedicated type by its objectId; false when there is none such. */
    selectVehicle(objectId: string): boolean;
    /** Switches the body type of the chosen vehicle, keeping what the new type allows. */
    setBodyType(name: string): void;
    setLoad(load: string[]): void;
    toggleAdditional(service: string): void;
    setDeclared(value: number): void;
    setDescription(description: string): void;
    setDate(date: string): void;
    /** A new cargo row, prefilled with the preset's first size and weight. */
    addCargo(preset?: PackagingPreset): Cargo;
    /** Puts another packaging on a place: its first size, weight and flags; the quantity stays. */
    setCargoPreset(id: string, preset: PackagingPreset): void;
    /** Every place at once (a shared link restores them). */
    setCargos(cargos: Cargo[]): void;
    updateCargo(id: string, patch: Partial<Omit<Cargo, 'id'>>): void;
    removeCargo(id: string): void;
    get draft(): DeliveryDraft;
    /** Takes a stored draft (any shape) back; a loading date already past becomes the default one. */
    restoreDraft(data: unknown): void;
    /** Back to an empty combined shipment due tomorrow; the loaded vehicle list stays. */
    reset(): void;
}
// ==== src/stores/form-draft.d.ts
import { type StorageLike } from './persistence';
/** A form's state as a draft keeps it: its values and the fields the visitor has left. */
export interface FormDraftState<V> {
    values: V;
    /** Names of the touched fields ('sender.phone'): their messages show again after a reload. */
    touched: string[];
}
/** Typing settles this long before the draft is written (the last keystrokes are flushed on leaving). */
export declare const FORM_DRAFT_SAVE_MS = 300;
/**
 * A form's state kept in the browser (`dostavka:<name>`) so that it survives a reload and a
 * closed tab: restored as the form's initial values (and touched fields), saved while the visitor
 * types (debounced), cleared when the form is done with. Storage that refuses (private mode,
 * quota) and entries that cannot be read are ignored: a draft is a convenience.
 */
export declare class FormDraft<V> {
    private readonly storage;
    /** Takes a stored value (any shape) and returns values of the form's shape. */
    private readonly read;
    private readonly delayMs;
    private readonly key;
    private pending;
    private timer;
    constructor(storage: StorageLike | null, name: string, 
    /** Takes a stored value (any shape) and returns values of the form's shape. */
    read: (data: unknown) => V, delayMs?: number);
    /** The stored state, or the form's empty values with nothing touched. */
    load(): FormDraftState<V>;
    /** Saves the state once typing has settled. */
    save(state: FormDraftState<V>): void;
    /** Writes a state still waiting for its delay now (the page is being left). */
    flush(): void;
    /** Forgets the draft, and any state still waiting to be written. */
    clear(): void;
    private cancel;
    private write;
}
// ==== src/stores/index.d.ts
export { RootStore, type RootStoreDeps } from './root-store';
export { AuthStore, REFRESH_LOCK, RESEND_AFTER_MS, type LoginStatus, type LoginStep } from './auth-store';
export { CATALOGUE_PAGE_SIZE, CitiesStore, type CatalogueStatus } from './cities-store';
export { ContactStore } from './contact-store';
export { ContentStore, type FaqVote } from './content-store';
export { DeliveryStore, EMPTY_TOTALS, type CargoMode, type DeliveryDraft } from './delivery-store';
export { LocalStorageStore } from './local-storage-store';
export { ModalsStore, type ModalName } from './modals-store';
export { OrderStore, type OrderDraft, type OrderSection } from './order-store';
export { contactFrom, emptyOrderForm, orderFormFrom, payerRole, type ContactRole, type OrderFormValues, type PayerSource, } from './order-form';
export { FORM_DRAFT_SAVE_MS, FormDraft, type FormDraftState } from './form-draft';
export { ShipmentStore, type DirectionSide, type PartnerSearch, type ShipmentDraft } from './shipment-store';
export { ProfileStore } from './profile-store';
export { SwitcherStore, type PickerPanel } from './switcher-store';
export { SEARCH_TIMEOUT_MS, TariffsStore, type SearchBlocker, type SearchFailure } from './tariffs-store';
export { PagedList, type ListPage, type PagedListStatus, type PageFetcher } from './paged-list';
export { persist, STORAGE_PREFIX, type Persistable, type StorageLike } from './persistence';
// ==== src/stores/local-storage-store.d.ts
import type { Contact, SavedContact, SavedContactCity } from '@dostavka/shared-kernel/domain';
import { type Persistable } from './persistence';
import type { RootStore } from './root-store';
interface LocalState {
    firstVisit: boolean;
    savedContacts: SavedContact[];
}
/**
 * What the browser remembers between visits (the first-visit flag, a guest's saved contacts) and
 * the saved contacts of the signed-in user, kept in their account: loaded at sign-in, when the
 * browser's entries move into the account once, and saved and deleted there (optimistically).
 */
export declare class LocalStorageStore implements Persistable<LocalState> {
    private readonly root;
    firstVisit: boolean;
    /** A guest's contacts, in this browser (oldest first). */
    browserContacts: SavedContact[];
    /** The signed-in user's, from the account (oldest first); null until loaded. */
    accountContacts: SavedContact[] | null;
    /** Bumped at every sign-in and sign-out so that late answers of the other session are dropped. */
    private session;
    constructor(root: RootStore);
    /** The contacts shown and offered: the account's when signed in, else the browser's. */
    get savedContacts(): SavedContact[];
    /** Contacts saved for the origin city, newest first. */
    get senderContacts(): SavedContact[];
    /** Contacts saved for the destination city, newest first. */
    get recipientContacts(): SavedContact[];
    markVisited(): void;
    /** Replaces the entry of the same person (same signature) or adds one. */
    saveContact(contact: Pick<Contact, 'name' | 'phone'>, city: SavedContactCity): void;
    deleteContact(signature: string): void;
    /**
     * At sign-in (and start-up with a session): the account's address book, with the browser's
     * entries moved into it first; once the account has them they leave the browser. A failure
     * keeps them here for the next sign-in.
     */
    loadAccount(): Promise<void>;
    /** At sign-out: the account's list is forgotten, the browser's shows again. */
    forgetAccount(): void;
    /** Runs a late answer's change only while the same session is on. */
    private inSession;
    /** Puts back the person's entry as it was in `before` (at its place), or takes it out. */
    private rollBack;
    snapshot(): LocalState;
    restore(data: unknown): void;
}
export {};
// ==== src/stores/modals-store.d.ts
export type ModalName = 'auth' | 'feedback' | 'callback' | 'mobileMenu';
export declare class ModalsStore {
    shown: Record<ModalName, boolean>;
    /** The sign-in captcha was put on the page; it stays there, so the flag never goes back. */
    captchaAdded: boolean;
    constructor();
    show(name: ModalName): void;
    hide(name: ModalName): void;
    toggle(name: ModalName): void;
    isShown(name: ModalName): boolean;
    markCaptchaAdded(): void;
}
// ==== src/stores/order-form.d.ts
import type { Contact } from '@dostavka/shared-kernel/domain';
export type ContactRole = 'payer' | 'recipient' | 'sender';
/** Who pays: the sender or the recipient (one click, no typing), or a payer of its own. */
export type PayerSource = 'sender' | 'recipient' | 'other';
export interface OrderFormValues {
    sender: Contact;
    recipient: Contact;
    payer: Contact;
    payerSource: PayerSource;
    /** Manager mode: the order is placed on behalf of `email` and marked internal. */
    customer: {
        internal: boolean;
        email: string;
    };
}
export declare function emptyOrderForm(): OrderFormValues;
/**
 * A contact from whatever a form or the storage holds: text fields as text (a field final-form
 * left empty is ''), a company exactly when enterprise is on, a passport when one was begun.
 */
export declare function contactFrom(data: unknown): Contact;
/** The form's values from a stored draft (any shape): only what has the right type. */
export declare function orderFormFrom(data: unknown): OrderFormValues;
/** The contact who pays: the sender's or recipient's own entry, or the separate payer. */
export declare const payerRole: (values: Pick<OrderFormValues, "payerSource">) => ContactRole;
// ==== src/stores/order-retry.d.ts
export interface RetryPolicy {
    /** Tries stop once this much time has passed since the first. */
    budgetMs: number;
    /** The wait after the first failure; it doubles after each further one... */
    firstDelayMs: number;
    /** ...up to this. */
    maxDelayMs: number;
}
/**
 * About a minute: a process restarting behind the balancer, or a key left claimed by a request
 * that died (the server takes it over after 60 s), is over by then; longer, the visitor would
 * rather be told.
 */
export declare const ORDER_RETRY: RetryPolicy;
/** A failure after which the same request may still succeed: nothing says the order was refused. */
export declare function isTransient(error: unknown): boolean;
export interface RetryClock {
    now(): number;
    wait(ms: number): Promise<void>;
}
/**
 * `send` until it answers, fails for good, or the budget is spent: then the last failure is
 * thrown (`isTransient` tells the caller the order may or may not have been placed).
 */
export declare function sendWithRetries<T>(send: () => Promise<T>, clock: RetryClock, policy?: RetryPolicy): Promise<T>;
// ==== src/stores/order-store.d.ts
import type { PickupPoint, CreatedOrder, CreateOrderBody, DeliveryMethodSlug, OrderDetail, TariffOffer } from '@dostavka/shared-kernel/domain';
import { FormDraft } from './form-draft';
import { type OrderFormValues } from './order-form';
import { type Persistable } from './persistence';
import type { RootStore } from './root-store';
import type { DirectionSide, ShipmentStore } from './shipment-store';
/** The parts of the order form, in the order the page shows them. */
export type OrderSection = 'tariff' | 'sender' | 'from' | 'recipient' | 'to' | 'payer' | 'customer';
interface Attempt {
    body: string;
    key: string;
}
/** What `dostavka:order` keeps: the idempotency key of an attempt not yet answered. */
export interface OrderDraft {
    attempt: Attempt | null;
}
/**
 * Placing an order: the form's values (react-final-form, kept by `draft`) with the shipment
 * (route, cargo, offer) become the body of POST /order/create. A guest signs in on the way, a
 * quote about to end is priced again first, a retry reuses the idempotency key.
 */
export declare class OrderStore implements Persistable<OrderDraft> {
    private readonly root;
    roistat: string;
    /** From the click of the submit button until the order is placed or given up. */
    creating: boolean;
    /** The tariff is being priced again (the hand-over changed, or its quote ran out). */
    requoting: boolean;
    /**
     * The last try got no answer that says what happened (a gateway error, no connection) even
     * after the retries: the order may or may not be placed. The page says so and offers a retry
     * (with the same key, so it is placed once).
     */
    unconfirmed: boolean;
    /** The last order placed from this page, for its confirmation. */
    created: CreatedOrder | null;
    /** The order form's values and touched fields between visits (sign-in, reload, closed tab). */
    readonly draft: FormDraft<OrderFormValues>;
    /** The idempotency key of the last unanswered attempt and the body it carried. */
    private attempt;
    constructor(root: RootStore);
    get shipment(): ShipmentStore;
    /** Choosing an offer (the calculator does) starts a new order after a placed one. */
    setTariff(tariff: TariffOffer | null): void;
    setRoistat(roistat: string): void;
    /** The hand-over decides the price (door pickup and delivery cost extra): the offer is priced again. */
    chooseDeliveryMethod(side: DirectionSide, slug: DeliveryMethodSlug): Promise<void>;
    /** Chooses the pick-up point at one end; the offer is priced again at that point. */
    choosePoint(side: DirectionSide, point: PickupPoint | null): Promise<void>;
    /** The body of POST /order/create for these form values, or null while no tariff is chosen. */
    body(values: OrderFormValues): Omit<CreateOrderBody, 'idempotencyKey'> | null;
    /**
     * Sends a complete order (the form checks it with the kernel's rules first): a guest is asked
     * to sign in (the draft stays) and the order goes on once signed in; a quote that ran out is
     * priced again first. A second click while one is under way does nothing.
     */
    submit(values: OrderFormValues): Promise<CreatedOrder | null>;
    private signedIn;
    /** False when the offer is gone or its price changed: the visitor looks again before sending. */
    private freshQuote;
    /**
     * Prices the chosen offer again for the current route and cargo (the same carrier's same
     * tariff), with the shipment's search, the one the calculator sends. When it is no longer
     * offered the tariff is cleared and the visitor chooses again. A locker chosen for a shipment
     * known by its weight alone is not priced (no carrier prices a locker without the places' sizes):
     * the tariff stays while the page asks for the sizes, and is priced once they are given.
     */
    requote(): Promise<TariffOffer | null>;
    /**
     * Sends the order. On success the sender and recipient are remembered for their cities, the
     * draft is cleared and 'order:created' is announced; on failure the visitor sees the server's
     * message. Sending the same order again (after a lost answer, even after a reload) reuses its
     * idempotency key, so the server places it once.
     */
    create(values: OrderFormValues): Promise<CreatedOrder | null>;
    /**
     * Repeats a placed order as a new one: its route, hand-overs and courier addresses go into the
     * shipment, its parties into the form's draft (the order page starts from them), and the
     * calculator's address it returns holds the cargo or vehicle, so that a new search prices it:
     * the old price and offer are never reused, nor a pick-up point (the new offer's carrier may
     * differ; the order page asks for one again).
     */
    repeat(order: OrderDetail): Promise<string>;
    /** Clears the form's draft, the shipment (route, delivery, tariff) and the offers. */
    reset(): void;
    dismissCreated(): void;
    snapshot(): OrderDraft;
    restore(data: unknown): void;
    private warn;
    private rememberContacts;
}
export {};
// ==== src/stores/paged-list.d.ts
/** One page of a list as the server answers it: its rows and how many there are in all. */
export interface ListPage<Row> {
    data: Row[];
    total: number;
}
/** Asks the server for a page of the filtered list. */
export type PageFetcher<Filters, Row> = (filters: Filters, page: number, limit: number) => Promise<ListPage<Row>>;
export type PagedListStatus = 'idle' | 'loading' | 'ready' | 'failed';
/**
 * A list the server filters, pages and counts (the staff inbox, the orders board): the filters,
 * the page shown and its rows. A new filter starts at the first page; an answer that arrives
 * after a newer request is dropped; the rows shown stay while the next page loads.
 */
export declare class PagedList<Filters, Row> {
    private readonly fetchPage;
    readonly pageSize: number;
    /** Told after each answer that is shown. */
    private readonly onLoaded;
    filters: Filters;
    page: number;
    rows: Row[];
    total: number;
    status: PagedListStatus;
    private request;
    constructor(fetchPage: PageFetcher<Filters, Row>, empty: Filters, pageSize?: number, 
    /** Told after each answer that is shown. */
    onLoaded?: () => void);
    get pages(): number;
    setFilters(filters: Filters): Promise<void>;
    goTo(page: number): Promise<void>;
    load(): Promise<void>;
    /** Puts a changed row in the place of the one it matches (the list is not asked again). */
    replace(matches: (row: Row) => boolean, row: Row): void;
}
// ==== src/stores/persistence.d.ts
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
export declare const STORAGE_PREFIX = "dostavka:";
export interface Persistable<S> {
    /** Read inside a reaction: touch every observable that should trigger a save. */
    snapshot(): S;
    /** Gets whatever was stored (any shape); takes only what it recognises. */
    restore(data: unknown): void;
}
/**
 * Restores the store from `dostavka:<name>` now and saves it whenever its snapshot changes.
 * Broken JSON and unavailable storage (private mode, quota) are ignored: persistence is a
 * convenience, never a reason for the page to fail. Returns the disposer of the reaction.
 */
export declare function persist<S>(storage: StorageLike | null | undefined, name: string, store: Persistable<S>): () => void;
export declare const isRecord: (value: unknown) => value is Record<string, unknown>;
// ==== src/stores/profile-store.d.ts
import type { ChangeDatesBody, OrderDetail, OrderListItem, OrderListPage, ProfileUser, Waybill } from '@dostavka/shared-kernel/domain';
import type { HistoryFilterValues } from '@dostavka/shared-kernel/rules';
import { type Persistable } from './persistence';
import type { RootStore } from './root-store';
/** The signed-in user and the paged order history. */
export declare class ProfileStore implements Persistable<{
    user: ProfileUser | null;
}> {
    private readonly root;
    user: ProfileUser | null;
    orders: OrderListItem[];
    /** The page to load next; null once the last page is in. */
    nextPage: number | null;
    loadingOrders: boolean;
    /** The history's filter ('' = any): status and the period the orders were placed in. */
    historyFilter: HistoryFilterValues;
    /** The order open in the history, with its timeline, parties, cargo and prices. */
    detail: OrderDetail | null;
    /** The uuid or number being opened; null when none is. */
    openingOrder: string | null;
    /**
     * Manager mode: the signed-in user may place orders on behalf of a customer (MANAGER and above,
     * with its feature flag on for them). Asked of the server, never kept between visits.
     */
    managerMode: boolean;
    /** Bumped by every reset so that answers to older requests are dropped. */
    private generation;
    constructor(root: RootStore);
    get hasMoreOrders(): boolean;
    /** Asks whether manager mode is on for the signed-in user (off for a guest and below MANAGER). */
    loadManagerMode(): Promise<void>;
    setManagerMode(on: boolean): void;
    load(): Promise<ProfileUser | null>;
    /** Loads the next page of the order history, if there is one and none is loading. */
    loadOrders(): Promise<void>;
    appendPage(page: OrderListPage): void;
    resetOrders(): void;
    get historyFiltered(): boolean;
    /** Sets the filter without loading (the page's address, before the first page is asked). */
    setHistoryFilter(filter: HistoryFilterValues): void;
    /** Narrows the history (a new first page); the same filter again changes nothing. */
    filterOrders(filter: HistoryFilterValues): Promise<void>;
    /** Forced refresh: back to page 1 and load it again. */
    refreshOrders(): Promise<void>;
    /** Opens one order; a failure says why in a toast and leaves none open. */
    openOrder(id: string): Promise<OrderDetail | null>;
    closeOrder(): void;
    createWaybill(uuid: string): Promise<Waybill | null>;
    /** A new loading date; the open order shows it at once. A refusal says why in a toast. */
    changeDates(body: ChangeDatesBody): Promise<boolean>;
    /** The customer cancels an order not picked up yet: the open order and its row show it at once. */
    cancelOrder(uuid: string): Promise<boolean>;
    reset(): void;
    snapshot(): {
        user: ProfileUser | null;
    };
    restore(data: unknown): void;
}
// ==== src/stores/root-store.d.ts
import type { ApiClients, RealtimeLike } from '@dostavka/shared-kernel/api';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import { AuthStore } from './auth-store';
import { CitiesStore } from './cities-store';
import { ContactStore } from './contact-store';
import { ContentStore } from './content-store';
import { DeliveryStore } from './delivery-store';
import { LocalStorageStore } from './local-storage-store';
import { ModalsStore } from './modals-store';
import { OrderStore } from './order-store';
import { type StorageLike } from './persistence';
import { ProfileStore } from './profile-store';
import { ShipmentStore } from './shipment-store';
import { SwitcherStore } from './switcher-store';
import { TariffsStore } from './tariffs-store';
export interface RootStoreDeps {
    api: ApiClients;
    /** Absent on the server and wherever live search is not needed. */
    realtime?: RealtimeLike | null;
    bus: EventBus<DostavkaEvents>;
    /** Browser localStorage; null or absent keeps nothing between visits. */
    storage?: StorageLike | null;
    /** Turns translation keys into messages for toasts; the kernel's i18n instance by default. */
    translate?: (key: string, values?: Record<string, string | number>) => string;
    /** The clock, for the default delivery date. */
    now?: () => Date;
    /** Waits between tries of a request sent again (an order whose answer got lost); tests skip them. */
    wait?: (ms: number) => Promise<void>;
}
/**
 * The one state tree of the page (MobX "stores with a root"): every area of spec section 3 gets
 * the root and reaches the others and the transport through it.
 */
export declare class RootStore {
    readonly api: ApiClients;
    readonly realtime: RealtimeLike | null;
    readonly bus: EventBus<DostavkaEvents>;
    readonly translate: (key: string, values?: Record<string, string | number>) => string;
    readonly now: () => Date;
    readonly wait: (ms: number) => Promise<void>;
    /** Where drafts are kept between visits (the browser's localStorage); null keeps nothing. */
    readonly storage: StorageLike | null;
    readonly auth: AuthStore;
    readonly cities: CitiesStore;
    readonly contact: ContactStore;
    readonly content: ContentStore;
    readonly delivery: DeliveryStore;
    readonly localStorage: LocalStorageStore;
    readonly modals: ModalsStore;
    readonly profile: ProfileStore;
    readonly switcher: SwitcherStore;
    readonly shipment: ShipmentStore;
    readonly tariffs: TariffsStore;
    readonly order: OrderStore;
    private readonly disposers;
    constructor({ api, realtime, bus, storage, translate, now, wait }: RootStoreDeps);
    notifyError(message: string): void;
    /** Browser start-up: a stored refresh token renews the session (a refused one signs out). */
    startClient(): Promise<void>;
    /** Server start-up (not for static generation): popular cities and the vehicle list. */
    startServer(): Promise<void>;
    /** Stops persistence and listeners: for tests and for per-request stores on the server. */
    dispose(): void;
}
// ==== src/stores/shipment-store.d.ts
import type { Address, City, DeliveryMethodSlug, DeliverySearchPayload, Directions, PickupPoint, TariffOffer, TariffSearchData } from '@dostavka/shared-kernel/domain';
import { type Persistable } from './persistence';
import type { RootStore } from './root-store';
export type DirectionSide = 'from' | 'to';
/** A search for a partner's order: its own directions and delivery instead of the calculator's. */
export interface PartnerSearch {
    directions: Directions;
    delivery: DeliverySearchPayload;
}
/** The shipment as `dostavka:shipment` keeps it. */
export interface ShipmentDraft {
    directions: Directions;
    tariff: TariffOffer | null;
    delivery: unknown;
}
/**
 * What is shipped and how, shared by the calculator and the order: both ends of the route (city,
 * hand-over, the chosen pick-up point or the courier address), the cargo or vehicle (the delivery store's) and the chosen offer.
 * `searchData()` is the one search both the live search and the order's re-pricing send. It is
 * kept in the browser (`dostavka:shipment`), so a search and a chosen offer survive a reload.
 */
export declare class ShipmentStore implements Persistable<ShipmentDraft> {
    private readonly root;
    directions: Directions;
    /** The offer chosen in the calculator, which the order places. */
    tariff: TariffOffer | null;
    constructor(root: RootStore);
    get passportRequired(): boolean;
    /**
     * The search as the calculator service takes it, over the realtime channel or HTTP. The
     * calculator asks every carrier, so chosen pick-up points (one carrier's) are left out; the
     * order's re-pricing sends them (`withPoints`), and the price is then the price at those points.
     */
    searchData(id?: string, partner?: PartnerSearch, withPoints?: boolean): TariffSearchData;
    /** The chosen offer; a pick-up point of another carrier is dropped. */
    setTariff(tariff: TariffOffer | null): void;
    setCity(side: DirectionSide, city: City | null): void;
    setDeliveryMethod(side: DirectionSide, slug: DeliveryMethodSlug): void;
    /** The pick-up point chosen at one end (a terminal, office or locker of the offer's carrier). */
    setPoint(side: DirectionSide, point: PickupPoint | null): void;
    setAddress(side: DirectionSide, patch: Partial<Address>): void;
    /** Both directions, the delivery and the offer back to nothing chosen. */
    reset(): void;
    snapshot(): ShipmentDraft;
    restore(data: unknown): void;
}
// ==== src/stores/switcher-store.d.ts
/** The panels of the city picker. */
export type PickerPanel = 'city' | 'from-region' | 'to-region' | 'region-city' | 'city-region' | 'from-city' | 'to-city';
/** UI state of the city picker: the letter the catalogue is filtered by. */
export declare class SwitcherStore {
    letter: string | null;
    constructor();
    /** Choosing the selected letter again clears it. */
    selectLetter(letter: string | null): void;
}
// ==== src/stores/tariffs-store.d.ts
import type { RealtimeError, TariffBatch } from '@dostavka/shared-kernel/api';
import type { TariffOffer, TariffSort, TariffTag } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';
import type { PartnerSearch } from './shipment-store';
/** What still keeps the calculator from searching, in the order a visitor fills the form. */
export type SearchBlocker = 'from' | 'to' | 'transport' | 'cargo' | 'cargoInvalid';
/** Why a search ended without all its offers. */
export type SearchFailure = {
    kind: 'server';
    message: string;
}
/** No last batch within SEARCH_TIMEOUT_MS (the channel is down or the server is stuck). */
 | {
    kind: 'timeout';
}
/** The server refused to run the search: too many searches; the visitor waits a little. */
 | {
    kind: 'limited';
};
/** Every provider answers within 3 s on the server; past this the search is given up. */
export declare const SEARCH_TIMEOUT_MS = 25000;
/** The live tariff search: offers stream in over the realtime channel, tagged with the search id. */
export declare class TariffsStore {
    private readonly root;
    items: TariffOffer[];
    id: string;
    searching: boolean;
    sort: TariffSort;
    failure: SearchFailure | null;
    private timer;
    constructor(root: RootStore);
    get sorted(): TariffOffer[];
    /** Cheapest, fastest and best-value badges by offer uuid. */
    get tags(): ReadonlyMap<string, TariffTag[]>;
    /** How many carriers have answered with offers so far. */
    get providerCount(): number;
    get blocker(): SearchBlocker | null;
    /** Both cities chosen; dedicated needs a vehicle, combined at least one cargo, all within the limits. */
    get canStart(): boolean;
    setSort(sort: TariffSort): void;
    /**
     * Cancels a running search, then starts a new one with a fresh id and no offers. Returns the
     * id, or null when the delivery cannot be searched yet.
     */
    start(partner?: PartnerSearch): string | null;
    /** Adds one offer or a batch, if they belong to the current search. */
    append(id: string, tariffs: TariffOffer | TariffOffer[]): boolean;
    /** A batch from the realtime channel; the last one of a search ends it. */
    receive(batch: TariffBatch): void;
    /** The server refused the current search (a shape error's ending batch follows; a limit's does not). */
    fail(error: RealtimeError): void;
    /** Stops listening for this search and tells the server to stop computing it. */
    disable(): void;
    /** Drops the offers, then cancels the search they came from. */
    cancel(): void;
    reset(): void;
    private finish;
    private armTimeout;
    private timeOut;
}
// ==== src/stores/test-data.d.ts
import type { City, OrderDetail, PickupPoint, TariffOffer } from '@dostavka/shared-kernel/domain';
import type { OrderFormValues } from './order-form';
import type { RootStore } from './root-store';
/** A city; its region (code and name, the name as its slug) only where a test needs one. */
export declare function testCity(code: string, name?: string, { slug, region, }?: {
    slug?: string;
    region?: {
        code: string;
        name: string;
    };
}): City;
/** The two ends most tests ship between. */
export declare const TEST_SPB: {
    name: string;
    code: string;
    slug: string;
    warning: string | null;
    id: number;
    popularity: number;
    fias: string;
    postcode: string | null;
    region: {
        name: string;
        code: string;
        slug: string;
        timezone: string;
        warning: string | null;
        country: {
            name: string;
            code: string;
        };
    };
    coordinates: {
        lat: number;
        lon: number;
    };
};
export declare const TEST_MOSCOW: {
    name: string;
    code: string;
    slug: string;
    warning: string | null;
    id: number;
    popularity: number;
    fias: string;
    postcode: string | null;
    region: {
        name: string;
        code: string;
        slug: string;
        timezone: string;
        warning: string | null;
        country: {
            name: string;
            code: string;
        };
    };
    coordinates: {
        lat: number;
        lon: number;
    };
};
export declare function testOffer(uuid: string, total?: number, passport?: boolean): TariffOffer;
/**
 * A pick-up point of a carrier in a city: a terminal, or a locker with a 60 × 40 × 40 cm cell
 * taking 15 kg (or the cell given).
 */
export declare function testPoint(id: string, { provider, city, kind, locker, }?: Partial<Pick<PickupPoint, 'provider' | 'city' | 'kind' | 'locker'>>): PickupPoint;
/**
 * A placed order: a company sends one 12 kg box from Saint Petersburg to Moscow, warehouse to
 * warehouse, for 2 302 ₽. A test overrides what it is about.
 */
export declare function testOrder(over?: Partial<OrderDetail>): OrderDetail;
/**
 * An order ready to be sent, as the order tests share it: the form's values (a company sender,
 * Иван of ООО Ромашка; a private recipient, Пётр, with his passport when the tariff asks for one;
 * the sender pays) and the shipment (one box from Saint Petersburg, the carrier's terminal, to a courier at
 * Тверская, 1 in Moscow, with `offer` chosen). Returns the values.
 */
export declare function fillTestOrder(root: RootStore, offer?: TariffOffer): OrderFormValues;
// ==== src/stores/test-support.d.ts
/** Fakes for the store tests: API clients of jest mocks, a realtime channel and a storage in memory. */
import { type ApiClients, type RealtimeLike, type RealtimeServerEvents } from '@dostavka/shared-kernel/api';
import { type DostavkaEvents } from '@dostavka/shared-kernel/bus';
import type { StorageLike } from './persistence';
import { RootStore } from './root-store';
type Mocked<T> = {
    [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : never;
};
export type FakeApi = {
    [S in keyof ApiClients]: Mocked<ApiClients[S]>;
};
/** Every method of the real clients, each a mock that fails until a test says what it answers. */
export declare function fakeApi(): FakeApi;
export declare function fakeRealtime(): {
    realtime: RealtimeLike;
    emitted: [string, unknown][];
    serverSends: <K extends keyof RealtimeServerEvents>(event: K, payload: RealtimeServerEvents[K]) => void | undefined;
    listenerCount: (event: string) => number;
};
export declare function memoryStorage(initial?: Record<string, string>): {
    storage: StorageLike;
    data: Map<string, string>;
};
export declare const NOW: Date;
export declare function createTestRoot(options?: {
    storage?: StorageLike | null;
    withRealtime?: boolean;
}): {
    root: RootStore;
    api: FakeApi;
    bus: import("@dostavka/shared-kernel/bus").EventBus<DostavkaEvents>;
    live: {
        realtime: RealtimeLike;
        emitted: [string, unknown][];
        serverSends: <K extends keyof RealtimeServerEvents>(event: K, payload: RealtimeServerEvents[K]) => void | undefined;
        listenerCount: (event: string) => number;
    };
    notifications: {
        message: string;
        variant: import("@dostavka/shared-kernel/bus").NotifyVariant;
    }[];
    waits: number[];
};
export {};
// ==== src/testing/index.d.ts
/**
 * Test support for every package's jest tests (never imported by app code): API clients of jest
 * mocks, a fake realtime channel, and rendering inside the kernel providers.
 */
export { createTestRoot, fakeApi, fakeRealtime, memoryStorage, type FakeApi } from '../stores/test-support';
export { renderWithKernel } from '../ui/test-kernel';
export { fillTestOrder, TEST_MOSCOW, TEST_SPB, testCity, testOffer, testOrder, testPoint, } from '../stores/test-data';
// ==== src/ui/app-link.d.ts
import { type MouseEvent, type ReactElement } from 'react';
import { type ButtonProps } from '@mui/material/Button';
import { type LinkProps } from '@mui/material/Link';
/**
 * A click on a site link inside a remote: the shell's router navigates (remotes do not own it);
 * a click with a modifier key or another button keeps the browser's behaviour (new tab, window).
 */
export declare function useAppNavigate(): (to: string) => (event: MouseEvent) => void;
export type AppLinkProps = Omit<LinkProps, 'href'> & {
    to: string;
};
/** A text link to a page of the site, usable in any remote. */
export declare function AppLink({ to, onClick, ...props }: AppLinkProps): ReactElement;
export type AppButtonLinkProps = Omit<ButtonProps<'a'>, 'href'> & {
    to: string;
};
/** A button that goes to a page of the site. */
export declare function AppButtonLink({ to, onClick, ...props }: AppButtonLinkProps): ReactElement;
// ==== src/ui/area-fallback.d.ts
import type { ReactElement } from 'react';
export interface AreaFallbackProps {
    onRetry(): void;
    /** What went wrong; kept on the element for debugging, not shown to visitors. */
    error?: unknown;
}
/** Stands in for a remote that failed to load or crashed, inside that remote's area only. */
export declare function AreaFallback({ onRetry, error }: AreaFallbackProps): ReactElement;
// ==== src/ui/checkbox-field.d.ts
import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'> {
    label: ReactNode;
    /** 'small' in dense rows (a cargo place's options). */
    size?: 'small' | 'medium';
    sx?: SxProps<Theme>;
}
/**
 * A labelled checkbox: the browser's own, in the theme's primary colour, its label beside it in
 * the body text, the whole row a click target as tall as MUI's (38 or 42 px). MUI's Checkbox with
 * FormControlLabel is an icon drawn over a hidden input (4–5 KB gzip of a form's first view).
 */
export declare function CheckboxField({ label, size, disabled, sx, ...input }: CheckboxFieldProps): ReactElement;
// ==== src/ui/choice-buttons.d.ts
import type { ReactElement, ReactNode } from 'react';
export interface ChoiceButtonsProps<V extends string> {
    /** The choices in order, each with its label. */
    options: ReadonlyArray<{
        value: V;
        label: ReactNode;
    }>;
    value: V | null;
    onChange(value: V): void;
    /** The group's name: its text, or the id of the element holding it. */
    label?: string;
    labelledBy?: string;
}
/**
 * One of a few choices as joined buttons, the chosen one pressed (`aria-pressed`), in a labelled
 * group. What MUI's exclusive ToggleButtonGroup shows, on the Button every page already loads
 * (the group, its buttons and their roving focus are 5–8 KB gzip more for a first view).
 */
export declare function ChoiceButtons<V extends string>({ options, value, onChange, label, labelledBy, }: ChoiceButtonsProps<V>): ReactElement;
// ==== src/ui/city-picker/catalogue-notice.d.ts
import type { ReactElement } from 'react';
/**
 * The letter and region panels need the whole city list. While it loads they show a spinner;
 * when the content service cannot list cities they say so and point to the search.
 */
export declare const CatalogueNotice: (({ onUseSearch, }: {
    /** Takes the visitor to the search by name (from the region panel). */
    onUseSearch?: () => void;
}) => ReactElement | null) & import("react").NamedExoticComponent<{
    /** Takes the visitor to the search by name (from the region panel). */
    onUseSearch?: () => void;
}> & {
    readonly type: ({ onUseSearch, }: {
        /** Takes the visitor to the search by name (from the region panel). */
        onUseSearch?: () => void;
    }) => ReactElement | null;
};
// ==== src/ui/city-picker/city-field.d.ts
import { type ReactElement } from 'react';
import type { City } from '@dostavka/shared-kernel/domain';
import type { Side } from './city-picker-dialog';
export interface CityPickerFieldProps {
    side: Side;
    value: City | null;
    onChange(city: City): void;
    /** Shown under the field, e.g. a city from a link that was not found. */
    error?: string | null;
}
/**
 * The city picker (spec 2): a field for the origin or the destination that opens the choice of a
 * city by name, from the popular ones, by its first letter or through its region. The calculator
 * and the content pages pick the same way.
 */
export declare function CityPickerField({ side, value, onChange, error }: CityPickerFieldProps): ReactElement;
// ==== src/ui/city-picker/city-list.d.ts
import type { ReactElement } from 'react';
import type { City } from '@dostavka/shared-kernel/domain';
export interface CityListProps {
    cities: readonly City[];
    label: string;
    selected: City | null;
    onPick(city: City): void;
    /** Without the region under each name (a region's own list). */
    hideRegion?: boolean;
}
/**
 * Cities to choose from: the name and the region under it in the visitor's language (the data's
 * Russian names through `useDataNames`), and a warning when the city has one.
 */
export declare function CityList({ cities, label, selected, onPick, hideRegion, }: CityListProps): ReactElement;
// ==== src/ui/city-picker/city-panel.d.ts
import type { ReactElement } from 'react';
import { type City } from '@dostavka/shared-kernel/domain';
export interface CityPanelProps {
    /** The search text as typed and as last sent (after the debounce). */
    text: string;
    selected: City | null;
    onPick(city: City): void;
}
/** City mode: cities found by name, or the popular ones with the letter index, or one letter's cities. */
export declare const CityPanel: (({ text, selected, onPick, }: CityPanelProps) => ReactElement) & import("react").NamedExoticComponent<CityPanelProps> & {
    readonly type: ({ text, selected, onPick, }: CityPanelProps) => ReactElement;
};
// ==== src/ui/city-picker/city-picker-dialog.d.ts
import { type ReactElement } from 'react';
import { type City } from '@dostavka/shared-kernel/domain';
import type { PickerPanel } from '@dostavka/shared-kernel/stores';
export type Side = 'from' | 'to';
type Mode = 'city' | 'region';
/**
 * The panel on show, as the switcher store names it (spec 2): 'city' for the search and the
 * popular cities, 'from-city' / 'to-city' for one letter's cities, 'from-region' / 'to-region'
 * for the regions, 'region-city' (origin) / 'city-region' (destination) for a region's cities.
 */
export declare function panelOf(side: Side, mode: Mode, letter: boolean, region: boolean): PickerPanel;
export interface CityPickerDialogProps {
    side: Side;
    open: boolean;
    title: string;
    selected: City | null;
    onClose(): void;
    onPick(city: City): void;
}
/** Choosing a city: by name as one types, from the popular ones, by its first letter or through its region. */
export declare const CityPickerDialog: (({ side, open, title, selected, onClose, onPick, }: CityPickerDialogProps) => ReactElement) & import("react").NamedExoticComponent<CityPickerDialogProps> & {
    readonly type: ({ side, open, title, selected, onClose, onPick, }: CityPickerDialogProps) => ReactElement;
};
export {};
// ==== src/ui/city-picker/index.d.ts
export { CityPickerField, type CityPickerFieldProps } from './city-field';
// ==== src/ui/city-picker/region-panel.d.ts
import { type ReactElement } from 'react';
import { type City, type RegionSummary } from '@dostavka/shared-kernel/domain';
export interface RegionPanelProps {
    region: RegionSummary | null;
    onRegion(region: RegionSummary | null): void;
    selected: City | null;
    onPick(city: City): void;
    onUseSearch(): void;
}
/** Region mode: every region (with a filter), then the cities of the chosen one. */
export declare const RegionPanel: (({ region, onRegion, selected, onPick, onUseSearch, }: RegionPanelProps) => ReactElement) & import("react").NamedExoticComponent<RegionPanelProps> & {
    readonly type: ({ region, onRegion, selected, onPick, onUseSearch, }: RegionPanelProps) => ReactElement;
};
// ==== src/ui/contexts.d.ts
import { type ReactElement, type ReactNode } from 'react';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import type { RootStore } from '@dostavka/shared-kernel/stores';
export declare function StoreProvider({ store, children }: {
    store: RootStore;
    children?: ReactNode;
}): ReactElement;
export declare function BusProvider({ bus, children, }: {
    bus: EventBus<DostavkaEvents>;
    children?: ReactNode;
}): ReactElement;
/** The page's root store. Each parcel root must be wrapped in KernelProviders: context does not cross parcels. */
export declare function useStore(): RootStore;
export declare function useBus(): EventBus<DostavkaEvents>;
/** For shared views that also render outside the providers (e.g. a server-rendered 404). */
export declare function useOptionalBus(): EventBus<DostavkaEvents> | null;
// ==== src/ui/core.d.ts
export { BREAKPOINTS, createDostavkaTheme, FONT_FAMILY } from './theme';
export { BusProvider, StoreProvider, useBus, useOptionalBus, useStore } from './contexts';
export { dostavkaTheme, KernelProviders, type KernelProvidersProps } from './kernel-providers';
export { notify, TOAST_MAX_PER_TYPE, TOAST_TIMEOUT_MS, useNotify } from './notify';
export { NotFoundView } from './not-found-view';
export { AreaFallback, type AreaFallbackProps } from './area-fallback';
export { Island } from './island';
export { PageLoader } from './page-loader';
export { SamePart, SamePartsProvider, type SameParts } from './same-part';
export { useDebounced } from './use-debounced';
export { useOnceAsked } from './use-once-asked';
export { isDialogEntry, useCloseOnBack } from './use-close-on-back';
export { useDateFormat, type DateFormat } from './use-date-format';
export { useNumberFormat, type NumberFormat } from './use-number-format';
export { useDataNames } from './use-data-names';
export { pageTexts, usePageTexts, type OwnTexts } from './use-page-texts';
export { breakpointForUserAgent, breakpointForWidth, DEVICE_BREAKPOINTS, FALLBACK_BREAKPOINT, trackViewport, VIEWPORT_COOKIE, viewportCookie, viewportFromCookie, type BreakpointName, type Device, } from './viewport';
export { AppButtonLink, AppLink, useAppNavigate, type AppButtonLinkProps, type AppLinkProps, } from './app-link';
export * from './icons';
export { OrderStatusChip } from './order/order-status-chip';
export { Tag, type TagColor, type TagProps } from './tag';
// ==== src/ui/filter-form.d.ts
import { type ReactElement, type ReactNode } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';
import type { SxProps, Theme } from '@mui/material/styles';
export interface FilterFormProps<V extends object> {
    initialValues: V;
    /** Every filter with its empty value: what a cleared field is sent as. */
    empty: V;
    /** The filters after a (valid) change. */
    onChange(values: V): void;
    validate?: (values: V) => ValidationErrors;
    /** Changes settle (SETTLE_MS) before `onChange`: text, a date typed digit by digit. Else at once. */
    settle?: boolean;
    label?: string;
    /** The fields (`ChoiceFilter`, `TextFilter`, buttons that change or reset the form). */
    children(form: FormApi<V>): ReactNode;
}
/**
 * A list's filters on react-final-form (the inbox, the orders board, the order history): a search
 * landmark whose every valid change asks for the list again, once typing settles. The fields are
 * the kernel's outlined `TextInput` and `ChoiceInput` (a native select in the same outline).
 */
export declare function FilterForm<V extends object>({ initialValues, empty, onChange, validate, settle, label, children, }: FilterFormProps<V>): ReactElement;
/** A filter that is one of the choices (value and text), or any. */
export declare function ChoiceFilter({ name, label, any, choices, sx, }: {
    name: string;
    label: string;
    /** The text of no filter. */
    any: string;
    choices: ReadonlyArray<readonly [value: string, text: string]>;
    sx?: SxProps<Theme>;
}): ReactElement;
/**
 * A typed filter: text, a search, or a date. A field with a rule shows its message (`message`
 * turns the rule's key into text) as soon as it holds a value: a date field holds only whole dates.
 */
export declare function TextFilter({ name, label, type, placeholder, message, min, sx, }: {
    name: string;
    label: string;
    type?: 'text' | 'search' | 'date';
    placeholder?: string;
    message?: (key: string) => string;
    /** A date field's earliest date. */
    min?: string;
    sx?: SxProps<Theme>;
}): ReactElement;
// ==== src/ui/icons.d.ts
import type { ReactElement } from 'react';
import { type SvgIconProps } from '@mui/material/SvgIcon';
export declare const SwapIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const CalendarIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const CloseIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const PlusIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const MinusIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const DeleteIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const BackIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const ChevronLeftIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const DropDownIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const ChevronRightIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const PinIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const BoxIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const TruckIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const SearchIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const PassportIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const DocumentIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const PhoneIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
export declare const MailIcon: {
    (props: SvgIconProps): ReactElement;
    displayName: string;
};
// ==== src/ui/index.d.ts
export * from '@dostavka/shared-kernel/ui-core';
export { CityPickerField, type CityPickerFieldProps } from '@dostavka/shared-kernel/ui-city-picker';
export { CheckboxField, ChoiceButtons, ChoiceInput, maskPhoneInput, PhoneField, TextInput, type CheckboxFieldProps, type Choice, type ChoiceButtonsProps, type ChoiceInputProps, type PhoneFieldProps, type TextInputProps, } from '@dostavka/shared-kernel/ui-input';
export { ChoiceFilter, FilterForm, TextFilter, type FilterFormProps, } from '@dostavka/shared-kernel/ui-filters';
export { ListPager, type PagedListView } from './list-pager';
export { OrderParties, OrderSection, OrderStatusChip, OrderTimeline, PriceLines, ShipmentFacts, useWaybillDownload, type OrderTimelineProps, } from '@dostavka/shared-kernel/ui-order';
// ==== src/ui/island.d.ts
import type { ReactElement, ReactNode } from 'react';
/**
 * Marks a part of a server-rendered page that comes alive on its own in the browser (an island,
 * docs/architecture.md): the shell's islands script finds `data-island`, loads the part of that
 * name (the shell's own, or one a remote exposes under `./islands`) and hydrates the children with
 * the props written here. The shell and mf-content mark their islands with this one component:
 * the attributes are the contract. `display: contents`: the marker draws no box, so the page lays
 * out as without it (the header stays sticky). Everything outside an island is never hydrated.
 */
export declare function Island<P extends object>({ name, props, children, }: {
    name: string;
    /** What the part is rendered with, as JSON (the browser renders it again with the same). */
    props: P;
    children: ReactNode;
}): ReactElement;
// ==== src/ui/kernel-providers.d.ts
import type { ReactElement, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { type Theme } from '@mui/material/styles';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import type { RootStore } from '@dostavka/shared-kernel/stores';
/** One theme object for the whole page, so the shell and every parcel agree on it. */
export declare function dostavkaTheme(): Theme;
export interface KernelProvidersProps {
    store: RootStore;
    bus: EventBus<DostavkaEvents>;
    theme?: Theme;
    /** The page's one instance by default; the server renders each request with a clone in its language. */
    i18n?: I18n;
    children?: ReactNode;
}
/**
 * Theme, translations, store and bus. The shell wraps its tree in it and every remote wraps its
 * parcel root in it, because React context does not cross parcel roots.
 */
export declare function KernelProviders({ store, bus, theme, i18n: instance, children, }: KernelProvidersProps): ReactElement;
// ==== src/ui/list-pager.d.ts
import type { ReactElement } from 'react';
/** What the pager reads of a paged list (the stores' `PagedList`). */
export interface PagedListView {
    page: number;
    pages: number;
    total: number;
    goTo(page: number): Promise<void>;
}
/** Previous and next page of a paged list, and where it stands; nothing while the list is empty. */
export declare const ListPager: (({ list, prev, next, summary, }: {
    list: PagedListView;
    prev: string;
    next: string;
    /** Where the list stands: 'Page 2 of 5 · 93 orders'. */
    summary(at: Pick<PagedListView, "page" | "pages" | "total">): string;
}) => ReactElement | null) & import("react").NamedExoticComponent<{
    list: PagedListView;
    prev: string;
    next: string;
    /** Where the list stands: 'Page 2 of 5 · 93 orders'. */
    summary(at: Pick<PagedListView, "page" | "pages" | "total">): string;
}> & {
    readonly type: ({ list, prev, next, summary, }: {
        list: PagedListView;
        prev: string;
        next: string;
        /** Where the list stands: 'Page 2 of 5 · 93 orders'. */
        summary(at: Pick<PagedListView, "page" | "pages" | "total">): string;
    }) => ReactElement | null;
};
// ==== src/ui/not-found-view.d.ts
import type { ReactElement } from 'react';
/**
 * The 404 view. The heading is the spec's English sentence in every language (it is what the
 * server answers and what the end-to-end suite looks for); the line under it is translated.
 */
export declare function NotFoundView(): ReactElement;
// ==== src/ui/notify.d.ts
import type { DostavkaEvents, EventBus, NotifyVariant } from '@dostavka/shared-kernel/bus';
/** Spec 9: toasts stay 10 s, at most 2 of each type at once (the shell's notistack applies these). */
export declare const TOAST_TIMEOUT_MS = 10000;
export declare const TOAST_MAX_PER_TYPE = 2;
/** Asks the shell to show a toast; remotes have no toast provider of their own. */
export declare function notify(bus: EventBus<DostavkaEvents>, message: string, variant?: NotifyVariant): void;
export declare function useNotify(): (message: string, variant?: NotifyVariant) => void;
// ==== src/ui/order/index.d.ts
export { OrderParties } from './order-parties';
export { OrderSection } from './order-section';
export { OrderStatusChip } from '@dostavka/shared-kernel/ui-core';
export { OrderTimeline, type OrderTimelineProps } from './order-timeline';
export { PriceLines, ShipmentFacts } from './shipment-facts';
export { useWaybillDownload } from './use-waybill-download';
// ==== src/ui/order/order-parties.d.ts
import type { ReactElement } from 'react';
import { type Direction, type OrderContacts } from '@dostavka/shared-kernel/domain';
/** Sender (with where the cargo is handed over), recipient (with where it is received) and payer. */
export declare function OrderParties({ contacts, directions, }: {
    contacts: OrderContacts;
    directions: {
        from: Direction;
        to: Direction;
    };
}): ReactElement;
// ==== src/ui/order/order-section.d.ts
import type { ReactElement, ReactNode } from 'react';
/** A titled part of an order's view (its timeline, parties, cargo, prices), named by its title. */
export declare function OrderSection({ title, children }: {
    title: string;
    children: ReactNode;
}): ReactElement;
// ==== src/ui/order/order-status-chip.d.ts
import type { ReactElement } from 'react';
import type { OrderStatus } from '@dostavka/shared-kernel/domain';
/** An order's status as a filled tag of its colour. */
export declare function OrderStatusChip({ status, size, }: {
    status: OrderStatus;
    size?: 'small' | 'medium';
}): ReactElement;
// ==== src/ui/order/order-timeline.d.ts
import type { ReactElement } from 'react';
import { type OrderTimelineEntry } from '@dostavka/shared-kernel/domain';
export interface OrderTimelineProps {
    timeline: readonly OrderTimelineEntry[];
    /** City names of the two ends, for where the cargo was at each step. */
    from: string;
    to: string;
}
/** The statuses an order went through, oldest first, each with its date, time and place. */
export declare function OrderTimeline({ timeline, from, to }: OrderTimelineProps): ReactElement;
// ==== src/ui/order/shipment-facts.d.ts
import type { ReactElement } from 'react';
import { type DeliverySearchPayload, type TariffPrice } from '@dostavka/shared-kernel/domain';
/** Pieces, weight and volume, or the vehicle; what is sent and its declared value. */
export declare function ShipmentFacts({ delivery }: {
    delivery: DeliverySearchPayload;
}): ReactElement;
/** The price lines of an offer and its total, in roubles. */
export declare function PriceLines({ prices, total, }: {
    prices: readonly TariffPrice[];
    total: number;
}): ReactElement;
// ==== src/ui/order/use-waybill-download.d.ts
/**
 * The waybill button: asks for a short-lived link (POST /order/waybill/create) and downloads the
 * PDF. A failure is a toast with the server's message or the failed-waybill text (the store's).
 */
export declare function useWaybillDownload(): {
    busy: boolean;
    downloadWaybill(uuid: string): Promise<boolean>;
};
// ==== src/ui/page-loader.d.ts
import type { ReactElement } from 'react';
/** Shown while a page or a remote loads. */
export declare function PageLoader(): ReactElement;
// ==== src/ui/same-part.d.ts
import { type ReactNode } from 'react';
/**
 * A part of a page whose markup is the same on every page that names the same `deps` (the
 * header and the footer: a language and the visible menu; every visitor is a guest on the server
 * and every flag is off), but for its `fills`: strings of the page's data it shows as they are
 * (the calculator entry's cities). In the browser it is its children. On the server a render can
 * take it from an earlier page instead of rendering it again (the shell's ssr/server-parts.tsx),
 * with this page's fills in the places the earlier page's stood: the markup and the styles are the
 * same as rendering it would have given, so hydration does not see the difference.
 */
export interface SameParts {
    render(key: string, children: ReactNode, fills: readonly string[]): ReactNode;
}
export declare const SamePartsProvider: import("react").Provider<SameParts | null>;
export declare function SamePart({ name, deps, fills, children, }: {
    name: string;
    /** Everything but the fills that the part's markup depends on. */
    deps: readonly string[];
    fills?: readonly string[];
    children: ReactNode;
}): string | number | bigint | boolean | Iterable<ReactNode> | Promise<string | number | bigint | boolean | import("react").ReactPortal | import("react").ReactElement<unknown, string | import("react").JSXElementConstructor<any>> | Iterable<ReactNode> | null | undefined> | import("react").JSX.Element | null | undefined;
// ==== src/ui/tag.d.ts
import type { MouseEventHandler, ReactElement, ReactNode } from 'react';
/** A tag's palette colour; 'default' is the neutral grey of a chip without a colour. */
export type TagColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
export interface TagProps {
    label: ReactNode;
    color?: TagColor;
    /** Filled with the colour, or its outline and text. */
    variant?: 'filled' | 'outlined';
    size?: 'small' | 'medium';
    /** A tag that does something is a button (a saved contact that fills the form). */
    onClick?: MouseEventHandler<HTMLButtonElement>;
    'aria-label'?: string;
    /** Data attributes and the like for tests and styles (`data-status`). */
    [data: `data-${string}`]: string | undefined;
}
/**
 * A label drawn as MUI's Chip draws one (24 px high when small, 32 otherwise, 13 px text, fully
 * rounded, the same palette), with a Box, or MUI's ButtonBase (ripple and keyboard focus) when it
 * has an `onClick`: MUI's Chip, made for deletable chips with avatars and icons, is 3 KB gzip of a
 * first view for a word.
 */
export declare function Tag({ label, color, variant, size, onClick, ...data }: TagProps): ReactElement;
// ==== src/ui/test-kernel.d.ts
/** A kernel for the component tests: a real root store over no transport, and a bus. */
import type { ReactElement } from 'react';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { type DostavkaEvents, type EventBus } from '@dostavka/shared-kernel/bus';
import { RootStore, type StorageLike } from '@dostavka/shared-kernel/stores';
export interface TestKernel {
    store: RootStore;
    bus: EventBus<DostavkaEvents>;
}
export interface RenderWithKernelOptions {
    api?: ApiClients;
    /** A store and bus the test built itself (with a realtime channel or a clock); `api` is then unused. */
    kernel?: TestKernel;
    /** What the store keeps between visits (drafts): a test of a reload renders twice over one. */
    storage?: StorageLike;
    /** Puts the store into the state a test starts from, before the first render. */
    setup?(store: RootStore): void;
}
/** `ui` may be a function of the kernel, for pages that take the store and bus as props. */
export declare function renderWithKernel(ui: ReactElement | ((kernel: TestKernel) => ReactElement), { api, kernel, storage, setup }?: RenderWithKernelOptions): {
    container: HTMLElement;
    baseElement: HTMLElement;
    debug: (baseElement?: import("react-dom/client").Container | (Element | Document) | Array<import("react-dom/client").Container | (Element | Document)> | undefined, maxLength?: number | undefined, options?: import("pretty-format").OptionsReceived | undefined) => void;
    rerender: (ui: React.ReactNode) => void;
    unmount: () => void;
    asFragment: () => DocumentFragment;
    getByLabelText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined) => HTMLElement;
    getAllByLabelText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined) => HTMLElement[];
    queryByLabelText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined) => HTMLElement | null;
    queryAllByLabelText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined) => HTMLElement[];
    findByLabelText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement>;
    findAllByLabelText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement[]>;
    getByPlaceholderText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement;
    getAllByPlaceholderText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    queryByPlaceholderText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement | null;
    queryAllByPlaceholderText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    findByPlaceholderText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement>;
    findAllByPlaceholderText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement[]>;
    getByText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined) => HTMLElement;
    getAllByText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined) => HTMLElement[];
    queryByText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined) => HTMLElement | null;
    queryAllByText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined) => HTMLElement[];
    findByText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement>;
    findAllByText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").SelectorMatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement[]>;
    getByAltText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement;
    getAllByAltText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    queryByAltText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement | null;
    queryAllByAltText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    findByAltText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement>;
    findAllByAltText: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement[]>;
    getByTitle: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement;
    getAllByTitle: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    queryByTitle: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement | null;
    queryAllByTitle: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    findByTitle: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement>;
    findAllByTitle: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement[]>;
    getByDisplayValue: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement;
    getAllByDisplayValue: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    queryByDisplayValue: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement | null;
    queryAllByDisplayValue: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    findByDisplayValue: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement>;
    findAllByDisplayValue: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement[]>;
    getByRole: (role: import("@testing-library/dom").ByRoleMatcher, options?: import("@testing-library/dom").ByRoleOptions | undefined) => HTMLElement;
    getAllByRole: (role: import("@testing-library/dom").ByRoleMatcher, options?: import("@testing-library/dom").ByRoleOptions | undefined) => HTMLElement[];
    queryByRole: (role: import("@testing-library/dom").ByRoleMatcher, options?: import("@testing-library/dom").ByRoleOptions | undefined) => HTMLElement | null;
    queryAllByRole: (role: import("@testing-library/dom").ByRoleMatcher, options?: import("@testing-library/dom").ByRoleOptions | undefined) => HTMLElement[];
    findByRole: (role: import("@testing-library/dom").ByRoleMatcher, options?: import("@testing-library/dom").ByRoleOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement>;
    findAllByRole: (role: import("@testing-library/dom").ByRoleMatcher, options?: import("@testing-library/dom").ByRoleOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement[]>;
    getByTestId: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement;
    getAllByTestId: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    queryByTestId: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement | null;
    queryAllByTestId: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined) => HTMLElement[];
    findByTestId: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement>;
    findAllByTestId: (id: import("@testing-library/dom").Matcher, options?: import("@testing-library/dom").MatcherOptions | undefined, waitForElementOptions?: import("@testing-library/dom").waitForOptions | undefined) => Promise<HTMLElement[]>;
    bus: EventBus<DostavkaEvents>;
    store: RootStore;
};
// ==== src/ui/text-input.d.ts
import { type ChangeEvent, type ReactElement, type ReactNode } from 'react';
import { type OutlinedInputProps } from '@mui/material/OutlinedInput';
export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'notched'> {
    label: ReactNode;
    /** Under the field: its error message or a hint (' ' keeps the line's height without text). */
    helperText?: ReactNode;
    /** The label stays above the field even when it is empty (a field that shows a placeholder). */
    shrinkLabel?: boolean;
}
/**
 * A text field drawn as MUI's outlined TextField is (label, outline, helper text, the same
 * accessible names), built from its parts. MUI's TextField imports its Select, and with it Menu,
 * Popover and Modal (about 20 KB gzip), for its `select` mode: the forms of the content pages and
 * the city picker, which are in a first view, never use it. A field that chooses from a list is
 * a `ChoiceInput`.
 */
export declare function TextInput({ id, label, helperText, shrinkLabel, error, fullWidth, size, required, disabled, sx, className, ...input }: TextInputProps): ReactElement;
/** One option of a `ChoiceInput`. */
export interface Choice {
    value: string;
    text: ReactNode;
    disabled?: boolean;
}
export interface ChoiceInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'inputComponent' | 'inputProps' | 'endAdornment' | 'type'> {
    value: string;
    onChange(event: ChangeEvent<HTMLSelectElement>): void;
    choices: readonly Choice[];
}
/**
 * A field that is one of a few choices: a native `select` in the outline of a `TextInput` (on a
 * phone the system's own picker, on a desktop the browser's list, both keyboard-ready), its label
 * always above since a select always shows a value. Not MUI's TextField in select mode, which
 * brings Select, Menu, Popover and Modal (about 20 KB gzip), nor NativeSelect, which brings the
 * standard Input.
 */
export declare function ChoiceInput({ choices, shrinkLabel, sx, onChange, ...field }: ChoiceInputProps): ReactElement;
/** As typed so far, shown in the display format; a Russian mobile number may start with its 9. */
export declare function maskPhoneInput(raw: string): string;
export interface PhoneFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
    value: string;
    onChange(value: string): void;
}
/**
 * A phone input masked as +7 (XXX) XXX-XX-XX while typing (spec 5: masked inputs). A `TextInput`,
 * not MUI's TextField, so that a form with a phone (the order's contacts) loads no list field.
 */
export declare function PhoneField({ value, onChange, inputProps, ...props }: PhoneFieldProps): ReactElement;
export { ChoiceButtons, type ChoiceButtonsProps } from './choice-buttons';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
// ==== src/ui/theme.d.ts
import { type Theme } from '@mui/material/styles';
declare module '@mui/material/styles' {
    interface BreakpointOverrides {
        '2xl': true;
    }
}
/** Spec 9, in px. */
export declare const BREAKPOINTS: {
    readonly xs: 320;
    readonly sm: 640;
    readonly md: 769;
    readonly lg: 1024;
    readonly xl: 1280;
    readonly '2xl': 1536;
};
/** The shell serves and loads the Montserrat files (weights 300–700); the kernel only names the family. */
export declare const FONT_FAMILY = "\"Montserrat\", \"Helvetica Neue\", Arial, sans-serif";
export declare function createDostavkaTheme(): Theme;
// ==== src/ui/use-close-on-back.d.ts
/**
 * Whether the current history entry is one a dialog of this page added. A navigation from
 * it replaces it (the dialog is left for the new page, and Back from there returns to the page
 * under the dialog); a page that writes its state into the address waits until it is gone.
 */
export declare function isDialogEntry(): boolean;
/**
 * A full-screen dialog or picker closes on the browser's Back and leaves the page where it was:
 * while `open`, the dialog has a history entry of its own, and Back calls `close`. Closed any other
 * way, its entry goes. `address` is the address its entry shows (say `?order=N`, relative to the
 * page's), for a dialog a link or a reload may open; by default the page's own.
 */
export declare function useCloseOnBack(open: boolean, close: () => void, address?: string): void;
// ==== src/ui/use-data-names.d.ts
import { type DataNames } from '@dostavka/shared-kernel/domain';
/** Names that come as Russian data (cities, vehicles, bodies, points) in the active language. */
export declare function useDataNames(): DataNames;
// ==== src/ui/use-date-format.d.ts
import type { ConfigType, Dayjs } from 'dayjs';
import { type DateStyle } from '@dostavka/shared-kernel/domain';
export interface DateFormat {
    /** The active language (i18n), for the dates below. */
    language: string;
    /** A date as the visitor's language writes it ('07.03.2025', '7 Mar 2025'). */
    format(input: ConfigType, style?: DateStyle): string;
    /** A dayjs in the visitor's locale (month and weekday names, the week's first day). */
    local(input?: ConfigType): Dayjs;
}
/** Dates by the kernel's clock in the active language; a language switch renders them anew. */
export declare function useDateFormat(): DateFormat;
// ==== src/ui/use-debounced.d.ts
/** The value once it has stayed the same for `delayMs` (typing pauses before a request). */
export declare function useDebounced<T>(value: T, delayMs?: number): T;
// ==== src/ui/use-number-format.d.ts
import { type UnitName } from '@dostavka/shared-kernel/domain';
import type { ConfigType } from 'dayjs';
/** Numbers, costs and units in the visitor's language (`Intl` for English). */
export interface NumberFormat {
    language: string;
    cost(value: number): string;
    number(value: number, digits?: number): string;
    weight(grams: number): string;
    volume(m3: number): string;
    size(size: {
        length: number;
        width: number;
        height: number;
    }, unit?: string): string;
    unit(unit: UnitName): string;
    term(minDays: number, maxDays: number): string;
    deliveryTime(from: ConfigType, to: ConfigType): string;
}
/** The kernel's formatters bound to the active language; a language switch renders them anew. */
export declare function useNumberFormat(): NumberFormat;
// ==== src/ui/use-once-asked.d.ts
/**
 * True from the first render in which `asked` is, and ever after: what loads on demand (a dialog's
 * code) is mounted when first asked for and stays mounted, so it can close with its transition
 * and open again without loading.
 */
export declare function useOnceAsked(asked: boolean): boolean;
// ==== src/ui/use-page-texts.d.ts
import { type RemoteTexts } from '../i18n/remote-texts';
/** A remote's own namespace and its bundled texts. */
export interface OwnTexts {
    namespace: string;
    texts: RemoteTexts;
}
type Translate = (key: string) => string;
/**
 * A page's heading, lead and browser tab title ('Калькулятор доставки — Доставка') from its keys
 * (`pages.<page>.title`, `pages.<page>.lead`, `pageTitle.<page>`, the heading when it has none):
 * one source for the remote's page, the frame the shell shows before it and the head the server
 * renders for that frame. `detail` (an order number) comes first in the tab title.
 */
export declare function pageTexts(t: Translate, page: string, detail?: string): {
    title: string;
    lead: string;
    tab: string;
    tabTitle: string;
};
/**
 * A remote page's heading and lead, and its tab title set, from the remote's own namespace, which
 * is added to the page's i18next instance on first use. The pages whose frame the server draws
 * before their remote arrives (routing's `frame`) keep these texts in the kernel's namespace
 * instead, where the shell finds them too: the remote's own namespace is read first, then the
 * kernel's.
 */
export declare function usePageTexts(own: OwnTexts, page: string, detail?: string): {
    title: string;
    lead: string;
};
export {};
// ==== src/ui/use-page-title.d.ts
/**
 * Sets the browser tab's title of an application page ('Калькулятор доставки — Доставка'): the
 * page's own title, translated by its remote in the active language, then the brand. `detail`
 * (an order number) comes first.
 */
export declare function usePageTitle(title: string, detail?: string): void;
/** 'Калькулятор доставки — Доставка', or with a detail first: '№ 1042 — Заказ — Доставка'. */
export declare function tabTitle(title: string, brand: string, detail?: string): string;
// ==== src/ui/viewport.d.ts
import { BREAKPOINTS } from './theme';
export type BreakpointName = keyof typeof BREAKPOINTS;
export type Device = 'desktop' | 'tablet' | 'mobile';
/** Spec 9: the breakpoint chosen for a page is kept in this cookie for 365 days, same-site strict. */
export declare const VIEWPORT_COOKIE = "viewport";
export declare const VIEWPORT_COOKIE_MAX_AGE_S: number;
/** Re-measured this long after the last resize event. */
export declare const VIEWPORT_RESIZE_DELAY_MS = 50;
export declare const DEVICE_BREAKPOINTS: Record<Device, BreakpointName>;
export declare const FALLBACK_BREAKPOINT: BreakpointName;
/** The largest breakpoint whose minimum width the window reaches (below xs still counts as xs). */
export declare function breakpointForWidth(width: number): BreakpointName;
/** Before anything is measured (the server, a first visit): a guess from the user agent. */
export declare function breakpointForUserAgent(userAgent: string | undefined): BreakpointName;
export declare function viewportCookie(name: BreakpointName): string;
export declare function viewportFromCookie(cookie: string | null | undefined): BreakpointName | null;
/** Keeps the cookie in step with the window, measuring again 50 ms after resizing stops. */
export declare function trackViewport(win?: Window): () => void;
