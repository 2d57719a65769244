/**
 * Banner sections of the home page: the double banner (two images plus a text block) and
 * the big banner (full-width image with its text on top, below or over it). Images sit in
 * boxes of fixed aspect ratio and load lazily; mobile images (≤ 512 px) come through
 * <picture>. Videos play muted, looped and without controls, and not at all when the
 * visitor prefers reduced motion (the poster image stays).
 */
import { Link } from "react-router";
import type { Banner } from "../../../backend/content/contract";
import { imageUrl } from "~/lib/images";
import type { Lang } from "~/lib/i18n";
import { bannerHref } from "./HeroSlider";

function Media({ banner, ratio, sizes }: { banner: Banner; ratio: string; sizes: string }) {
  if (banner.type === "video" && banner.video) {
    return (
      <video
        className={`h-full w-full ${ratio} object-cover motion-reduce:hidden`}
        src={banner.video}
        poster={banner.image ? imageUrl(banner.image, 1000) : undefined}
        muted
        loop
        playsInline
        autoPlay
        preload="none"
        aria-hidden="true"
      />
    );
  }
  return (
    <picture>
      {banner.mbImage ? <source media="(max-width: 512px)" srcSet={`${imageUrl(banner.mbImage, 500)} 500w`} sizes="100vw" /> : null}
      <img
        src={imageUrl(banner.image, 1000)}
        srcSet={banner.image ? `${imageUrl(banner.image, 500)} 500w, ${imageUrl(banner.image, 1000)} 1000w` : undefined}
        sizes={sizes}
        alt={banner.title ?? ""}
        width={1000}
        height={1000}
        loading="lazy"
        decoding="async"
        className={`h-full w-full ${ratio} object-cover transition duration-500 group-hover:scale-[1.02]`}
      />
    </picture>
  );
}

function MaybeLink({ href, className, children }: { href: string | null; className: string; children: React.ReactNode }) {
  if (!href) return <div className={className}>{children}</div>;
  if (/^https?:/i.test(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

export function DoubleBanner({
  items,
  text,
  lang,
}: {
  items: Banner[];
  text: { title: string | null; desc: string | null; link: { to: string; label: string } | null };
  lang: Lang;
}) {
  const textHref = bannerHref(text.link?.to, lang);
  return (
    <section className="container-shop py-8 md:py-12" data-testid="double-banner">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 md:gap-6">
        {text.title || text.desc ? (
          <div className="col-span-2 flex flex-col justify-center rounded-xl bg-soft p-6 md:col-span-1 md:p-8">
            {text.title ? <h2 className="text-2xl font-semibold tracking-tight md:text-3xl">{text.title}</h2> : null}
            {text.desc ? <p className="mt-3 text-[15px] leading-6 text-muted">{text.desc}</p> : null}
            {textHref ? (
              <MaybeLink href={textHref} className="btn-primary mt-6 w-fit">
                {text.link?.label || text.title}
              </MaybeLink>
            ) : null}
          </div>
        ) : null}
        {items.slice(0, 2).map((banner, i) => (
          <MaybeLink key={i} href={bannerHref(banner.link?.to, lang)} className="group relative block overflow-hidden rounded-xl bg-soft">
            <Media banner={banner} ratio="aspect-[4/5]" sizes="(min-width: 768px) 33vw, 50vw" />
            {banner.title || banner.link?.label ? (
              <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-ink/75 via-ink/30 to-transparent p-3 pt-12 text-white sm:p-5 sm:pt-16">
                {banner.title ? <span className="text-base font-semibold leading-6 sm:text-lg">{banner.title}</span> : null}
                {banner.link?.label ? <span className="text-sm font-medium underline underline-offset-4">{banner.link.label}</span> : null}
              </span>
            ) : null}
          </MaybeLink>
        ))}
      </div>
    </section>
  );
}

export function BigBanner({ items, lang }: { items: Banner[]; lang: Lang }) {
  return (
    <>
      {items.map((banner, i) => {
        const href = bannerHref(banner.link?.to, lang);
        const over = banner.contentType === "default";
        const copy =
          banner.title || banner.desc || banner.link?.label ? (
            <span
              className={
                over
                  ? "absolute inset-0 flex items-end bg-gradient-to-t from-ink/90 via-ink/55 to-transparent p-6 text-white md:items-center md:bg-gradient-to-r md:from-ink/70 md:via-ink/20 md:p-12"
                  : "block px-1 py-5"
              }
            >
              <span className="block max-w-md">
                {banner.title ? (
                  <span className={`block text-2xl font-semibold tracking-tight md:text-4xl ${over ? "" : "text-ink"}`}>{banner.title}</span>
                ) : null}
                {banner.desc ? <span className={`mt-2 block text-[15px] leading-6 ${over ? "text-white/90" : "text-muted"}`}>{banner.desc}</span> : null}
                {banner.link?.label ? (
                  <span className={`mt-5 inline-flex min-h-11 items-center rounded-md px-5 text-sm font-semibold ${over ? "bg-white text-ink" : "bg-brand text-white"}`}>
                    {banner.link.label}
                  </span>
                ) : null}
              </span>
            </span>
          ) : null;
        return (
          <section
            key={i}
            className={`${banner.fullWidth ? "" : "container-shop"} ${banner.margin ? "py-8 md:py-12" : ""}`}
            data-testid="big-banner"
          >
            <MaybeLink href={href} className={`group relative block overflow-hidden bg-soft ${banner.fullWidth ? "" : "rounded-xl"}`}>
              {banner.contentType === "top" ? copy : null}
              <span className="relative block overflow-hidden">
                <Media banner={banner} ratio="aspect-[4/5] xs:aspect-[21/9]" sizes="100vw" />
                {over ? copy : null}
              </span>
              {banner.contentType === "bottom" ? copy : null}
            </MaybeLink>
          </section>
        );
      })}
    </>
  );
}
