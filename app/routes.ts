import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const PREFIXES = ["", "az", "en", "ru"] as const;

/**
 * Every storefront route exists unprefixed (English) and under /az, /en and /ru.
 * One module serves the four paths; ids get the prefix so they stay unique.
 */
function localized(path: string, file: string) {
  return PREFIXES.map((prefix) => {
    const id = `${file.replace(/\.tsx?$/, "")}${prefix ? `-${prefix}` : ""}`;
    if (path === "") return prefix ? route(prefix, file, { id }) : index(file, { id });
    return route(prefix ? `${prefix}/${path}` : path, file, { id });
  });
}

/**
 * The back office: /admin in English, /az/admin and /ru/admin, outside the shop
 * chrome, with its own layout (guard, navigation) and pages.
 */
function admin() {
  return PREFIXES.flatMap((prefix) => {
    const suffix = prefix ? `-${prefix}` : "";
    const base = prefix ? `${prefix}/admin` : "admin";
    // the packing slip prints without the back office's frame
    const slip = route(`${base}/orders/:id/slip`, "routes/admin/slip.tsx", { id: `routes/admin/slip${suffix}` });
    const layout = route(base, "routes/admin/layout.tsx", { id: `routes/admin/layout${suffix}` }, [
      index("routes/admin/dashboard.tsx", { id: `routes/admin/dashboard${suffix}` }),
      route("orders", "routes/admin/orders.tsx", { id: `routes/admin/orders${suffix}` }),
      route("orders/:id", "routes/admin/order.tsx", { id: `routes/admin/order${suffix}` }),
      route("products", "routes/admin/products.tsx", { id: `routes/admin/products${suffix}` }),
      route("products/new", "routes/admin/product.tsx", { id: `routes/admin/product-new${suffix}` }),
      route("products/:id", "routes/admin/product.tsx", { id: `routes/admin/product${suffix}` }),
      ...["categories", "brands", "collections", "product-groups"].flatMap((kind) => [
        route(kind, "routes/admin/taxonomy-list.tsx", { id: `routes/admin/${kind}${suffix}` }),
        route(`${kind}/new`, "routes/admin/taxonomy-edit.tsx", { id: `routes/admin/${kind}-new${suffix}` }),
        route(`${kind}/:id`, "routes/admin/taxonomy-edit.tsx", { id: `routes/admin/${kind}-edit${suffix}` }),
      ]),
      route("branches", "routes/admin/branches.tsx", { id: `routes/admin/branches${suffix}` }),
      route("branches/new", "routes/admin/branch.tsx", { id: `routes/admin/branch-new${suffix}` }),
      route("branches/:id", "routes/admin/branch.tsx", { id: `routes/admin/branch${suffix}` }),
      route("delivery-areas", "routes/admin/areas.tsx", { id: `routes/admin/areas${suffix}` }),
      route("delivery-areas/new", "routes/admin/area.tsx", { id: `routes/admin/area-new${suffix}` }),
      route("delivery-areas/:id", "routes/admin/area.tsx", { id: `routes/admin/area${suffix}` }),
      route("staff", "routes/admin/staff.tsx", { id: `routes/admin/staff${suffix}` }),
      route("menus", "routes/admin/menus.tsx", { id: `routes/admin/menus${suffix}` }),
      route("menus/new", "routes/admin/menu.tsx", { id: `routes/admin/menu-new${suffix}` }),
      route("menus/:id", "routes/admin/menu.tsx", { id: `routes/admin/menu${suffix}` }),
      route("articles", "routes/admin/articles.tsx", { id: `routes/admin/articles${suffix}` }),
      route("articles/new", "routes/admin/article.tsx", { id: `routes/admin/article-new${suffix}` }),
      route("articles/:id", "routes/admin/article.tsx", { id: `routes/admin/article${suffix}` }),
      route("article-categories", "routes/admin/article-categories.tsx", { id: `routes/admin/article-categories${suffix}` }),
      route("article-categories/new", "routes/admin/article-category.tsx", { id: `routes/admin/article-category-new${suffix}` }),
      route("article-categories/:id", "routes/admin/article-category.tsx", { id: `routes/admin/article-category${suffix}` }),
      route("banners", "routes/admin/banners.tsx", { id: `routes/admin/banners${suffix}` }),
      route("banners/new", "routes/admin/banner.tsx", { id: `routes/admin/banner-new${suffix}` }),
      route("banners/:id", "routes/admin/banner.tsx", { id: `routes/admin/banner${suffix}` }),
      route("pages", "routes/admin/pages.tsx", { id: `routes/admin/pages${suffix}` }),
      route("pages/new", "routes/admin/page.tsx", { id: `routes/admin/page-new${suffix}` }),
      route("pages/:id", "routes/admin/page.tsx", { id: `routes/admin/page${suffix}` }),
      route("audit", "routes/admin/audit.tsx", { id: `routes/admin/audit${suffix}` }),
      route("jobs", "routes/admin/jobs.tsx", { id: `routes/admin/jobs${suffix}` }),
      route("settings", "routes/admin/settings.tsx", { id: `routes/admin/settings${suffix}` }),
      route("reviews", "routes/admin/reviews.tsx", { id: `routes/admin/reviews${suffix}` }),
      route("customers", "routes/admin/customers.tsx", { id: `routes/admin/customers${suffix}` }),
      route("customers/:id", "routes/admin/customer.tsx", { id: `routes/admin/customer${suffix}` }),
      route("feedback", "routes/admin/feedback.tsx", { id: `routes/admin/feedback${suffix}` }),
      route("subscribers", "routes/admin/subscribers.tsx", { id: `routes/admin/subscribers${suffix}` }),
      route("push", "routes/admin/push.tsx", { id: `routes/admin/push${suffix}` }),
      route("export/:list", "routes/admin/export.ts", { id: `routes/admin/export${suffix}` }),
      route("reports", "routes/admin/reports.tsx", { id: `routes/admin/reports${suffix}` }),
      route("reports/export", "routes/admin/reports-export.ts", { id: `routes/admin/reports-export${suffix}` }),
    ]);
    return [layout, slip];
  });
}

export default [
  // resource routes (no layout, no language)
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // shopping feeds: /feeds/google-<lang>.xml, /feeds/meta-<lang>.csv
  route("feeds/:file", "routes/feeds.ts"),
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  // shop chrome: header suggestions, footer newsletter, push opt-in (language in the query/form)
  route("suggest", "routes/api.suggestions.ts"),
  route("newsletter", "routes/api.newsletter.ts"),
  route("push", "routes/api.push.ts"),
  // cart, wishlist and compare form posts (the return path carries the language)
  route("action/cart", "routes/action.cart.ts"),
  route("action/wishlist", "routes/action.wishlist.ts"),
  route("action/compare", "routes/action.compare.ts"),
  // a product view recorded without JavaScript (the product page's <noscript> image)
  route("action/viewed", "routes/action.viewed.ts"),
  // the checkout summary the page asks while the shopper chooses (POST; language in the form)
  route("checkout/summary", "routes/checkout/summary.ts"),

  ...admin(),

  layout("routes/layout.tsx", [
    ...localized("", "routes/home.tsx"),
    // catalogue and content (issue: catalogue)
    ...localized("search", "routes/catalog/search.tsx"),
    ...localized("newin", "routes/catalog/newin.tsx"),
    ...localized("sale", "routes/catalog/sale.tsx"),
    ...localized("best-sellers", "routes/catalog/best-sellers.tsx"),
    ...localized("products", "routes/catalog/products.tsx"),
    ...localized("collections", "routes/catalog/collections.tsx"),
    ...localized("brands", "routes/catalog/brands.tsx"),
    ...localized("blog", "routes/blog.tsx"),
    ...localized("branches", "routes/branches.tsx"),
    // cart, wishlist, compare (issue: lists)
    ...localized("cart", "routes/cart.tsx"),
    ...localized("wishlist", "routes/wishlist.tsx"),
    ...localized("compare", "routes/compare.tsx"),
    // accounts and cabinet (issue: accounts)
    ...localized("login", "routes/account/login.tsx"),
    ...localized("login/:provider", "routes/account/social.tsx"),
    ...localized("signup", "routes/account/signup.tsx"),
    ...localized("remind", "routes/account/remind.tsx"),
    ...localized("new-password", "routes/account/new-password.tsx"),
    ...localized("logout", "routes/account/logout.tsx"),
    ...localized("cabinet", "routes/account/cabinet.tsx"),
    ...localized("cabinet/orders", "routes/account/orders.tsx"),
    ...localized("cabinet/address", "routes/account/address.tsx"),
    ...localized("cabinet/change-password", "routes/account/change-password.tsx"),
    ...localized("cabinet/password", "routes/account/password-alias.tsx"),
    ...localized("cabinet/verify", "routes/account/verify.tsx"),
    route("dev/outbox", "routes/account/dev-outbox.tsx"),
    // checkout and orders (issue: checkout)
    ...localized("checkout", "routes/checkout.tsx"),
    ...localized("order", "routes/order.tsx"),
    ...localized("order/error", "routes/order.error.tsx"),
    ...localized("order/track", "routes/order.track.tsx"),
    ...localized("order/return", "routes/order.return.tsx"),
    ...localized("*", "routes/resolve.tsx"),
  ]),
] satisfies RouteConfig;
