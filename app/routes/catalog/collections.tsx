import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import { getApi } from "~/.server/context";
import { getCollections } from "~/.server/api/catalog";
import { useLocalize } from "~/hooks/useLang";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Pagination } from "~/components/ui/Pagination";
import { imageUrl, srcSet } from "~/lib/images";
import { samePath, serverT } from "~/views/catalog/common.server";
import { parsePage } from "~/lib/listing-query";
import { viewMeta } from "~/views/catalog/meta";
import type { Route } from "./+types/collections";

export { CatalogErrorBoundary as ErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";

const PER_PAGE = 12;

/** /collections: every collection with its cover and headline, 12 per page (p; invalid → 1). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context);
  const page = parsePage(new URL(request.url).searchParams.get("p"));
  const answer = await getCollections(getApi(context), { page, limit: PER_PAGE });
  const title = t("collections");
  return {
    meta: { title, description: t("common:siteDescription") },
    routes: samePath("/collections"),
    items: answer.data?.items ?? [],
    pagination: answer.data?.pagination ?? { pages: 0, current: page, limit: PER_PAGE, count: 0 },
  };
}

export const meta: Route.MetaFunction = (args) => viewMeta(args);

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const localize = useLocalize();
  const { items, pagination } = loaderData;
  return (
    <div className="container-shop pb-16 pt-4 sm:pt-6">
      <Breadcrumbs items={[{ title: t("collections") }]} />
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{t("collections")}</h1>
      {items.length ? (
        <ul className="mt-6 grid gap-x-5 gap-y-10 sm:grid-cols-2 lg:grid-cols-3" data-testid="collection-list">
          {items.map((c, i) => (
            <li key={c.id}>
              <Link to={localize(c.route)} className="group block">
                <div className="overflow-hidden rounded-lg bg-soft">
                  <img
                    src={imageUrl(c.image, 500)}
                    srcSet={srcSet(c.image, 500)}
                    sizes="(min-width: 1024px) 420px, (min-width: 640px) 50vw, 100vw"
                    width={500}
                    height={375}
                    alt=""
                    loading={i < 3 ? "eager" : "lazy"}
                    className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-[1.03]"
                  />
                </div>
                {c.headline ? <p className="mt-3 text-xs font-semibold uppercase tracking-[0.18em] text-muted">{c.headline}</p> : null}
                <h2 className={`${c.headline ? "mt-1" : "mt-3"} text-lg font-semibold text-ink group-hover:underline`}>{c.title}</h2>
                <span className="mt-1 inline-block text-sm font-medium text-brand">{t("viewCollection")} →</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-16 text-center text-muted">{t("noCollections")}</p>
      )}
      <Pagination pages={pagination.pages} current={pagination.current} className="mt-12" />
    </div>
  );
}
