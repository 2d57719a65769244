/**
 * The home page's structured data: the shop as an Organization (name, address of the site,
 * logo, phone, its social accounts as sameAs) and the site as a WebSite whose search a crawler may call (SearchAction).
 * Every URL is built from SITE_URL (the one public origin).
 */
export function homeJsonLd(opts: { siteUrl: string; siteTitle: string; langPrefix: string; phone?: string; logoPath?: string; sameAs?: readonly string[] }): Record<string, unknown>[] {
  const home = `${opts.siteUrl}${opts.langPrefix || "/"}`;
  const organization: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: opts.siteTitle,
    url: home,
    logo: `${opts.siteUrl}${opts.logoPath ?? "/favicon.svg"}`,
  };
  if (opts.sameAs?.length) organization.sameAs = [...opts.sameAs];
  if (opts.phone) organization.contactPoint = { "@type": "ContactPoint", telephone: opts.phone, contactType: "customer service" };
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: opts.siteTitle,
    url: home,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${opts.siteUrl}${opts.langPrefix}/search?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
  return [organization, website];
}
