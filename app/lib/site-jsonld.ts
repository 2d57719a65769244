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

/** What the branches page's Store markup reads of a branch. */
export interface BranchFacts {
  title: string;
  city: { title: string };
  address: string;
  latitude: number;
  longitude: number;
  phone: string | null;
}

/**
 * The branches page's structured data: each shop a schema.org Store (a LocalBusiness) with its
 * postal address in Azerbaijan, map position and phone, part of the shop's Organization.
 */
export function branchesJsonLd(opts: { siteUrl: string; siteTitle: string; pageUrl: string; branches: readonly BranchFacts[] }): Record<string, unknown>[] {
  const home = `${opts.siteUrl}/`;
  return opts.branches.map((b) => ({
    "@context": "https://schema.org",
    "@type": "Store",
    name: `${opts.siteTitle} ${b.title}`,
    url: opts.pageUrl,
    image: `${opts.siteUrl}/logo.svg`,
    address: { "@type": "PostalAddress", streetAddress: b.address, addressLocality: b.city.title, addressCountry: "AZ" },
    geo: { "@type": "GeoCoordinates", latitude: b.latitude, longitude: b.longitude },
    ...(b.phone ? { telephone: b.phone } : {}),
    parentOrganization: { "@type": "Organization", name: opts.siteTitle, url: home },
  }));
}
