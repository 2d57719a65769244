import { Suspense } from "react";
import { data, isRouteErrorResponse, redirect, useActionData } from "react-router";
import type { Route } from "./+types/resolve";
import { StatusPage } from "~/components/StatusPage";
import { getApi, getLang } from "~/.server/context";
import { getInstance } from "~/middleware/i18next";
import { getRouteCurrent } from "~/.server/api/catalog";
import { localizePath, splitLangPath } from "~/lib/i18n";
import { imageUrl } from "~/lib/images";
import { pageMeta, rootData } from "~/lib/seo";
import { loadServerView, viewPreloads } from "~/views/registry.server";
import { preloadView, viewComponent } from "~/views/registry";
import { viewKeyOf, type RouteRecord, type ViewData, type ViewKey, type ViewProps } from "~/views/types";

/**
 * The catch-all: any path no fixed route claims is asked of `routes/current`. A redirect
 * answer becomes a 301 to the localized path; a route record picks the view by its type.
 */
async function resolve({ request, context }: { request: Request; context: Route.LoaderArgs["context"] }) {
  const url = new URL(request.url);
  const { lang, path } = splitLangPath(url.pathname);
  // "/dresses/" → "/dresses" (one URL per page)
  if (path.length > 1 && path.endsWith("/")) {
    throw redirect(`${localizePath(path.replace(/\/+$/, "") || "/", lang)}${url.search}`, 301);
  }
  let base = path;
  try {
    base = decodeURIComponent(path);
  } catch {
    throw data(null, { status: 404 });
  }
  const api = getApi(context);
  const answer = await getRouteCurrent(api, base);
  if (answer.redirect) {
    const target = splitLangPath(answer.redirect).path;
    throw redirect(`${localizePath(target, lang)}${url.search}`, 301);
  }
  // the service away is "try again", never "this page does not exist"
  if (!answer.ok && api.serviceFault) throw data(null, { status: 503 });
  if (!answer.ok || !answer.data) throw data(null, { status: 404 });
  const record = answer.data;
  const key = viewKeyOf(record.type);
  const module = await loadServerView(key);
  if (!module) throw data(null, { status: 404 });
  return { record, key, module };
}

/** A thrown `data(…, { status: 404 })`: the path names nothing (or its view found nothing). */
function isNotFound(thrown: unknown): boolean {
  return typeof thrown === "object" && thrown !== null && "init" in thrown && (thrown as { init?: { status?: number } }).init?.status === 404;
}

/** What a 404 carries to `meta`: the page's title in the request's language. */
export interface NotFoundData {
  title: string;
}

export async function loader(args: Route.LoaderArgs) {
  try {
    return await loadView(args);
  } catch (thrown) {
    if (!isNotFound(thrown)) throw thrown;
    const title = getInstance(args.context).getFixedT(getLang(args.context), "common")("notFound");
    throw data({ title } satisfies NotFoundData, { status: 404 });
  }
}

async function loadView(args: Route.LoaderArgs) {
  const { record, key, module } = await resolve(args);
  const [viewData] = await Promise.all([module.load(args, record), preloadView(key)]);
  return {
    ...(viewData as ViewData & Record<string, unknown>),
    view: key as ViewKey,
    record: record as RouteRecord,
    viewChunks: viewPreloads(key),
  };
}

export async function action(args: Route.ActionArgs) {
  const { record, module } = await resolve(args);
  if (!module.action) throw data(null, { status: 405 });
  return module.action(args, record);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches, error }) => {
  const root = rootData(matches);
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) ? (error.data as NotFoundData | null)?.title : undefined;
    return [{ title: `${notFound ?? "404 Page not found"} | ${root?.siteTitle ?? "Bazaar"}` }, { name: "robots", content: "noindex" }];
  }
  const { meta: m, routes } = loaderData as unknown as ViewData;
  return pageMeta({
    root,
    title: m.title,
    description: m.description,
    image: m.image ? imageUrl(m.image, 1000) : undefined,
    noindex: m.noindex,
    pathname: location.pathname,
    search: location.search,
    paths: routes,
  });
};

function ViewFallback() {
  return (
    <div className="container-shop py-10" aria-busy="true">
      <div className="h-6 w-48 animate-pulse rounded bg-soft" />
      <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="aspect-square animate-pulse rounded-md bg-soft" />
        ))}
      </div>
    </div>
  );
}

export default function Resolve({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData();
  const viewData = loaderData as unknown as ViewProps["data"];
  const View = viewComponent(viewData.view);
  const { viewChunks } = loaderData as { viewChunks?: string[] };
  return (
    <Suspense fallback={<ViewFallback />}>
      {/* the view's lazy chunk, requested with the route's modules (React hoists these into <head>);
          no nonce: script-src allows 'self' (app/.server/compact-html.ts) */}
      {viewChunks?.map((href) => (
        <link key={href} rel="modulepreload" href={href} suppressHydrationWarning />
      ))}
      <View key={`${viewData.record.type}-${viewData.record.id}`} data={viewData} record={viewData.record} actionData={actionData} />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number })?.status;
  return <StatusPage kind={status === 404 ? "notFound" : "error"} />;
}
