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
import type { ShopSettingsAnswer, ShopSettingsFormPayload } from "../admin/settings-contract.ts";
import type { AdminBanner, AdminBannerRow, AdminMe, AdminOrderDetail, AdminOrderRow, AdminProduct, AdminProductRow, CatalogueOptions, Dashboard, ListPage, PhotosAnswer, ProductFormPayload, BannerFormPayload, AdminPage, AdminPageRow, PageFormPayload } from "../admin/contract.ts";
import type { TrackedOrder } from "../orders/track-contract.ts";
import type {
  AdminCustomerDetail,
  AdminCustomerRow,
  AdminFeedbackRow,
  AdminReviewRow,
  AdminStaffRow,
  AdminSubscriberRow,
  ReviewState,
} from "../admin/contract.ts";
import type {
  AdminArticle,
  AdminArticleCategory,
  AdminArticleCategoryRow,
  AdminArticleRow,
  ArticleCategoryFormPayload,
  ArticleCategoryOption,
  ArticleFormPayload,
  BlogPhotoAnswer,
} from "../admin/contract.ts";
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
  FeedPage,
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
import type { SitemapPage } from "../routing/contract.ts";
import type { AuditEntry } from "../staff/contract.ts";
import type {
  AdminArea,
  AdminAreaRow,
  AdminBranch,
  AdminBranchRow,
  AdminMenuItem,
  AdminMenuItemRow,
  AreaFormPayload,
  AreaParentOption,
  BranchFormPayload,
  MenuItemFormPayload,
  MenuParentOption,
  VerifyAnswer,
} from "../admin/contract.ts";
import type { SalesReport } from "../admin/contract.ts";
import type { AdminJobRow, BulkAnswer, PushFormPayload, PushQueued, PushSendReport, PushStatus } from "../admin/contract.ts";
import type { AdminMember, AdminTaxon, AdminTaxonRow, CategoryParentOption, TaxonFormPayload } from "../admin/contract.ts";

export type Method = "GET" | "POST";

const both: readonly Method[] = ["GET", "POST"];
const post: readonly Method[] = ["POST"];
const get: readonly Method[] = ["GET"];

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

/** Every call the API mounts under /api: the payload the caller sends and the `data` of the answer. */
export interface Calls {
  /* core */
  health: { request: NoPayload; answer: { db: string } };
  /* catalogue */
  products: { request: ProductListParams; answer: ProductList };
  "products/new": { request: ProductListParams; answer: ProductList };
  "products/sale": { request: ProductListParams; answer: ProductList };
  "products/best-sellers": { request: ProductListParams; answer: ProductList };
  "products/filters": { request: ProductListParams; answer: ProductFilters };
  "products/filters/brands": { request: ProductListParams; answer: FilterGroup };
  "products/filters/colors": { request: ProductListParams; answer: FilterGroup };
  "products/filters/sizes": { request: ProductListParams; answer: FilterGroup };
  "categories/filters": { request: ProductListParams; answer: FilterGroup };
  "collections/filters": { request: ProductListParams; answer: FilterGroup };
  "products/by-ids": { request: { search_ids?: string; search_id?: string }; answer: ProductCard[] };
  "products/info/:id": { request: NoPayload; answer: ProductDetail };
  /** the shopping feeds' products: up to `limit` (≤ 500) active, priced products after id `after` */
  "products/feed": { request: { after?: number; limit?: number }; answer: FeedPage };
  categories: { request: NoPayload; answer: CategoryNode[] };
  collections: { request: { p?: number | string; page?: number | string; limit?: number }; answer: CollectionList };
  brands: { request: NoPayload; answer: BrandItem[] };
  "product-groups": { request: NoPayload; answer: ProductGroupItem[] };
  /* search and routing */
  "search/suggestions": { request: { search: string }; answer: SearchSuggestions };
  "searchkeys/create": { request: { title: string; searchLang: string }; answer: { id: number } };
  searchkeys: { request: { limit?: number }; answer: SearchKey[] };
  "routes/current": { request: { route: string }; answer: RouteRecord };
  sitemap: { request: { page: number; limit?: number; after?: string; count?: 0 | 1 }; answer: SitemapPage };
  /* content */
  menus: { request: NoPayload; answer: Menus };
  articles: { request: { page?: number; filter_category?: number | string }; answer: ArticleList };
  "articles/info/:id": { request: NoPayload; answer: Article };
  "article-categories": { request: NoPayload; answer: ArticleCategory[] };
  branches: { request: NoPayload; answer: Branch[] };
  "pages/info/:key": { request: NoPayload; answer: Page };
  "delivery-areas": { request: NoPayload; answer: DeliveryArea[] };
  "home-sections": { request: NoPayload; answer: HomeDefinitions };
  "subscriptions/send": { request: { email: string; website?: string }; answer: MessageAnswer };
  "feedbacks/send": { request: FeedbackPayload; answer: MessageAnswer };
  "cart-statistic/items-to-cart": { request: { agent?: string; productId: number; size?: string; qty: number }; answer: { recorded: boolean } };
  /* reviews */
  reviews: { request: { productId: number; status?: "on" }; answer: ReviewsAnswer };
  "reviews/send": { request: ReviewPayload; answer: ReviewSendAnswer };
  /* push */
  "push-notifications/create-subscriber": { request: PushSubscriptionJSON; answer: PushSubscriberAnswer };
  "push-notifications/url-visited/:id": { request: NoPayload; answer: { visits: number } };
  "push-notifications/public-key": { request: NoPayload; answer: { publicKey: string | null } };
  /* lists: guests */
  "products/cart": { request: { cart: GuestCartItem[] } & SummaryOptions; answer: CartAnswer };
  "products/cart/add": { request: { cart: GuestCartItem[] } & LinePayload; answer: CartAnswer };
  "products/cart/change-qty": { request: { cart: GuestCartItem[] } & LinePayload; answer: CartAnswer };
  "products/wishlist": { request: { wishlist: GuestWishItem[] }; answer: WishlistAnswer };
  "products/compare": { request: { compare: number[] }; answer: CompareAnswer };
  /* lists: either */
  "cart/summary": { request: { cart: GuestCartItem[] } & SummaryOptions; answer: CartAnswer };
  "lists/state": { request: Partial<GuestLists>; answer: ListsState };
  /* lists: customers */
  "users/cart": { request: NoPayload; answer: CartAnswer };
  "users/add-to-cart": { request: LinePayload & { max?: number }; answer: CartAnswer };
  "users/change-qty": { request: LinePayload & { id?: number }; answer: CartAnswer };
  "users/remove-item-cart/:id": { request: NoPayload; answer: CartAnswer };
  "users/wishlist": { request: NoPayload; answer: WishlistAnswer };
  "users/add-to-wishlist": { request: { product_id: number; size: string; option: number }; answer: WishlistAnswer };
  "users/remove-item-wishlist/:id": { request: NoPayload; answer: WishlistAnswer };
  "users/compare": { request: NoPayload; answer: CompareAnswer };
  "users/add-to-compare": { request: { product_id: number }; answer: CompareAnswer };
  "users/remove-item-compare/:id": { request: NoPayload; answer: CompareAnswer };
  "users/merge-lists": { request: GuestLists; answer: MergeAnswer };
  /* accounts */
  auth: { request: NoPayload; answer: { user: User } };
  login: { request: { action: "login"; username: string; password: string }; answer: LoginAnswer };
  logout: { request: { action: "logout"; refreshToken?: string }; answer: FormAnswer };
  "auth/refresh": { request: { refreshToken: string }; answer: TokenPair };
  "auth/signup": { request: FormFields; answer: FormAnswer };
  "auth/remind": { request: FormFields; answer: FormAnswer };
  "auth/new-password": { request: { password: string; repeat_password: string; token: string }; answer: FormAnswer };
  "auth/verify": { request: FormFields; answer: FormAnswer };
  "auth/change-password": { request: { password?: string; new_password: string; repeat_new_password: string; refreshToken?: string }; answer: FormAnswer & Partial<LoginAnswer> };
  "users/update-info": { request: { firstName: string; lastName: string; email?: string; gender?: string }; answer: { user: User; alert: FormAnswer["alert"] } };
  "users/address": { request: NoPayload; answer: AddressesAnswer };
  "users/create-address": { request: AddressPayload; answer: AddressesAnswer };
  "users/update-address/:id": { request: AddressPayload; answer: AddressesAnswer };
  "users/add-select-address/:id": { request: NoPayload; answer: AddressesAnswer };
  "users/remove-address/:id": { request: NoPayload; answer: AddressesAnswer };
  "dev/sms-outbox": { request: NoPayload; answer: { items: SmsOutboxItem[] } };
  "dev/email-outbox": { request: NoPayload; answer: { items: EmailOutboxItem[] } };
  /* checkout and payments */
  "checkout/options": { request: NoPayload; answer: CheckoutOptions };
  "checkout/summary": { request: CheckoutSummaryInput; answer: CheckoutSummary };
  "products/checkout": { request: CheckoutPayload; answer: CheckoutAnswer };
  "payments/status": { request: { token: string }; answer: PaymentStatusAnswer };
  /** the bank's server-to-server result (a form post in the bank's field names) */
  "payments/azericard/callback": { request: Record<string, string>; answer: { order: string; approved: boolean } };
  /* orders */
  orders: { request: { page?: number }; answer: OrdersAnswer };
  "orders/info/:id": { request: NoPayload; answer: { order: Order } };
  "orders/token": { request: { token: string }; answer: { order: Order } };
  "orders/pay": { request: { token: string }; answer: OrderPayAnswer };
  "orders/cancel": { request: { token: string }; answer: { order: Order } };
  "orders/track": { request: { number: string; mobile: string }; answer: { order: TrackedOrder } };
  /* back office (every call checked by the staff guard) */
  "admin/me": { request: NoPayload; answer: AdminMe };
  "admin/dashboard": { request: NoPayload; answer: Dashboard };
  "admin/orders": { request: ListQuery; answer: ListPage<AdminOrderRow> };
  /** CSV, not JSON: read with ApiClient.raw */
  "admin/orders/export": { request: ListQuery; answer: string };
  "admin/orders/:id": { request: NoPayload; answer: { order: AdminOrderDetail } };
  "admin/orders/:id/notes": { request: { text: string }; answer: { order: AdminOrderDetail } };
  "admin/orders/:id/notes/:noteId/remove": { request: NoPayload; answer: { order: AdminOrderDetail } };
  "admin/orders/:id/tags": { request: { tag: string }; answer: { order: AdminOrderDetail } };
  "admin/orders/:id/tags/remove": { request: { tag: string }; answer: { order: AdminOrderDetail } };
  "admin/orders/:id/transition": { request: { to: string; from: string; courier?: string; trackingNumber?: string }; answer: { order: AdminOrderDetail } };
  "admin/audit": { request: ListQuery; answer: ListPage<AuditEntry> };
  /** CSV, not JSON: read with ApiClient.raw */
  "admin/audit/export": { request: ListQuery; answer: string };
  /* back office: people (backend/admin/people.ts) */
  "admin/reviews": { request: ListQuery; answer: ListPage<AdminReviewRow> };
  /** CSV text (streamed) */
  "admin/reviews/export": { request: ListQuery; answer: string };
  "admin/reviews/bulk": { request: { ids: (number | string)[]; to: "approved" | "hidden" }; answer: BulkAnswer };
  "admin/reviews/:id/state": { request: { to: "approved" | "hidden"; from?: ReviewState }; answer: { review: AdminReviewRow } };
  "admin/reviews/:id/reply": { request: { reply: string }; answer: { review: AdminReviewRow } };
  "admin/customers": { request: ListQuery; answer: ListPage<AdminCustomerRow> };
  /** CSV text (streamed) */
  "admin/customers/export": { request: ListQuery; answer: string };
  /** GET reads the customer; POST {loyalty} changes the flag */
  "admin/customers/:id": { request: { loyalty?: boolean }; answer: { customer: AdminCustomerDetail } };
  "admin/customers/:id/reset": { request: NoPayload; answer: { sentTo: string } };
  "admin/feedback": { request: ListQuery; answer: ListPage<AdminFeedbackRow> };
  /** CSV text (streamed) */
  "admin/feedback/export": { request: ListQuery; answer: string };
  "admin/feedback/bulk": { request: { ids: (number | string)[]; handled: boolean }; answer: BulkAnswer };
  "admin/products/bulk": { request: { ids: (number | string)[]; to: "active" | "hidden" }; answer: BulkAnswer };
  "admin/feedback/:id": { request: { handled: boolean }; answer: { handled: boolean } };
  "admin/subscribers": { request: ListQuery; answer: ListPage<AdminSubscriberRow> };
  /** CSV, not JSON: read with ApiClient.raw */
  "admin/subscribers/export": { request: ListQuery; answer: string };
  /** GET lists the staff; POST {mobile, role, firstName?, lastName?} gives a role */
  "admin/staff": { request: ListQuery | { mobile: string; role: string; firstName?: string; lastName?: string }; answer: ListPage<AdminStaffRow> | { userId: number; created: boolean } };
  /** CSV text (streamed) */
  "admin/staff/export": { request: ListQuery; answer: string };
  "admin/staff/:id": { request: { role: string }; answer: { roles: string[] } };
  "admin/staff/:id/remove": { request: NoPayload; answer: { roles: string[] } };
  "admin/catalogue/options": { request: NoPayload; answer: CatalogueOptions };
  "admin/products": { request: ListQuery; answer: ListPage<AdminProductRow> };
  "admin/products/create": { request: ProductFormPayload; answer: { id: number; product: AdminProduct } };
  /** CSV, not JSON: read with ApiClient.raw */
  "admin/products/export": { request: ListQuery; answer: string };
  "admin/products/:id": { request: NoPayload; answer: { product: AdminProduct } };
  "admin/products/:id/update": { request: ProductFormPayload; answer: { id: number; product: AdminProduct } };
  "admin/products/:id/duplicate": { request: NoPayload; answer: { id: number } };
  "admin/products/:id/visibility": { request: { status: "active" | "hidden" }; answer: { status: string } };
  /** multipart/form-data, not JSON: the file in the field `photo` (ApiClient.upload) */
  "admin/products/:id/photos": { request: { photo: string }; answer: PhotosAnswer };
  "admin/products/:id/photos/:photoId/move": { request: { to: "up" | "down" | number }; answer: PhotosAnswer };
  "admin/products/:id/photos/:photoId/remove": { request: NoPayload; answer: PhotosAnswer };
  /* back office: content (backend/admin/content-routes.ts) */
  "admin/branches": { request: ListQuery; answer: ListPage<AdminBranchRow> };
  /** CSV text (streamed) */
  "admin/branches/export": { request: ListQuery; answer: string };
  "admin/branches/info/:id": { request: NoPayload; answer: { branch: AdminBranch } };
  "admin/branches/create": { request: BranchFormPayload; answer: { id: number; branch: AdminBranch } };
  "admin/branches/update/:id": { request: BranchFormPayload; answer: { id: number; branch: AdminBranch } };
  "admin/branches/visibility/:id": { request: { hidden: boolean }; answer: { hidden: boolean } };
  "admin/branches/remove/:id": { request: NoPayload; answer: { id: number } };
  /** checks the stored branch (changes nothing): the findings as error codes, none when all is well */
  "admin/branches/verify/:id": { request: NoPayload; answer: VerifyAnswer };
  "admin/delivery-areas": { request: ListQuery; answer: ListPage<AdminAreaRow> };
  /** CSV text (streamed) */
  "admin/delivery-areas/export": { request: ListQuery; answer: string };
  "admin/delivery-areas/parents": { request: NoPayload; answer: { parents: AreaParentOption[] } };
  "admin/delivery-areas/info/:id": { request: NoPayload; answer: { area: AdminArea } };
  "admin/delivery-areas/create": { request: AreaFormPayload; answer: { id: number; area: AdminArea } };
  "admin/delivery-areas/update/:id": { request: AreaFormPayload; answer: { id: number; area: AdminArea } };
  "admin/delivery-areas/remove/:id": { request: NoPayload; answer: { id: number } };
  "admin/menus": { request: ListQuery; answer: ListPage<AdminMenuItemRow> };
  /** CSV text (streamed) */
  "admin/menus/export": { request: ListQuery; answer: string };
  "admin/menus/parents": { request: NoPayload; answer: { parents: MenuParentOption[] } };
  "admin/menus/info/:id": { request: NoPayload; answer: { item: AdminMenuItem } };
  "admin/menus/create": { request: MenuItemFormPayload; answer: { id: number; item: AdminMenuItem } };
  "admin/menus/update/:id": { request: MenuItemFormPayload; answer: { id: number; item: AdminMenuItem } };
  "admin/menus/remove/:id": { request: NoPayload; answer: { id: number } };
  /** checks the stored menu item (changes nothing): the findings as error codes, none when all is well */
  "admin/menus/verify/:id": { request: NoPayload; answer: VerifyAnswer };
  /* back office: taxonomy (backend/admin/taxonomy-routes.ts) */
  "admin/categories": { request: ListQuery; answer: ListPage<AdminTaxonRow> };
  /** CSV text */
  "admin/categories/export": { request: ListQuery; answer: string };
  "admin/categories/info/:id": { request: NoPayload; answer: { taxon: AdminTaxon } };
  "admin/categories/create": { request: TaxonFormPayload; answer: { id: number; taxon: AdminTaxon } };
  "admin/categories/update/:id": { request: TaxonFormPayload; answer: { id: number; taxon: AdminTaxon } };
  "admin/categories/remove/:id": { request: NoPayload; answer: { id: number } };
  "admin/brands": { request: ListQuery; answer: ListPage<AdminTaxonRow> };
  /** CSV text */
  "admin/brands/export": { request: ListQuery; answer: string };
  "admin/brands/info/:id": { request: NoPayload; answer: { taxon: AdminTaxon } };
  "admin/brands/create": { request: TaxonFormPayload; answer: { id: number; taxon: AdminTaxon } };
  "admin/brands/update/:id": { request: TaxonFormPayload; answer: { id: number; taxon: AdminTaxon } };
  "admin/brands/remove/:id": { request: NoPayload; answer: { id: number } };
  /** multipart/form-data: the file in `photo` (ApiClient.upload) → its stored path */
  "admin/categories/photos": { request: { photo: string }; answer: BlogPhotoAnswer };
  "admin/brands/photos": { request: { photo: string }; answer: BlogPhotoAnswer };
  "admin/collections/photos": { request: { photo: string }; answer: BlogPhotoAnswer };
  "admin/collections": { request: ListQuery; answer: ListPage<AdminTaxonRow> };
  /** CSV text */
  "admin/collections/export": { request: ListQuery; answer: string };
  "admin/collections/info/:id": { request: NoPayload; answer: { taxon: AdminTaxon } };
  "admin/collections/create": { request: TaxonFormPayload; answer: { id: number; taxon: AdminTaxon } };
  "admin/collections/update/:id": { request: TaxonFormPayload; answer: { id: number; taxon: AdminTaxon } };
  "admin/collections/remove/:id": { request: NoPayload; answer: { id: number } };
  "admin/product-groups": { request: ListQuery; answer: ListPage<AdminTaxonRow> };
  /** CSV text */
  "admin/product-groups/export": { request: ListQuery; answer: string };
  "admin/product-groups/info/:id": { request: NoPayload; answer: { taxon: AdminTaxon } };
  "admin/product-groups/create": { request: TaxonFormPayload; answer: { id: number; taxon: AdminTaxon } };
  "admin/product-groups/update/:id": { request: TaxonFormPayload; answer: { id: number; taxon: AdminTaxon } };
  "admin/product-groups/remove/:id": { request: NoPayload; answer: { id: number } };
  "admin/categories/parents": { request: NoPayload; answer: { parents: CategoryParentOption[] } };
  "admin/collections/items/:id": { request: NoPayload; answer: { items: AdminMember[] } };
  "admin/collections/items/add/:id": { request: { product: string }; answer: { items: AdminMember[] } };
  "admin/collections/items/remove/:id": { request: { productId: number }; answer: { items: AdminMember[] } };
  "admin/product-groups/items/:id": { request: NoPayload; answer: { items: AdminMember[] } };
  "admin/product-groups/items/add/:id": { request: { product: string }; answer: { items: AdminMember[] } };
  "admin/product-groups/items/remove/:id": { request: { productId: number }; answer: { items: AdminMember[] } };
  "admin/product-groups/items/move/:id": { request: { productId: number; to: "up" | "down" }; answer: { items: AdminMember[] } };
  "admin/articles": { request: ListQuery; answer: ListPage<AdminArticleRow> };
  /** CSV text (streamed) */
  "admin/articles/export": { request: ListQuery; answer: string };
  "admin/articles/options": { request: NoPayload; answer: { categories: ArticleCategoryOption[] } };
  "admin/articles/info/:id": { request: NoPayload; answer: { article: AdminArticle } };
  "admin/articles/create": { request: ArticleFormPayload; answer: { id: number; article: AdminArticle } };
  "admin/articles/update/:id": { request: ArticleFormPayload; answer: { id: number; article: AdminArticle } };
  "admin/articles/duplicate/:id": { request: NoPayload; answer: { id: number } };
  "admin/articles/remove/:id": { request: NoPayload; answer: { id: number } };
  "admin/articles/photos": { request: { photo: string }; answer: BlogPhotoAnswer };
  "admin/article-categories": { request: ListQuery; answer: ListPage<AdminArticleCategoryRow> };
  /** CSV text (streamed) */
  "admin/article-categories/export": { request: ListQuery; answer: string };
  "admin/article-categories/info/:id": { request: NoPayload; answer: { category: AdminArticleCategory } };
  "admin/article-categories/create": { request: ArticleCategoryFormPayload; answer: { id: number; category: AdminArticleCategory } };
  "admin/article-categories/update/:id": { request: ArticleCategoryFormPayload; answer: { id: number; category: AdminArticleCategory } };
  "admin/article-categories/remove/:id": { request: NoPayload; answer: { id: number } };
  "admin/banners": { request: ListQuery; answer: ListPage<AdminBannerRow> };
  /** CSV text (streamed) */
  "admin/banners/export": { request: ListQuery; answer: string };
  "admin/banners/info/:id": { request: NoPayload; answer: { banner: AdminBanner } };
  "admin/banners/create": { request: BannerFormPayload; answer: { id: number; banner: AdminBanner } };
  "admin/banners/update/:id": { request: BannerFormPayload; answer: { id: number; banner: AdminBanner } };
  "admin/banners/duplicate/:id": { request: NoPayload; answer: { id: number } };
  "admin/banners/remove/:id": { request: NoPayload; answer: { id: number } };
  /** multipart/form-data: the file in `photo` (ApiClient.upload) → its stored path */
  "admin/banners/photos": { request: { photo: string }; answer: BlogPhotoAnswer };
  "admin/pages": { request: ListQuery; answer: ListPage<AdminPageRow> };
  /** CSV text (streamed) */
  "admin/pages/export": { request: ListQuery; answer: string };
  "admin/pages/info/:id": { request: NoPayload; answer: { page: AdminPage } };
  "admin/pages/create": { request: PageFormPayload; answer: { id: number; page: AdminPage } };
  "admin/pages/update/:id": { request: PageFormPayload; answer: { id: number; page: AdminPage } };
  "admin/pages/remove/:id": { request: NoPayload; answer: { id: number } };
  /* back office: push notifications (backend/admin/push-routes.ts) */
  "admin/push": { request: NoPayload; answer: PushStatus };
  "admin/push/send": { request: PushFormPayload; answer: PushQueued };
  "admin/push/sends/:id": { request: NoPayload; answer: PushSendReport };
  /* back office: failed jobs (backend/admin/jobs-routes.ts) */
  /* back office: sales reports (backend/admin/reports.ts) */
  "admin/reports/sales": { request: { from?: string; to?: string; group?: string }; answer: SalesReport };
  /** CSV text */
  "admin/reports/sales/export": { request: { from?: string; to?: string; group?: string }; answer: string };
  "admin/jobs": { request: ListQuery; answer: ListPage<AdminJobRow> };
  "admin/jobs/export": { request: ListQuery; answer: string };
  "admin/jobs/:id/retry": { request: NoPayload; answer: { id: number; state: "pending" } };
  /* back office: shop settings (backend/admin/settings-routes.ts) */
  /** GET: the settings in force; POST: saves them */
  "admin/settings": { request: Partial<ShopSettingsFormPayload>; answer: ShopSettingsAnswer };
}

/** The methods each call is mounted for (the same keys as Calls, checked by the compiler). */
export const CALLS: { readonly [K in keyof Calls]: readonly Method[] } = {
  /* core */
  health: get,
  /* catalogue */
  products: both,
  "products/new": both,
  "products/sale": both,
  "products/best-sellers": both,
  "products/filters": both,
  "products/filters/brands": both,
  "products/filters/colors": both,
  "products/filters/sizes": both,
  "categories/filters": both,
  "collections/filters": both,
  "products/by-ids": both,
  "products/info/:id": both,
  "products/feed": both,
  categories: both,
  collections: both,
  brands: both,
  "product-groups": both,
  /* search and routing */
  "search/suggestions": both,
  "searchkeys/create": both,
  searchkeys: both,
  "routes/current": both,
  sitemap: both,
  /* content */
  menus: both,
  articles: both,
  "articles/info/:id": both,
  "article-categories": both,
  branches: both,
  "pages/info/:key": both,
  "delivery-areas": both,
  "home-sections": both,
  "subscriptions/send": post,
  "feedbacks/send": post,
  "cart-statistic/items-to-cart": post,
  /* reviews */
  reviews: both,
  "reviews/send": post,
  /* push */
  "push-notifications/create-subscriber": post,
  "push-notifications/url-visited/:id": both,
  "push-notifications/public-key": both,
  /* lists: guests */
  "products/cart": post,
  "products/cart/add": post,
  "products/cart/change-qty": post,
  "products/wishlist": post,
  "products/compare": post,
  /* lists: either */
  "cart/summary": post,
  "lists/state": post,
  /* lists: customers */
  "users/cart": both,
  "users/add-to-cart": post,
  "users/change-qty": post,
  "users/remove-item-cart/:id": post,
  "users/wishlist": both,
  "users/add-to-wishlist": post,
  "users/remove-item-wishlist/:id": post,
  "users/compare": both,
  "users/add-to-compare": post,
  "users/remove-item-compare/:id": post,
  "users/merge-lists": post,
  /* accounts */
  auth: get,
  login: post,
  logout: post,
  "auth/refresh": post,
  "auth/signup": post,
  "auth/remind": post,
  "auth/new-password": post,
  "auth/verify": post,
  "auth/change-password": post,
  "users/update-info": post,
  "users/address": both,
  "users/create-address": post,
  "users/update-address/:id": post,
  "users/add-select-address/:id": post,
  "users/remove-address/:id": post,
  "dev/sms-outbox": get,
  "dev/email-outbox": get,
  /* checkout and payments */
  "checkout/options": both,
  "checkout/summary": post,
  "products/checkout": post,
  "payments/status": both,
  "payments/azericard/callback": post,
  /* orders */
  orders: both,
  "orders/info/:id": both,
  "orders/token": both,
  "orders/pay": post,
  "orders/cancel": post,
  "orders/track": post,
  /* back office (every call checked by the staff guard) */
  "admin/me": get,
  "admin/dashboard": get,
  "admin/orders": get,
  "admin/orders/export": get,
  "admin/orders/:id": get,
  "admin/orders/:id/transition": post,
  "admin/orders/:id/notes": post,
  "admin/orders/:id/notes/:noteId/remove": post,
  "admin/orders/:id/tags": post,
  "admin/orders/:id/tags/remove": post,
  "admin/audit": get,
  "admin/audit/export": get,
  "admin/reviews": get,
  "admin/reviews/export": get,
  "admin/reviews/bulk": post,
  "admin/reviews/:id/state": post,
  "admin/reviews/:id/reply": post,
  "admin/customers": get,
  "admin/customers/export": get,
  "admin/customers/:id": both,
  "admin/customers/:id/reset": post,
  "admin/feedback": get,
  "admin/feedback/export": get,
  "admin/feedback/bulk": post,
  "admin/products/bulk": post,
  "admin/feedback/:id": post,
  "admin/subscribers": get,
  "admin/subscribers/export": get,
  "admin/staff": both,
  "admin/staff/export": get,
  "admin/staff/:id": post,
  "admin/staff/:id/remove": post,
  "admin/catalogue/options": get,
  "admin/products": get,
  "admin/products/create": post,
  "admin/products/export": get,
  "admin/products/:id": get,
  "admin/products/:id/update": post,
  "admin/products/:id/duplicate": post,
  "admin/products/:id/visibility": post,
  "admin/products/:id/photos": post,
  "admin/products/:id/photos/:photoId/move": post,
  "admin/products/:id/photos/:photoId/remove": post,
  "admin/branches": get,
  "admin/branches/export": get,
  "admin/branches/info/:id": get,
  "admin/branches/create": post,
  "admin/branches/update/:id": post,
  "admin/branches/visibility/:id": post,
  "admin/branches/remove/:id": post,
  "admin/branches/verify/:id": post,
  "admin/delivery-areas": get,
  "admin/delivery-areas/export": get,
  "admin/delivery-areas/parents": get,
  "admin/delivery-areas/info/:id": get,
  "admin/delivery-areas/create": post,
  "admin/delivery-areas/update/:id": post,
  "admin/delivery-areas/remove/:id": post,
  "admin/menus": get,
  "admin/menus/export": get,
  "admin/menus/parents": get,
  "admin/menus/info/:id": get,
  "admin/menus/create": post,
  "admin/menus/update/:id": post,
  "admin/menus/remove/:id": post,
  "admin/menus/verify/:id": post,
  "admin/categories": get,
  "admin/categories/export": get,
  "admin/categories/info/:id": get,
  "admin/categories/create": post,
  "admin/categories/update/:id": post,
  "admin/categories/remove/:id": post,
  "admin/brands": get,
  "admin/brands/export": get,
  "admin/brands/info/:id": get,
  "admin/brands/create": post,
  "admin/brands/update/:id": post,
  "admin/brands/remove/:id": post,
  "admin/collections": get,
  "admin/collections/export": get,
  "admin/collections/info/:id": get,
  "admin/collections/create": post,
  "admin/collections/update/:id": post,
  "admin/collections/remove/:id": post,
  "admin/product-groups": get,
  "admin/product-groups/export": get,
  "admin/product-groups/info/:id": get,
  "admin/product-groups/create": post,
  "admin/product-groups/update/:id": post,
  "admin/product-groups/remove/:id": post,
  "admin/categories/parents": get,
  "admin/collections/items/:id": get,
  "admin/collections/items/add/:id": post,
  "admin/collections/items/remove/:id": post,
  "admin/product-groups/items/:id": get,
  "admin/product-groups/items/add/:id": post,
  "admin/product-groups/items/remove/:id": post,
  "admin/product-groups/items/move/:id": post,
  "admin/articles": get,
  "admin/articles/export": get,
  "admin/articles/options": get,
  "admin/articles/info/:id": get,
  "admin/articles/create": post,
  "admin/articles/update/:id": post,
  "admin/articles/duplicate/:id": post,
  "admin/articles/remove/:id": post,
  "admin/articles/photos": post,
  "admin/banners/photos": post,
  "admin/categories/photos": post,
  "admin/brands/photos": post,
  "admin/collections/photos": post,
  "admin/article-categories": get,
  "admin/article-categories/export": get,
  "admin/article-categories/info/:id": get,
  "admin/article-categories/create": post,
  "admin/article-categories/update/:id": post,
  "admin/article-categories/remove/:id": post,
  "admin/banners": get,
  "admin/banners/export": get,
  "admin/banners/info/:id": get,
  "admin/banners/create": post,
  "admin/banners/update/:id": post,
  "admin/banners/duplicate/:id": post,
  "admin/banners/remove/:id": post,
  "admin/pages": get,
  "admin/pages/export": get,
  "admin/pages/info/:id": get,
  "admin/pages/create": post,
  "admin/pages/update/:id": post,
  "admin/pages/remove/:id": post,
  "admin/push": get,
  "admin/push/send": post,
  "admin/push/sends/:id": get,
  "admin/jobs": get,
  "admin/jobs/export": get,
  "admin/jobs/:id/retry": post,
  "admin/reports/sales": get,
  "admin/reports/sales/export": get,
  "admin/settings": both,
};

export type CallKey = keyof Calls;
export type RequestOf<K extends CallKey> = Calls[K]["request"];
export type AnswerOf<K extends CallKey> = Calls[K]["answer"];

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
