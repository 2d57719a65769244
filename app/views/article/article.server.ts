/** The article page's server half (route records of type "article"). */
import { data } from "react-router";
import { getArticle, type Article } from "~/.server/api/content";
import { getApi } from "~/.server/context";
import type { Lang } from "~/lib/i18n";
import type { RouteRecord, ViewData, ViewLoadArgs } from "../types";

export interface ArticleViewData extends ViewData {
  article: Article;
}

function plain(text: string, max = 160): string {
  const s = text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
}

export async function load({ context }: ViewLoadArgs, record: RouteRecord): Promise<ArticleViewData> {
  const answer = await getArticle(getApi(context), record.id);
  if (!answer.ok || !answer.data) throw data(null, { status: 404 });
  const article = answer.data;
  return {
    meta: {
      title: article.title,
      description: record.description || plain(article.desc || "") || undefined,
      image: article.coverImage ?? article.horizontalImage ?? undefined,
    },
    routes: { ...record.routes, ...(article.routes as Partial<Record<Lang, string>>) } as Record<Lang, string>,
    article,
  };
}
