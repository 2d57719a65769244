import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { StatusPage } from "~/components/StatusPage";
import { VIEW_FILES, type ViewKey, type ViewProps } from "./types";

/**
 * The view components, each its own chunk (React.lazy over import.meta.glob), so a product
 * page does not download the listing code. A view whose file is missing renders NotFound.
 */
const components = import.meta.glob<{ default: ComponentType<ViewProps> }>("./*/*View.tsx");

function Missing() {
  return <StatusPage kind="notFound" />;
}

const lazyViews = new Map<ViewKey, LazyExoticComponent<ComponentType<ViewProps>>>();

export function hasView(key: ViewKey): boolean {
  return Boolean(components[VIEW_FILES[key].component]);
}

/**
 * On the server the view modules are awaited by the loader before rendering (preloadView) and
 * rendered directly: a component that suspends during SSR would be sent as a fallback plus a
 * hidden segment swapped in by a script, which a browser without JavaScript never runs.
 */
const serverLoaded = new Map<ViewKey, ComponentType<ViewProps>>();
const isServer = typeof document === "undefined";

/** Loads a view's module (the server awaits this in the loader before rendering). */
export async function preloadView(key: ViewKey): Promise<void> {
  const importer = components[VIEW_FILES[key].component];
  if (!importer) return;
  const mod = await importer();
  if (isServer) serverLoaded.set(key, mod.default);
}

export function viewComponent(key: ViewKey): ComponentType<ViewProps> {
  const importer = components[VIEW_FILES[key].component];
  if (!importer) return Missing;
  if (isServer) {
    const ready = serverLoaded.get(key);
    if (ready) return ready;
  }
  // in the browser always the same lazy wrapper per view (hydration keeps the server HTML
  // until the chunk has arrived; switching component types later would remount the view)
  let view = lazyViews.get(key);
  if (!view) {
    view = lazy(importer);
    lazyViews.set(key, view);
  }
  return view;
}
