import { Outlet } from "react-router";
import type { Route } from "./+types/layout";

/** The shop chrome (header, navigation, footer, mobile bar). Built by the layout work. */
export async function loader(_args: Route.LoaderArgs) {
  return {};
}

export default function ShopLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
