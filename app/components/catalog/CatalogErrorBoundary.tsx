import { isRouteErrorResponse, useRouteError } from "react-router";
import { StatusPage } from "~/components/StatusPage";

/** Error view of the catalogue routes: 404 for missing pages, the generic error otherwise. */
export function CatalogErrorBoundary() {
  const error = useRouteError();
  return <StatusPage kind={isRouteErrorResponse(error) && error.status === 404 ? "notFound" : "error"} />;
}
