import { useTranslation } from "~/lib/translation";
import { Link, useRouteLoaderData } from "react-router";
import { PlainSearchForm } from "~/components/catalog/PlainSearchForm";
import { useLocalize } from "~/hooks/useLang";

const PILL = "inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink transition hover:border-ink";

/**
 * A way on from a dead end (the 404 page, a search with no query or no results): a plain GET
 * search form (works without JavaScript; its own labelled landmark, so it is told apart from
 * the header's search box) and links to the home page, new in and the top categories (from
 * the layout's data; absent outside the shop layout).
 */
export function WayOn({ id, query = "" }: { id: string; query?: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const layout = useRouteLoaderData("routes/layout") as { topCategories?: { title: string; route: string }[] } | undefined;
  const categories = layout?.topCategories ?? [];
  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  return (
    <div className="mx-auto mt-8 w-full max-w-xl text-left" data-testid="way-on">
      <PlainSearchForm
        id={inputId}
        query={query}
        labelledBy={labelId}
        label={
          <label id={labelId} htmlFor={inputId} className="mb-2 block text-sm font-semibold text-ink">
            {t("wayOn.searchLabel")}
          </label>
        }
        button={t("search")}
        placeholder={t("searchPlaceholder")}
        testId={`${id}-form`}
      />
      <nav aria-labelledby={`${id}-links`} className="mt-8" data-testid="way-on-links">
        <h2 id={`${id}-links`} className="text-sm font-semibold text-ink">
          {t("wayOn.linksTitle")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          <li>
            <Link to={localize("/")} className={PILL}>
              {t("wayOn.home")}
            </Link>
          </li>
          <li>
            <Link to={localize("/newin")} className={PILL}>
              {t("wayOn.newIn")}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.route}>
              <Link to={localize(c.route)} className={PILL}>
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
