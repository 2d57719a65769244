import { useTranslation } from "~/lib/translation";
import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { useLang, useLocalize } from "~/hooks/useLang";
import { ArticleBlocks } from "~/components/content/ArticleBlocks";
import { categoryHref } from "~/components/content/ArticleList";
import { formatArticleDate, isoDate } from "~/components/content/dates";
import { Breadcrumbs, JsonLd } from "~/components/ui/Breadcrumbs";
import { imageUrl, srcSet } from "~/lib/images";
import { useHydrated } from "~/hooks/useHydrated";
import type { ViewProps } from "../types";
import type { ArticleViewData } from "./article.server";
import { articleJsonLd } from "./jsonld";

/**
 * An article: the Journal heading, title, categories, date (d M Y), the cover (a separate
 * mobile cover up to 512 px through <picture>) and the content blocks.
 */
export default function ArticleView({ data }: ViewProps<ArticleViewData>) {
  const hydrated = useHydrated();
  const { t } = useTranslation("catalog");
  const lang = useLang();
  const localize = useLocalize();
  const root = useRouteLoaderData<RootData>("root");
  const { article } = data;
  const cover = article.coverImage ?? article.horizontalImage;
  const siteUrl = (root?.siteUrl ?? "").replace(/\/$/, "");
  const ld = articleJsonLd({
    title: article.title,
    publishedAt: article.publishedAt,
    url: `${siteUrl}${localize(article.route)}`,
    image: cover ? `${siteUrl}${imageUrl(cover, 1000)}` : null,
    siteUrl,
    siteTitle: root?.siteTitle ?? "",
  });
  return (
    <article className="pb-16 pt-4" data-testid="article-page" data-hydrated={hydrated || undefined}>
      <div className="container-shop">
        <Breadcrumbs items={[{ title: t("blog.title"), to: "/blog" }, { title: article.title }]} siteUrl={siteUrl} className="mb-6" />
        <JsonLd value={ld} />
        <header className="mx-auto mb-8 flex max-w-3xl flex-col items-center gap-4 text-center">
          <Link to={localize("/blog")} className="text-sm font-semibold uppercase tracking-[0.24em] text-accent hover:underline" data-testid="journal-heading">
            {t("blog.journal")}
          </Link>
          <h1 className="text-3xl font-semibold leading-tight text-ink sm:text-[42px] sm:leading-[1.15]">{article.title}</h1>
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-muted">
            <time dateTime={isoDate(article.publishedAt)} data-testid="article-date">
              {formatArticleDate(article.publishedAt, lang)}
            </time>
            {article.categories.length ? (
              <>
                <span aria-hidden="true">·</span>
                <ul className="flex flex-wrap gap-2" aria-label={t("blog.categories")}>
                  {article.categories.map((c) => (
                    <li key={c.id}>
                      <Link to={localize(categoryHref(c))} className="rounded-full bg-soft px-3 py-1 text-xs font-semibold uppercase tracking-wider text-ink hover:bg-line">
                        {c.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </header>
      </div>
      {cover ? (
        <div className="container-shop mb-12">
          <picture className={`block overflow-hidden rounded-lg bg-soft ${article.mobileCoverImage ? "aspect-[4/5] min-[513px]:aspect-[12/5]" : "aspect-[12/5]"}`} data-testid="article-cover">
            {article.mobileCoverImage ? <source media="(max-width: 512px)" srcSet={`${imageUrl(article.mobileCoverImage, 500)} 500w`} sizes="100vw" /> : null}
            <img
              src={imageUrl(cover, 1000)}
              srcSet={srcSet(cover, 500)}
              sizes="(min-width: 1320px) 1290px, 100vw"
              alt={article.title}
              fetchPriority="high"
              className="h-full w-full object-cover"
            />
          </picture>
        </div>
      ) : null}
      <div className="container-shop">
        <ArticleBlocks blocks={article.blocks} />
        <div className="mx-auto mt-16 flex max-w-3xl justify-center border-t border-line pt-8">
          <Link to={localize("/blog")} className="btn-secondary">
            {t("blog.back")}
          </Link>
        </div>
      </div>
    </article>
  );
}
