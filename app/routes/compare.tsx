/**
 * The compare page (/compare): the compared products side by side in a carousel with
 * remove. Guests: the compare cookie looked up with products/compare; signed-in customers:
 * users/compare.
 */
import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import type { Route } from "./+types/compare";
import { getGuestCompare, getServerCompare, type CompareAnswer } from "~/.server/api/lists";
import { getApi, getLang } from "~/.server/context";
import { guestCookie } from "~/.server/guest-lists";
import { getLists } from "~/.server/lists-summary";
import { CompareCarousel } from "~/components/cart/CompareCarousel";
import { CatalogErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";
import { useLocalize } from "~/hooks/useLang";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { pageMeta, rootData } from "~/lib/seo";
import { getInstance } from "~/middleware/i18next";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = getApi(context);
  const lists = await getLists(request, api);
  const t = getInstance(context).getFixedT(getLang(context), "cart");
  let compare: CompareAnswer = { items: [], parameters: [] };
  if (lists.signedIn) {
    const answer = await getServerCompare(api);
    if (answer.ok && answer.data) compare = answer.data;
  } else if (lists.guest && lists.guest.compare.length) {
    const answer = await getGuestCompare(api, lists.guest.compare);
    if (answer.ok && answer.data) compare = answer.data;
    const gone = answer.data?.removeProducts ?? [];
    if (gone.length) api.setCookies.push(guestCookie(request, "compare", lists.guest.compare.filter((id) => !gone.includes(id))));
  }
  return { title: t("compare.title"), description: t("compare.metaDescription"), items: compare.items, parameters: compare.parameters };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: data?.title ?? "Compare",
    description: data?.description,
    pathname: location.pathname,
    noindex: true,
  });

export const ErrorBoundary = CatalogErrorBoundary;

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cart");
  const localize = useLocalize();
  const { items, parameters } = loaderData;
  return (
    <div className="container-shop py-6 sm:py-8" data-testid="compare-page">
      <Breadcrumbs items={[{ title: t("compare.title") }]} />
      <div className="mt-4 mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t("compare.title")}</h1>
        {items.length ? <p className="text-sm text-muted">{t("compare.count", { count: items.length })}</p> : null}
      </div>
      {items.length === 0 ? (
        <div className="mx-auto mt-4 flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed border-line px-6 py-12 text-center" data-testid="compare-empty">
          <p className="text-lg font-semibold">{t("compare.empty")}</p>
          <p className="text-sm text-muted">{t("compare.emptyText")}</p>
          <Link to={localize("/")} className="btn-primary mt-2">
            {t("continueShopping")}
          </Link>
        </div>
      ) : (
        <CompareCarousel items={items} parameters={parameters} />
      )}
    </div>
  );
}
