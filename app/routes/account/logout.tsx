/**
 * Logout (/logout): the page asks 'Are you sure?' (the header's popup posts here directly);
 * the post revokes the session upstream, clears both token cookies and goes home.
 */
import { useTranslation } from "~/lib/translation";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logout } from "~/.server/api/account";
import { accountT, getUser, pathFor, redirectWithFlash } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { pageMeta, rootData } from "~/lib/seo";
import { AuthCard } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";

export async function loader({ context }: Route.LoaderArgs) {
  const user = await getUser(context);
  if (!user) throw redirect(pathFor(context, "/"));
  return { title: accountT(context)("logout.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = getApi(context);
  const answer = await logout(api);
  const message = answer.data?.alert?.message ?? accountT(context)("logout.done");
  return redirectWithFlash(request, pathFor(context, "/"), "info", message);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "Logout",
    pathname: location.pathname,
    noindex: true,
  });

export default function Logout() {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  return (
    <AuthCard title={t("common.areYouSure")} testId="logout-page">
      <p className="mb-6 text-muted">{t("logout.question")}</p>
      <div className="flex gap-3">
        <Form method="post" className="flex-1" data-testid="logout-form">
          <button type="submit" className="btn-primary w-full" data-testid="logout-yes">
            {t("common.yes")}
          </button>
        </Form>
        <Link to={localize("/cabinet")} className="btn-secondary flex-1">
          {t("common.cancel")}
        </Link>
      </div>
    </AuthCard>
  );
}
