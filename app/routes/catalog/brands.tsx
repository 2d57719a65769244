import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import { getApi } from "~/.server/context";
import { getBrands } from "~/.server/api/catalog";
import { useLocalize } from "~/hooks/useLang";
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

function BrandTile({ brand }: { brand: { id: number; title: string; image: string | null; route: string } }) {
  const localize = useLocalize();
  return (
    <Link
      to={localize(brand.route)}
      className="group flex h-full flex-col items-center gap-3 rounded-lg border border-line bg-white px-3 py-5 text-center transition hover:border-ink hover:shadow-sm"
    >
      <span className="flex h-16 w-16 items-center justify-center overflow-hidden rounded-full bg-soft">
        {brand.image ? (
          <img src={imageUrl(brand.image, 300)} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 object-cover" />
        ) : (
          <span className="text-xl font-semibold text-muted" aria-hidden="true">
            {brand.title.charAt(0)}
          </span>
        )}
      </span>
      <span className="text-sm font-semibold uppercase tracking-wider text-ink group-hover:underline">{brand.title}</span>
    </Link>
  );
}

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5";
/** With few brands one grid reads best; a long list gets letter sections and an index. */
const LETTERS_FROM = 30;

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { brands } = loaderData;
  const groups = brands.length > LETTERS_FROM ? groupBrands(brands) : null;
  return (
    <div className="container-shop pb-16 pt-4 sm:pt-6">
      <Breadcrumbs items={[{ title: t("brands") }]} />
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{t("brands")}</h1>
      {brands.length === 0 ? (
        <p className="py-16 text-center text-muted">{t("noBrands")}</p>
      ) : groups ? (
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
                <ul className={`mt-4 ${GRID}`}>
                  {g.items.map((b) => (
                    <li key={b.id}>
                      <BrandTile brand={b} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : (
        <ul className={`mt-6 ${GRID}`} data-testid="brand-list">
          {groupBrands(brands)
            .flatMap((g) => g.items)
            .map((b) => (
              <li key={b.id}>
                <BrandTile brand={b} />
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
