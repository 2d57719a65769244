import { useTranslation } from "~/lib/translation";
import { ArticleCategoryFilter, ArticleGrid } from "~/components/content/ArticleList";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { useHydrated } from "~/hooks/useHydrated";
import type { ViewProps } from "../types";
import type { ArticleCategoryViewData } from "./articleCategory.server";

/** A blog category: the same list as /blog, filtered to one category. */
export default function ArticleCategoryView({ data, record }: ViewProps<ArticleCategoryViewData>) {
  const hydrated = useHydrated();
  const { t } = useTranslation("catalog");
  return (
    <div className="container-shop pb-16 pt-4" data-testid="article-category-page" data-hydrated={hydrated || undefined}>
      <Breadcrumbs items={[{ title: t("blog.title"), to: "/blog" }, { title: record.title }]} className="mb-6" />
      <header className="mb-8 flex flex-col gap-5">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent">{t("blog.title")}</p>
        <h1 className="-mt-3 text-3xl font-semibold text-ink sm:text-4xl">{record.title}</h1>
        <ArticleCategoryFilter categories={data.categories} active={data.categoryId} />
      </header>
      <ArticleGrid items={data.list.items} pagination={data.list.pagination} />
    </div>
  );
}
