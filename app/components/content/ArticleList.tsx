import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import type { ArticleCategory, ArticleListItem, Pagination as PaginationData } from "../../../backend/content/contract";
import { useLang, useLocalize } from "~/hooks/useLang";
import { Pagination } from "~/components/ui/Pagination";
import { imageUrl, srcSet } from "~/lib/images";
import { formatArticleDate, isoDate } from "./dates";

/** Where a category filter link goes: the category's own page, else the blog filtered by id. */
export function categoryHref(category: Pick<ArticleCategory, "id" | "route">): string {
  return category.route ?? `/blog?category=${category.id}`;
}

function plain(text: string): string {
  return text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
}

export function ArticleCard({ article, priority = false }: { article: ArticleListItem; priority?: boolean }) {
  const lang = useLang();
  const localize = useLocalize();
  const href = localize(article.route);
  return (
    <article className="group flex flex-col gap-3" data-testid="article-card">
      <Link to={href} className="block aspect-[3/2] overflow-hidden rounded-lg bg-soft" tabIndex={-1} aria-hidden="true">
        <img
          src={imageUrl(article.horizontalImage, 500)}
          srcSet={srcSet(article.horizontalImage, 300)}
          sizes="(min-width: 1025px) 400px, (min-width: 640px) 50vw, 100vw"
          width={600}
          height={400}
          alt=""
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        <time dateTime={isoDate(article.publishedAt)}>{formatArticleDate(article.publishedAt, lang)}</time>
        {article.categories.length ? (
          <span className="font-semibold uppercase tracking-wider text-accent">{article.categories.map((c) => c.title).join(", ")}</span>
        ) : null}
      </div>
      <h2 className="text-lg font-semibold leading-snug text-ink">
        <Link to={href} className="hover:underline">
          {article.title}
        </Link>
      </h2>
      {article.desc ? <p className="line-clamp-3 text-sm leading-6 text-muted">{plain(article.desc)}</p> : null}
    </article>
  );
}

/** Category filter as links (All + each category); the active one is marked. */
export function ArticleCategoryFilter({ categories, active }: { categories: ArticleCategory[]; active: number | null }) {
  const { t } = useTranslation("catalog");
  const localize = useLocalize();
  if (categories.length === 0) return null;
  const chip = (on: boolean) =>
    `inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition ${on ? "border-ink bg-ink text-white" : "border-ink/20 text-ink hover:border-ink"}`;
  return (
    <nav aria-label={t("blog.categories")} data-testid="blog-categories">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={localize("/blog")} className={chip(active === null)} aria-current={active === null ? "page" : undefined}>
            {t("blog.all")}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={localize(categoryHref(c))} className={chip(active === c.id)} aria-current={active === c.id ? "page" : undefined}>
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The article grid with 'Sorry, no articles' and pagination (parameter p). */
export function ArticleGrid({ items, pagination }: { items: ArticleListItem[]; pagination: PaginationData }) {
  const { t } = useTranslation("catalog");
  if (items.length === 0) {
    return (
      <p className="py-16 text-center text-muted" data-testid="no-articles">
        {t("blog.noArticles")}
      </p>
    );
  }
  return (
    <>
      <div className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
        {items.map((a, i) => (
          <ArticleCard key={a.id} article={a} priority={i < 3} />
        ))}
      </div>
      <Pagination pages={pagination.pages} current={pagination.current} className="mt-12" />
    </>
  );
}

/** `p` from the query: a positive integer, else 1. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("p") ?? "";
  return /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}
