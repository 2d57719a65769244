/**
 * The call map: every call the commerce API mounts under /api, by its path, with the payload
 * the caller sends and the `data` of the answer envelope. The storefront's client
 * (`app/.server/api.ts`) takes its types from here, so a wrong path or payload is a compile
 * error; `calls.test.ts` checks that the keys are exactly the mounted routes.
 *
 * Keys are the route paths without `/api/`, parameters in Hono's `:name` form. `lang` is
 * added to every payload by the client and is not listed. Types only (and the methods list):
 * no database import, safe for the app to import.
 */
import type { AdminMe, AdminOrderDetail, AdminOrderRow, Dashboard, ListPage } from "../admin/contract.ts";
import type {
  AddressesAnswer,
  FormAnswer,
  LoginAnswer,
  Order,
  OrdersAnswer,
  TokenPair,
  User,
} from "../auth/contract.ts";
import type {
  BrandItem,
  CategoryNode,
  CollectionList,
  FilterGroup,
  ProductCard,
  ProductDetail,
  ProductFilters,
  ProductGroupItem,
  ProductList,
  ProductListParams,
  RouteRecord,
  SearchKey,
  SearchSuggestions,
} from "../catalog/contract.ts";
import type {
  CheckoutAnswer,
  CheckoutOptions,
  CheckoutPayload,
  CheckoutSummary,
  CheckoutSummaryInput,
  PaymentForm,
  PaymentStatusAnswer,
} from "../checkout/contract.ts";
import type {
  Article,
  ArticleCategory,
  ArticleList,
  Branch,
  DeliveryArea,
  FeedbackType,
  HomeDefinitions,
  Menus,
  MessageAnswer,
  Page,
  PushSubscriberAnswer,
  PushSubscriptionJSON,
  ReviewSendAnswer,
  ReviewsAnswer,
} from "../content/contract.ts";
import type {
  CartAnswer,
  CompareAnswer,
  DeliveryType,
  GuestCartItem,
  GuestWishItem,
  ListsState,
  MergeAnswer,
  PaymentType,
  WishlistAnswer,
} from "../lists/contract.ts";
import type { SitemapPage } from "../routing/sitemap.ts";
import type { AuditEntry } from "../staff/contract.ts";

export type Method = "GET" | "POST";

/** One call: the methods it is mounted for; `request` and `answer` exist as types only. */
export interface CallSpec<Req, Ans> {
  readonly methods: readonly Method[];
  readonly request?: Req;
  readonly answer?: Ans;
}

const both = <Req, Ans>(): CallSpec<Req, Ans> => ({ methods: ["GET", "POST"] });
const post = <Req, Ans>(): CallSpec<Req, Ans> => ({ methods: ["POST"] });
const get = <Req, Ans>(): CallSpec<Req, Ans> => ({ methods: ["GET"] });

/** A call without payload (besides `lang`). */
export type NoPayload = Record<string, never>;

/* ───── payloads that are not a contract type of their own ───── */

/** Prices for the cart: the delivery and payment chosen so far (products/cart, cart/summary). */
export interface SummaryOptions {
  mobile?: string;
  delivery?: DeliveryType;
  city?: string;
  district?: string;
  place?: string;
  payment?: PaymentType;
}

/** One line added or changed (product_id, size, option, qty). */
export interface LinePayload {
  product_id: number;
  size: string;
  option: number;
  qty: number;
}

export interface GuestLists {
  cart: GuestCartItem[];
  wishlist: GuestWishItem[];
  compare: number[];
}

export interface AddressPayload {
  title: string;
  city: string;
  district?: string;
  place?: string;
  address: string;
}

export interface FeedbackPayload {
  type: FeedbackType | string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  message?: string;
  /** honeypot: must stay empty */
  website?: string;
}

export interface ReviewPayload {
  productId: number;
  review: string;
  fullName: string;
  email: string;
  rating: number | string;
  /** honeypot: must stay empty */
  website?: string;
}

/** orders/pay answer: a new payment attempt, like checkout's card answer (a bank form or a hosted page). */
export interface OrderPayAnswer {
  token: string;
  number: string;
  azericard?: PaymentForm;
  paymentUrl?: string;
}

export interface EmailOutboxItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  driver: string;
  status: string;
  createdAt: string;
}

export interface SmsOutboxItem {
  id: number;
  mobile: string;
  text: string;
  driver: string;
  status: string;
  createdAt: string;
}

/** Form fields of the account calls (signup, remind, verify): validated by the API's schemas. */
type FormFields = Record<string, unknown>;
/** Back-office list queries: search, filters, sort, page and limit as text (the list kit parses them). */
type ListQuery = Record<string, string>;

/** Every call the API mounts under /api. */
export const CALLS = {
  /* core */
  health: get<NoPayload, { db: string }>(),

  /* catalogue */
  products: both<ProductListParams, ProductList>(),
  "products/new": both<ProductListParams, ProductList>(),
  "products/sale": both<ProductListParams, ProductList>(),
  "products/best-sellers": both<ProductListParams, ProductList>(),
  "products/filters": both<ProductListParams, ProductFilters>(),
  "products/filters/brands": both<ProductListParams, FilterGroup>(),
  "products/filters/colors": both<ProductListParams, FilterGroup>(),
  "products/filters/sizes": both<ProductListParams, FilterGroup>(),
  "categories/filters": both<ProductListParams, FilterGroup>(),
  "collections/filters": both<ProductListParams, FilterGroup>(),
  "products/by-ids": both<{ search_ids?: string; search_id?: string }, ProductCard[]>(),
  "products/info/:id": both<NoPayload, ProductDetail>(),
  categories: both<NoPayload, CategoryNode[]>(),
  collections: both<{ p?: number | string; page?: number | string; limit?: number }, CollectionList>(),
  brands: both<NoPayload, BrandItem[]>(),
  "product-groups": both<NoPayload, ProductGroupItem[]>(),

  /* search and routing */
  "search/suggestions": both<{ search: string }, SearchSuggestions>(),
  "searchkeys/create": both<{ title: string; searchLang: string }, { id: number }>(),
  searchkeys: both<{ limit?: number }, SearchKey[]>(),
  "routes/current": both<{ route: string }, RouteRecord>(),
  sitemap: both<{ page: number }, SitemapPage>(),

  /* content */
  menus: both<NoPayload, Menus>(),
  articles: both<{ page?: number; filter_category?: number | string }, ArticleList>(),
  "articles/info/:id": both<NoPayload, Article>(),
  "article-categories": both<NoPayload, ArticleCategory[]>(),
  branches: both<NoPayload, Branch[]>(),
  "pages/info/:key": both<NoPayload, Page>(),
  "delivery-areas": both<NoPayload, DeliveryArea[]>(),
  "home-sections": both<NoPayload, HomeDefinitions>(),
  "subscriptions/send": post<{ email: string; website?: string }, MessageAnswer>(),
  "feedbacks/send": post<FeedbackPayload, MessageAnswer>(),
  "cart-statistic/items-to-cart": post<{ agent?: string; productId: number; size?: string; qty: number }, { recorded: boolean }>(),

  /* reviews */
  reviews: both<{ productId: number; status?: "on" }, ReviewsAnswer>(),
  "reviews/send": post<ReviewPayload, ReviewSendAnswer>(),

  /* push */
  "push-notifications/create-subscriber": post<PushSubscriptionJSON, PushSubscriberAnswer>(),
  "push-notifications/url-visited/:id": both<NoPayload, { visits: number }>(),
  "push-notifications/public-key": both<NoPayload, { publicKey: string | null }>(),

  /* lists: guests */
  "products/cart": post<{ cart: GuestCartItem[] } & SummaryOptions, CartAnswer>(),
  "products/cart/add": post<{ cart: GuestCartItem[] } & LinePayload, CartAnswer>(),
  "products/cart/change-qty": post<{ cart: GuestCartItem[] } & LinePayload, CartAnswer>(),
  "products/wishlist": post<{ wishlist: GuestWishItem[] }, WishlistAnswer>(),
  "products/compare": post<{ compare: number[] }, CompareAnswer>(),
  /* lists: either */
  "cart/summary": post<{ cart: GuestCartItem[] } & SummaryOptions, CartAnswer>(),
  "lists/state": post<Partial<GuestLists>, ListsState>(),
  /* lists: customers */
  "users/cart": both<NoPayload, CartAnswer>(),
  "users/add-to-cart": post<LinePayload & { max?: number }, CartAnswer>(),
  "users/change-qty": post<LinePayload & { id?: number }, CartAnswer>(),
  "users/remove-item-cart/:id": post<NoPayload, CartAnswer>(),
  "users/wishlist": both<NoPayload, WishlistAnswer>(),
  "users/add-to-wishlist": post<{ product_id: number; size: string; option: number }, WishlistAnswer>(),
  "users/remove-item-wishlist/:id": post<NoPayload, WishlistAnswer>(),
  "users/compare": both<NoPayload, CompareAnswer>(),
  "users/add-to-compare": post<{ product_id: number }, CompareAnswer>(),
  "users/remove-item-compare/:id": post<NoPayload, CompareAnswer>(),
  "users/merge-lists": post<GuestLists, MergeAnswer>(),

  /* accounts */
  auth: get<NoPayload, { user: User }>(),
  login: post<{ action: "login"; username: string; password: string }, LoginAnswer>(),
  logout: post<{ action: "logout"; refreshToken?: string }, FormAnswer>(),
  "auth/refresh": post<{ refreshToken: string }, TokenPair>(),
  "auth/signup": post<FormFields, FormAnswer>(),
  "auth/remind": post<FormFields, FormAnswer>(),
  "auth/new-password": post<{ password: string; repeat_password: string; token: string }, FormAnswer>(),
  "auth/verify": post<FormFields, FormAnswer>(),
  "auth/change-password": post<
    { password?: string; new_password: string; repeat_new_password: string; refreshToken?: string },
    FormAnswer & Partial<LoginAnswer>
  >(),
  "users/update-info": post<{ firstName: string; lastName: string; email?: string; gender?: string }, { user: User; alert: FormAnswer["alert"] }>(),
  "users/address": both<NoPayload, AddressesAnswer>(),
  "users/create-address": post<AddressPayload, AddressesAnswer>(),
  "users/update-address/:id": post<AddressPayload, AddressesAnswer>(),
  "users/add-select-address/:id": post<NoPayload, AddressesAnswer>(),
  "users/remove-address/:id": post<NoPayload, AddressesAnswer>(),
  "dev/sms-outbox": get<NoPayload, { items: SmsOutboxItem[] }>(),
  "dev/email-outbox": get<NoPayload, { items: EmailOutboxItem[] }>(),

  /* checkout and payments */
  "checkout/options": both<NoPayload, CheckoutOptions>(),
  "checkout/summary": post<CheckoutSummaryInput, CheckoutSummary>(),
  "products/checkout": post<CheckoutPayload, CheckoutAnswer>(),
  "payments/status": both<{ token: string }, PaymentStatusAnswer>(),
  /** the bank's server-to-server result (a form post in the bank's field names) */
  "payments/azericard/callback": post<Record<string, string>, { order: string; approved: boolean }>(),

  /* orders */
  orders: both<{ page?: number }, OrdersAnswer>(),
  "orders/info/:id": both<NoPayload, { order: Order }>(),
  "orders/token": both<{ token: string }, { order: Order }>(),
  "orders/pay": post<{ token: string }, OrderPayAnswer>(),
  "orders/cancel": post<{ token: string }, { order: Order }>(),

  /* back office (every call checked by the staff guard) */
  "admin/me": get<NoPayload, AdminMe>(),
  "admin/dashboard": get<NoPayload, Dashboard>(),
  "admin/orders": get<ListQuery, ListPage<AdminOrderRow>>(),
  /** CSV, not JSON: read with ApiClient.raw */
  "admin/orders/export": get<ListQuery, string>(),
  "admin/orders/:id": get<NoPayload, { order: AdminOrderDetail }>(),
  "admin/orders/:id/transition": post<{ to: string; from: string }, { order: AdminOrderDetail }>(),
  "admin/audit": get<ListQuery, ListPage<AuditEntry>>(),
  /** CSV, not JSON: read with ApiClient.raw */
  "admin/audit/export": get<ListQuery, string>(),
} as const;

export type Calls = typeof CALLS;
export type CallKey = keyof Calls;
export type RequestOf<K extends CallKey> = Calls[K] extends CallSpec<infer Req, unknown> ? Req : never;
export type AnswerOf<K extends CallKey> = Calls[K] extends CallSpec<unknown, infer Ans> ? Ans : never;

/** A key's concrete paths: each `:param` segment becomes any text (`users/remove-item-cart/${string}`). */
export type FillPath<K extends string> = K extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${FillPath<Tail>}`
  : K extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : K;

/** Every path the client may call. */
export type CallPath = { [K in CallKey]: FillPath<K> }[CallKey];

type Matching<P extends string> = { [K in CallKey]: P extends FillPath<K> ? K : never }[CallKey];
/** Of the keys a path matches, the most specific (`admin/orders/export` before `admin/orders/:id`). */
type MostSpecific<M extends CallKey> = {
  [K in M]: [{ [O in Exclude<M, K>]: FillPath<O> extends FillPath<K> ? O : never }[Exclude<M, K>]] extends [never] ? K : never;
}[M];

/** The map's key for a concrete path. */
export type CallOf<P extends string> = MostSpecific<Matching<P>>;
