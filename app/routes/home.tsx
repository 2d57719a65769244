/**
 * Home page: the sections of the per-language banner definitions (GET /d/{lang}.json, via
 * the `home-sections` call) in their order — main slider, double banner, big banner, new
 * products, product groups (only with 5+ products), sale products — then the recently
 * viewed products (ids from the `{prefix}recent_products` cookie) and three advantage links
 * (payment, delivery, returns).
 */
import { useTranslation } from "~/lib/translation";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { RootData } from "~/root";
import { getNewProducts, getProducts, getProductsByIds, getSaleProducts } from "~/.server/api/catalog";
import { getHomeSections, type HomeSection } from "~/.server/api/content";
import { appConfig } from "~/.server/config";
import { getApi, getLang } from "~/.server/context";
import { logger } from "~/.server/log";
import { Advantages } from "~/components/home/Advantages";
import { HeroSlider } from "~/components/home/HeroSlider";
import { BigBanner, DoubleBanner } from "~/components/home/HomeBanners";
import { ProductRail } from "~/components/home/ProductRail";
import { cardView, type CardView } from "~/lib/card-view";
import { getPagePaths } from "~/routes/layout.server";
import { readRecentIds } from "~/views/product/recent.server";
import { DEFAULT_LANG, localizePath, type Lang } from "~/lib/i18n";
import { pageMeta, rootData } from "~/lib/seo";
import { imageUrl } from "~/lib/images";
import { homeJsonLd } from "~/lib/site-jsonld";
import { JsonLd } from "~/components/ui/Breadcrumbs";
import { SOCIAL_LINKS } from "~/components/layout/Footer";
import { getInstance } from "~/middleware/i18next";

/** Products per home slider (three pages of five on desktop). */
export const HOME_SLIDER_LIMIT = 15;
/** A product group shows on the home page only when it holds at least this many products. */
export const GROUP_MIN_PRODUCTS = 5;

type ProductSectionType = "new_products" | "sale_products" | "group_products";
export type HomeBlock =
  | Exclude<HomeSection, { type: ProductSectionType }>
  | (Extract<HomeSection, { type: ProductSectionType }> & { products: CardView[] });

async function withProducts(
  api: ReturnType<typeof getApi>,
  section: HomeSection,
  discountsActive: boolean,
): Promise<HomeBlock | null> {
  switch (section.type) {
    case "new_products": {
      const answer = await getNewProducts(api, { limit: HOME_SLIDER_LIMIT });
      return { ...section, products: answer.ok ? (answer.data?.items ?? []).map(cardView) : [] };
    }
    case "sale_products": {
      if (!discountsActive) return null;
      const answer = await getSaleProducts(api, { limit: HOME_SLIDER_LIMIT });
      return { ...section, products: answer.ok ? (answer.data?.items ?? []).map(cardView) : [] };
    }
    case "group_products": {
      const answer = await getProducts(api, { filter_product_group: section.productGroupId, limit: HOME_SLIDER_LIMIT });
      const items = answer.ok ? (answer.data?.items ?? []) : [];
      const count = answer.ok ? (answer.data?.pagination.count ?? items.length) : 0;
      if (count < GROUP_MIN_PRODUCTS || items.length < GROUP_MIN_PRODUCTS) return null;
      return { ...section, products: items.map(cardView) };
    }
    default:
      return section;
  }
}

/** The home page's og:image: the first hero slide's picture, else the first banner's (a served raster width). */
function shareImage(blocks: readonly HomeBlock[]): string | undefined {
  for (const block of blocks) {
    if (block.type !== "main_slider" && block.type !== "big_banner" && block.type !== "double_banner") continue;
    const image = block.items.map((i) => i.image).find(Boolean);
    if (image) return imageUrl(image, 1000);
  }
  return undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = getApi(context);
  const lang = getLang(context);
  const discountsActive = appConfig().DISCOUNTS_ACTIVE;
  const recentIds = readRecentIds(request);

  const [definitions, recentAnswer, pages] = await Promise.all([
    getHomeSections(api),
    recentIds.length > 0 ? getProductsByIds(api, recentIds) : Promise.resolve(null),
    getPagePaths(context, ["payment", "delivery", "returns"] as const),
  ]);
  if (!definitions.ok) logger.warn({ error: definitions.error, lang }, "home sections could not be loaded");
  const sections = definitions.ok ? (definitions.data?.sections ?? []) : [];
  const blocks = (await Promise.all(sections.map((s) => withProducts(api, s, discountsActive)))).filter(
    (block): block is HomeBlock => block !== null,
  );
  // the API answers known ids in the cookie's order and drops unknown ones
  const recent = recentAnswer?.ok ? (recentAnswer.data ?? []).map(cardView) : [];

  return {
    description: getInstance(context).getFixedT(lang, "common")("siteDescription"),
    shareImage: shareImage(blocks),
    blocks,
    recent,
    advantages: {
      payment: localizePath(pages.payment, lang),
      delivery: localizePath(pages.delivery, lang),
      returns: localizePath(pages.returns, lang),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootData<RootData>(matches);
  return pageMeta({ root, pathname: location.pathname, search: location.search, description: data?.description, image: data?.shareImage });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const lang: Lang = root?.lang ?? DEFAULT_LANG;
  const { blocks, recent, advantages } = loaderData;
  // wishlist and compare markers on the cards (ids from the layout's list state)
  const layout = useRouteLoaderData("routes/layout") as { counts?: { wishIds?: number[]; compareIds?: number[] } } | undefined;
  const wishIds = layout?.counts?.wishIds;
  const compareIds = layout?.counts?.compareIds;
  const wished = useMemo(() => new Set(wishIds ?? []), [wishIds]);
  const compared = useMemo(() => new Set(compareIds ?? []), [compareIds]);
  const hasHero = blocks.some((b) => b.type === "main_slider" && b.items.length > 0);

  return (
    <div className="pb-4" data-testid="home">
      <h1 className="sr-only">{root?.siteTitle ?? t("siteTitle")}</h1>
      {root
        ? homeJsonLd({ siteUrl: root.siteUrl, siteTitle: root.siteTitle, langPrefix: lang === DEFAULT_LANG ? "" : `/${lang}`, phone: root.publicConfig.phone, sameAs: SOCIAL_LINKS.map((l) => l.href) }).map((value) => (
            <JsonLd key={String(value["@type"])} value={value} />
          ))
        : null}
      {!hasHero ? <div className="h-4" /> : null}
      {blocks.map((block) => {
        switch (block.type) {
          case "main_slider":
            return <HeroSlider key={block.id} items={block.items} lang={lang} sectionId={block.id} />;
          case "double_banner":
            return <DoubleBanner key={block.id} items={block.items} text={block.text} lang={lang} />;
          case "big_banner":
            return <BigBanner key={block.id} items={block.items} lang={lang} />;
          case "new_products":
            return (
              <ProductRail
                key={block.id}
                testId="new-products"
                title={block.title || t("newProducts")}
                products={block.products}
                wished={wished}
                compared={compared}
                viewAll={localizePath(block.route || "/newin", lang)}
              />
            );
          case "sale_products":
            return (
              <ProductRail
                key={block.id}
                testId="sale-products"
                title={block.title || t("saleProducts")}
                products={block.products}
                wished={wished}
                compared={compared}
                viewAll={localizePath(block.route || "/sale", lang)}
              />
            );
          case "group_products":
            return (
              <ProductRail
                key={block.id}
                testId="group-products"
                title={block.title || t("shopAll")}
                products={block.products}
                wished={wished}
                compared={compared}
                viewAll={block.route ? localizePath(block.route, lang) : null}
              />
            );
          default:
            return null;
        }
      })}
      {recent.length > 0 ? <ProductRail testId="recent-products" title={t("recentlyViewed")} products={recent} wished={wished} compared={compared} /> : null}
      <Advantages links={advantages} />
    </div>
  );
}
