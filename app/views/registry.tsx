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

/** Starts loading a view's chunk (the server awaits this before rendering). */
export async function preloadView(key: ViewKey): Promise<void> {
  const importer = components[VIEW_FILES[key].component];
  if (importer) await importer();
}

export function viewComponent(key: ViewKey): ComponentType<ViewProps> {
  const importer = components[VIEW_FILES[key].component];
  if (!importer) return Missing;
  let view = lazyViews.get(key);
  if (!view) {
    view = lazy(importer);
    lazyViews.set(key, view);
  }
  return view;
}
