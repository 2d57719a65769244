import { data } from "react-router";
import type { Route } from "./+types/resolve";
import { StatusPage } from "~/components/StatusPage";

/** Any path not known locally is asked of routes/current (built by the routing work). */
export async function loader(_args: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function Resolve() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number })?.status;
  return <StatusPage kind={status === 404 ? "notFound" : "error"} />;
}
