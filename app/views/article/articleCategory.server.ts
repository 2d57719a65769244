/** The article category page's server half (route records of type "article_category"). */
import { data } from "react-router";
import { getArticleCategories, getArticles, type ArticleCategory, type ArticleList } from "~/.server/api/content";
import { getApi } from "~/.server/context";
import { pageParam } from "~/components/content/ArticleList";
import { serverT } from "../catalog/common.server";
import type { RouteRecord, ViewData, ViewLoadArgs } from "../types";

export interface ArticleCategoryViewData extends ViewData {
  list: ArticleList;
  categories: ArticleCategory[];
  categoryId: number;
}

export async function load({ request, context }: ViewLoadArgs, record: RouteRecord): Promise<ArticleCategoryViewData> {
  const api = getApi(context);
  const page = pageParam(new URL(request.url));
  const [list, categories] = await Promise.all([getArticles(api, { page, filter_category: record.id }), getArticleCategories(api)]);
  if (!list.ok || !list.data) throw data(null, { status: 404 });
  return {
    meta: {
      title: record.title,
      description: record.description?.trim() || serverT(context)("blog.categoryDescription", { title: record.title }),
      noindex: list.data.items.length === 0,
    },
    routes: record.routes,
    list: list.data,
    categories: categories.ok && categories.data ? categories.data : [],
    categoryId: record.id,
  };
}
