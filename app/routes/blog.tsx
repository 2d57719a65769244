import { useTranslation } from "~/lib/translation";
import { data } from "react-router";
import type { Route } from "./+types/blog";
import { getArticleCategories, getArticles } from "~/.server/api/content";
import { getApi } from "~/.server/context";
import { ArticleCategoryFilter, ArticleGrid, pageParam } from "~/components/content/ArticleList";
import { StatusPage } from "~/components/StatusPage";
import { useHydrated } from "~/hooks/useHydrated";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import type { Lang } from "~/lib/i18n";
import { pageMeta, rootData } from "~/lib/seo";
import { getInstance } from "~/middleware/i18next";

/** The blog list: heading Blog, category filter (?category=id), page parameter p, pagination. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageParam(url);
  const rawCategory = url.searchParams.get("category") ?? "";
  const category = /^\d{1,9}$/.test(rawCategory) ? Number(rawCategory) : null;
  const api = getApi(context);
  const [articles, categories] = await Promise.all([
    getArticles(api, { page, ...(category ? { filter_category: category } : {}) }),
    getArticleCategories(api),
  ]);
  if (!articles.ok || !articles.data) throw data(null, { status: 503 });
  const t = getInstance(context).getFixedT(api.lang, "catalog");
  return {
    title: t("blog.title"),
    description: t("blog.description"),
    items: articles.data.items,
    pagination: articles.data.pagination,
    categories: categories.ok && categories.data ? categories.data : [],
    category,
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) => {
  const root = rootData(matches);
  const paths: Record<Lang, string> = { az: "/blog", en: "/blog", ru: "/blog" };
  return pageMeta({
    root,
    title: loaderData?.title ?? "Blog",
    description: loaderData?.description,
    pathname: location.pathname,
    search: location.search,
    paths,
    noindex: Boolean(loaderData && loaderData.items.length === 0),
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { items, pagination, categories, category } = loaderData;
  const hydrated = useHydrated();
  return (
    <div className="container-shop pb-16 pt-4" data-testid="blog-page" data-hydrated={hydrated || undefined}>
      <Breadcrumbs items={[{ title: t("blog.title") }]} className="mb-6" />
      <header className="mb-8 flex flex-col gap-5">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t("blog.title")}</h1>
        <ArticleCategoryFilter categories={categories} active={category} />
      </header>
      <ArticleGrid items={items} pagination={pagination} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number })?.status;
  return <StatusPage kind={status === 404 ? "notFound" : "error"} />;
}

