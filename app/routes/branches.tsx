import { useState } from "react";
import { useTranslation } from "~/lib/translation";
import { data, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/branches";
import type { Branch } from "~/.server/api/content";
import { getBranches } from "~/.server/api/content";
import { getApi } from "~/.server/context";
import { StatusPage } from "~/components/StatusPage";
import { Breadcrumbs, JsonLd } from "~/components/ui/Breadcrumbs";
import { branchesJsonLd } from "~/lib/site-jsonld";
import type { Lang } from "~/lib/i18n";
import { pageMeta, rootData } from "~/lib/seo";
import { getInstance } from "~/middleware/i18next";
import { useHydrated } from "~/hooks/useHydrated";

/** Map centre near Baku (spec section 9); zoom 11 on desktop, 6 on phones. */
export const MAP_CENTRE = { lat: 40.378, lng: 49.84 } as const;
export const MAP_ZOOM = { desktop: 11, mobile: 6 } as const;
/** The storefront's desktop width (above 1024 px, the `desk` breakpoint). */
export const DESKTOP_MEDIA = "(min-width: 1025px)";

/** The Baku overview as an embedded map (what the map area opens on). */
export function overviewEmbed(zoom: number): string {
  return `https://maps.google.com/maps?ll=${MAP_CENTRE.lat},${MAP_CENTRE.lng}&z=${zoom}&t=m&output=embed`;
}

/** The Baku overview in Google Maps itself (the plain link, with or without JS). */
export function overviewLink(zoom: number): string {
  return `https://www.google.com/maps/@${MAP_CENTRE.lat},${MAP_CENTRE.lng},${zoom}z`;
}

function currentZoom(): number {
  return typeof window !== "undefined" && window.matchMedia(DESKTOP_MEDIA).matches ? MAP_ZOOM.desktop : MAP_ZOOM.mobile;
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = getApi(context);
  const answer = await getBranches(api);
  if (!answer.ok || !answer.data) throw data(null, { status: 503 });
  const t = getInstance(context).getFixedT(api.lang, "catalog");
  return { title: t("branches.title"), description: t("branches.description"), branches: answer.data };
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) => {
  const root = rootData(matches);
  const paths: Record<Lang, string> = { az: "/branches", en: "/branches", ru: "/branches" };
  return pageMeta({ root, title: loaderData?.title ?? "Stores", description: loaderData?.description, pathname: location.pathname, paths });
};

/** Only Google's own embed pages may fill the map frame. */
export function safeEmbed(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" && /(^|\.)google\.[a-z.]+$/.test(u.hostname) && u.pathname.startsWith("/maps") ? u.toString() : null;
  } catch {
    return null;
  }
}

export function mapsLink(b: Pick<Branch, "latitude" | "longitude" | "address" | "title">): string {
  const hasPoint = Number.isFinite(b.latitude) && Number.isFinite(b.longitude) && (b.latitude !== 0 || b.longitude !== 0);
  const query = hasPoint ? `${b.latitude},${b.longitude}` : `${b.title}, ${b.address}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 1 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/** What the map frame shows: the Baku overview at a zoom, or one branch. */
export type MapView = { kind: "overview"; zoom: number } | { kind: "branch"; id: number };

/** The embedded map a view shows (null: nothing asked yet, or the branch has no embed). */
function embedOf(view: MapView | null, branch: Branch | undefined): string | null {
  return view?.kind === "overview" ? overviewEmbed(view.zoom) : view?.kind === "branch" ? safeEmbed(branch?.googleEmbed) : null;
}

/**
 * The map. The embedded maps are third-party pages, so nothing is loaded until the shopper
 * asks: before that (and without JS) the page is the address list with each branch's "Open in
 * Google Maps" link, under a slim bar that says where the map comes from, offers 'Show map'
 * (JS: the Baku overview, zoom 11 on desktop, 6 on phones) and the overview in Google Maps
 * itself, one link per screen size. Once asked, the frame stands beside the list.
 */
function MapBar({ onShow, hydrated }: { onShow: () => void; hydrated: boolean }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-lg border border-line bg-soft p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="map-area">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-white">
        <PinIcon />
      </span>
      <p className="flex-1 text-sm text-muted">{t("branches.mapNote")}</p>
      <div className="flex flex-wrap gap-2">
        {hydrated ? (
          <button type="button" className="btn-primary" onClick={onShow} data-testid="show-map">
            {t("branches.showMap")}
          </button>
        ) : null}
        <a href={overviewLink(MAP_ZOOM.mobile)} target="_blank" rel="noopener noreferrer" className="btn-secondary desk:hidden" data-testid="open-all-mobile">
          {t("branches.openAll")}
        </a>
        <a href={overviewLink(MAP_ZOOM.desktop)} target="_blank" rel="noopener noreferrer" className="btn-secondary hidden desk:inline-flex" data-testid="open-all-desktop">
          {t("branches.openAll")}
        </a>
      </div>
    </div>
  );
}

function MapFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-soft lg:aspect-auto lg:h-[560px]">
      <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 h-full w-full border-0" data-testid="map-frame" />
    </div>
  );
}

export default function Branches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { branches, title } = loaderData;
  const [selected, setSelected] = useState(branches[0]?.id ?? 0);
  const [view, setView] = useState<MapView | null>(null);
  const hydrated = useHydrated();
  const branch = branches.find((b) => b.id === selected) ?? branches[0];
  const embed = embedOf(view, branch);
  const root = useRouteLoaderData("root") as { siteUrl?: string; siteTitle?: string } | undefined;
  const location = useLocation();
  const siteUrl = (root?.siteUrl ?? "").replace(/\/$/, "");
  const stores = branchesJsonLd({ siteUrl, siteTitle: root?.siteTitle ?? "Bazaar", pageUrl: `${siteUrl}${location.pathname}`, branches });
  return (
    <div className="container-shop pb-16 pt-4" data-testid="branches-page" data-hydrated={hydrated || undefined}>
      {stores.map((store, i) => (
        <JsonLd key={i} value={store} />
      ))}
      <Breadcrumbs items={[{ title }]} className="mb-6" />
      <h1 className="mb-2 text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      <p className="mb-8 text-muted">{t("branches.count", { count: branches.length })}</p>
      {branches.length === 0 ? (
        <p className="py-10 text-muted">{t("branches.none")}</p>
      ) : (
        <>
          {embed ? null : <MapBar onShow={() => setView({ kind: "overview", zoom: currentZoom() })} hydrated={hydrated} />}
          <div className={embed ? "grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" : undefined}>
            {embed ? (
              <div className="lg:order-2">
                <div className="lg:sticky lg:top-6">
                  <MapFrame src={embed} title={view?.kind === "branch" ? t("branches.mapOf", { title: branch?.title ?? "" }) : t("branches.mapOverview")} />
                </div>
              </div>
            ) : null}
            <ul className={embed ? "flex flex-col gap-3 lg:order-1" : "grid gap-3 md:grid-cols-2 xl:grid-cols-3"} data-testid="branch-list">
              {branches.map((b) => {
                const active = view?.kind === "branch" && b.id === branch?.id;
                return (
                  <li key={b.id} className={`rounded-lg border p-5 transition ${active ? "border-ink" : "border-line"}`} data-testid="branch">
                    <p className="text-xs font-semibold uppercase tracking-[0.14em] text-accent">{b.city.title}</p>
                    <h2 className="mt-1 text-lg font-semibold text-ink">{b.title}</h2>
                    <p className="mt-1 text-sm text-ink/90">{b.address}</p>
                    {b.hours ? <p className="mt-1 text-sm text-muted">{b.hours}</p> : null}
                    {b.phone ? (
                      <p className="mt-1 text-sm">
                        <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className="text-ink hover:underline">
                          {b.phone}
                        </a>
                      </p>
                    ) : null}
                    <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-semibold">
                      {hydrated && safeEmbed(b.googleEmbed) ? (
                        <button
                          type="button"
                          className="text-brand underline underline-offset-4 hover:text-brand-600"
                          onClick={() => {
                            setSelected(b.id);
                            setView({ kind: "branch", id: b.id });
                          }}
                          data-testid="show-on-map"
                        >
                          {t("branches.showOnMap")}
                        </button>
                      ) : null}
                      <a
                        href={mapsLink(b)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1.5 text-brand underline underline-offset-4 hover:text-brand-600"
                        data-testid="branch-maps-link"
                      >
                        <PinIcon />
                        {t("branches.openInMaps")}
                      </a>
                      {b.isPickup ? <span className="rounded-full bg-soft px-2.5 py-1 text-xs font-medium text-muted">{t("branches.pickup")}</span> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number })?.status;
  return <StatusPage kind={status === 404 ? "notFound" : "error"} />;
}
