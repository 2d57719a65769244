import { useState } from "react";
import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import type { ArticleBlock, ArticleBlockData, ArticleProduct } from "../../../backend/content/contract";
import { useLocalize } from "~/hooks/useLang";
import { imageUrl, srcSet } from "~/lib/images";
import { formatMoney } from "~/lib/money";

/** The eight block kinds of an article (spec section 2, Blog). */
export const BLOCK_KINDS = [
  "text_banner",
  "text_product_banner",
  "text_product_image_banner",
  "blog_image_text_banner",
  "blog_big_image_text_banner",
  "youtube_video_banner",
  "blog_big_banner",
  "image_banner",
] as const;

/** Classes for editor html inside articles and static pages. */
export const RICH_TEXT =
  "text-[16px] leading-7 text-ink/90 [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_p:last-child]:mb-0 [&_strong]:text-ink [&_table]:mb-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-line [&_th]:bg-soft [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6";

/** Editor html (seeded or written in the back office, never shopper input), cleaned by the API (ADR 0041). */
export function RichText({ html, className = "" }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return <div className={`${RICH_TEXT} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A block image with a separate image for screens up to 512 px when the block has one. */
function BlockPicture({
  image,
  mobImage,
  alt,
  className = "",
  aspect,
  sizes = "(min-width: 1025px) 900px, 100vw",
}: {
  image?: string;
  mobImage?: string;
  alt: string;
  className?: string;
  /** literal aspect classes; by default 4:5 up to 512 px when there is a mobile image, else 16:9 (the seeded sizes) */
  aspect?: string;
  sizes?: string;
}) {
  if (!image && !mobImage) return null;
  const main = image ?? mobImage;
  const box = aspect ?? (mobImage && image ? "aspect-[4/5] min-[513px]:aspect-video" : "aspect-video");
  return (
    <picture className={`block overflow-hidden rounded-lg bg-soft ${box} ${className}`}>
      {mobImage && image ? <source media="(max-width: 512px)" srcSet={`${imageUrl(mobImage, 500)} 500w`} sizes="100vw" /> : null}
      <img src={imageUrl(main, 1000)} srcSet={srcSet(main, 500)} sizes={sizes} alt={alt} loading="lazy" decoding="async" className="h-full w-full object-cover" />
    </picture>
  );
}

function Headlines({ data, level = 2, center = false, light = false }: { data: ArticleBlockData; level?: 2 | 3; center?: boolean; light?: boolean }) {
  if (!data.headline && !data.subHeadline) return null;
  const H = level === 2 ? "h2" : "h3";
  return (
    <div className={`mb-4 ${center ? "text-center" : ""}`}>
      {data.subHeadline ? (
        <p className={`mb-1 text-xs font-semibold uppercase tracking-[0.16em] ${light ? "text-white/80" : "text-accent"}`}>{data.subHeadline}</p>
      ) : null}
      {data.headline ? <H className={`text-2xl font-semibold leading-tight sm:text-3xl ${light ? "text-white" : "text-ink"}`}>{data.headline}</H> : null}
    </div>
  );
}

function MaybeLink({ route, children, className = "", label }: { route?: string; children: React.ReactNode; className?: string; label?: string }) {
  const localize = useLocalize();
  if (!route) return <div className={className}>{children}</div>;
  if (/^https?:\/\//.test(route)) {
    return (
      <a href={route} className={className} aria-label={label} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={localize(route)} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

/** The small product card a block can feature (from its productId). */
export function BlockProduct({ product }: { product: ArticleProduct }) {
  const { t } = useTranslation("catalog");
  const localize = useLocalize();
  const href = localize(product.route);
  return (
    <article className="group flex w-full max-w-[260px] flex-col gap-3 self-center rounded-xl bg-white p-3 shadow-sm" data-testid="block-product">
      <Link to={href} className="block aspect-[3/4] overflow-hidden rounded-lg bg-soft" tabIndex={-1} aria-hidden="true">
        <img src={imageUrl(product.image, 500)} alt="" loading="lazy" className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]" />
      </Link>
      <div>
        <h3 className="text-sm text-ink">
          <Link to={href} className="hover:underline">
            {product.title}
          </Link>
        </h3>
        <p className="mt-1 text-[15px] font-semibold">
          {product.priceInStore ? (
            t("priceOnApplication")
          ) : (
            <>
              <span className={product.priceOld && product.priceOld > product.price ? "text-sale" : "text-ink"}>{formatMoney(product.price)}</span>
              {product.priceOld && product.priceOld > product.price ? <s className="ml-2 text-sm font-normal text-muted">{formatMoney(product.priceOld)}</s> : null}
            </>
          )}
        </p>
      </div>
      <Link to={href} className="btn-secondary w-full">
        {t("blog.viewProduct")}
      </Link>
    </article>
  );
}

function TextBanner({ data }: { data: ArticleBlockData }) {
  return (
    <div className="mx-auto max-w-3xl">
      <Headlines data={data} />
      <RichText html={data.desc} />
    </div>
  );
}

function TextProductBanner({ data, withImage }: { data: ArticleBlockData; withImage: boolean }) {
  const imageLeft = data.side === "left";
  return (
    <div
      className={`mx-auto grid max-w-6xl items-center gap-8 rounded-2xl bg-soft p-6 sm:p-10 ${withImage ? "lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_minmax(0,3fr)]" : "md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"}`}
    >
      <div className={withImage && imageLeft ? "lg:order-2" : ""}>
        <Headlines data={data} />
        <RichText html={data.desc} />
      </div>
      {withImage ? (
        <BlockPicture image={data.image} mobImage={data.mobImage} alt={data.headline ?? ""} className={imageLeft ? "lg:order-1" : ""} sizes="(min-width: 1025px) 33vw, 100vw" />
      ) : null}
      <div className="flex justify-center lg:order-3">{data.product ? <BlockProduct product={data.product} /> : null}</div>
    </div>
  );
}

function ImageTextBanner({ data }: { data: ArticleBlockData }) {
  const imageRight = data.side === "right";
  return (
    <div className="mx-auto grid max-w-6xl items-center gap-6 md:grid-cols-2 md:gap-12">
      <MaybeLink route={data.route} className={imageRight ? "md:order-2" : ""} label={data.headline}>
        <BlockPicture image={data.image} mobImage={data.mobImage} alt={data.headline ?? ""} sizes="(min-width: 768px) 50vw, 100vw" />
      </MaybeLink>
      <div className={imageRight ? "md:order-1" : ""}>
        <Headlines data={data} />
        <RichText html={data.desc} />
      </div>
    </div>
  );
}

function BigImageTextBanner({ data }: { data: ArticleBlockData }) {
  return (
    <div className="flex flex-col gap-6">
      <MaybeLink route={data.route} label={data.headline}>
        <BlockPicture image={data.image} mobImage={data.mobImage} alt={data.headline ?? ""} />
      </MaybeLink>
      <div className="mx-auto max-w-3xl">
        <Headlines data={data} />
        <RichText html={data.desc} />
      </div>
    </div>
  );
}

function BigBanner({ data }: { data: ArticleBlockData }) {
  const { t } = useTranslation("catalog");
  return (
    <MaybeLink route={data.route} className="group relative block overflow-hidden rounded-lg" label={data.headline}>
      <BlockPicture image={data.image} mobImage={data.mobImage} alt="" className="rounded-none" />
      {data.headline || data.subHeadline ? (
        <div className="absolute inset-0 flex flex-col items-center justify-end bg-gradient-to-t from-black/60 via-black/10 to-transparent p-6 text-center sm:p-10">
          <Headlines data={data} center light />
          {data.route ? <span className="btn-secondary border-white bg-white/95">{t("blog.discover")}</span> : null}
        </div>
      ) : null}
    </MaybeLink>
  );
}

function ImageBanner({ data }: { data: ArticleBlockData }) {
  return (
    <MaybeLink route={data.route} label={data.headline}>
      <BlockPicture image={data.image} mobImage={data.mobImage} alt={data.headline ?? ""} />
    </MaybeLink>
  );
}

/**
 * A YouTube video without loading anything from YouTube until asked: a poster (the block's own
 * image, never YouTube's) that, with JS, swaps in a youtube-nocookie iframe on click; without
 * JS it is a plain link to the video on YouTube.
 */
export function YouTubeBlock({ data }: { data: ArticleBlockData }) {
  const { t } = useTranslation("catalog");
  const [playing, setPlaying] = useState(false);
  const id = typeof data.videoId === "string" && /^[A-Za-z0-9_-]{6,20}$/.test(data.videoId) ? data.videoId : null;
  if (!id) return null;
  const title = data.headline || t("blog.video");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Headlines data={data} />
      <div className="relative aspect-video overflow-hidden rounded-lg bg-ink" data-testid="youtube-block">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <a
            href={`https://www.youtube.com/watch?v=${id}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              setPlaying(true);
            }}
            className="group absolute inset-0 flex items-center justify-center"
            aria-label={t("blog.playVideo", { title })}
            data-testid="youtube-poster"
          >
            {data.image ? (
              <img src={imageUrl(data.image, 1000)} alt="" loading="lazy" className="absolute inset-0 h-full w-full object-cover opacity-80 transition group-hover:opacity-70" />
            ) : (
              <span className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,#1f5e5f,transparent_60%),linear-gradient(135deg,#0f3d3e,#111827)]" />
            )}
            <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-ink shadow-lg transition group-hover:scale-105">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
                <path d="M8 5.5v13l11-6.5z" />
              </svg>
            </span>
            <span className="absolute bottom-3 left-3 right-3 text-left text-xs text-white/80">{t("blog.videoNote")}</span>
          </a>
        )}
      </div>
      <RichText html={data.desc} />
    </div>
  );
}

/** One block by its kind; unknown kinds render nothing. */
export function ArticleBlockView({ block }: { block: ArticleBlock }) {
  const data = block.data ?? {};
  switch (block.name) {
    case "text_banner":
      return <TextBanner data={data} />;
    case "text_product_banner":
      return <TextProductBanner data={data} withImage={false} />;
    case "text_product_image_banner":
      return <TextProductBanner data={data} withImage />;
    case "blog_image_text_banner":
      return <ImageTextBanner data={data} />;
    case "blog_big_image_text_banner":
      return <BigImageTextBanner data={data} />;
    case "youtube_video_banner":
      return <YouTubeBlock data={data} />;
    case "blog_big_banner":
      return <BigBanner data={data} />;
    case "image_banner":
      return <ImageBanner data={data} />;
    default:
      return null;
  }
}

export function ArticleBlocks({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="flex flex-col gap-12 sm:gap-16">
      {blocks.map((block, i) => (
        <section key={i} data-block={block.name} data-testid="article-block">
          <ArticleBlockView block={block} />
        </section>
      ))}
    </div>
  );
}
