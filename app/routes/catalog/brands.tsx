import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getApi } from "~/.server/context";
import { getBrands } from "~/.server/api/catalog";
import { useLocalize } from "~/components/catalog/useLang";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { imageUrl } from "~/lib/images";
import { samePath, serverT } from "~/views/catalog/common.server";
import { viewMeta } from "~/views/catalog/meta";
import { groupBrands } from "~/views/catalog/brands";
import type { Route } from "./+types/brands";

export { CatalogErrorBoundary as ErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";

/** /brands: every brand, by letter. */
export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context);
  const answer = await getBrands(getApi(context));
  return {
    meta: { title: t("brands"), description: t("common:siteDescription") },
    routes: samePath("/brands"),
    brands: answer.data ?? [],
  };
}

export const meta: Route.MetaFunction = (args) => viewMeta(args);

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const localize = useLocalize();
  const groups = groupBrands(loaderData.brands);
  return (
    <div className="container-shop pb-16 pt-4 sm:pt-6">
      <Breadcrumbs items={[{ title: t("brands") }]} />
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{t("brands")}</h1>
      {groups.length ? (
        <>
          <nav aria-label={t("brands")} className="mt-5 flex flex-wrap gap-1">
            {groups.map((g) => (
              <a key={g.letter} href={`#brands-${g.letter}`} className="inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-line text-sm font-medium hover:border-ink">
                {g.letter}
              </a>
            ))}
          </nav>
          <div className="mt-8 space-y-10" data-testid="brand-list">
            {groups.map((g) => (
              <section key={g.letter} id={`brands-${g.letter}`} aria-labelledby={`brands-h-${g.letter}`} className="scroll-mt-24">
                <h2 id={`brands-h-${g.letter}`} className="border-b border-line pb-2 text-lg font-semibold">
                  {g.letter}
                </h2>
                <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                  {g.items.map((b) => (
                    <li key={b.id}>
                      <Link to={localize(b.route)} className="flex h-20 items-center justify-center rounded-md border border-line bg-white px-3 text-center transition hover:border-ink hover:shadow-sm">
                        {b.image ? (
                          <img src={imageUrl(b.image, 300)} alt={b.title} width={140} height={48} loading="lazy" className="max-h-12 w-auto max-w-full object-contain" />
                        ) : (
                          <span className="text-sm font-semibold uppercase tracking-wider text-ink">{b.title}</span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : (
        <p className="py-16 text-center text-muted">{t("noBrands")}</p>
      )}
    </div>
  );
}
