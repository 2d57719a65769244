/**
 * Login (/login): email or mobile number plus password. Failures never say which of the two
 * was wrong. `redirectTo` brings the customer back to the page that asked for a login.
 * Social buttons show only with ?test=1 and the provider switched on in the configuration.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { login } from "~/.server/api/account";
import { accountT, pathFor, redirectSignedIn, redirectWithFlash } from "~/.server/auth.server";
import { safePath } from "~/lib/safe-path";
import { appConfig } from "~/.server/config";
import { getApi } from "~/.server/context";
import { answerMessage } from "~/lib/error-text";
import { mergeGuestLists, mergeNotice } from "~/.server/guest-lists";
import { pageMeta, rootData } from "~/lib/seo";
import { loginSchema } from "~/lib/forms/account";
import { AuthCard, FormError, SubmitButton, TextField } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(context);
  const url = new URL(request.url);
  const config = appConfig();
  const test = url.searchParams.get("test") === "1";
  const socials = test
    ? (["facebook", "google", "apple"] as const).filter(
        (p) => ({ facebook: config.SOCIAL_FACEBOOK, google: config.SOCIAL_GOOGLE, apple: config.SOCIAL_APPLE })[p],
      )
    : [];
  const t = accountT(context);
  return { title: t("login.title"), redirectTo: safePath(url.searchParams.get("redirectTo"), 500), socials };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const api = getApi(context);
  const answer = await login(api, { username: submission.value.username, password: submission.value.password });
  if (!answer.ok) {
    return data(
      { result: submission.reply({ formErrors: [answerMessage(answer)], hideFields: ["password"] }) },
      { status: 400 },
    );
  }
  // the guest's cart, wishlist and compare list move to the customer's server lists; what the
  // stock or the per-line cap cut is said after the welcome
  const merged = await mergeGuestLists(api, request);
  const t = accountT(context);
  // staff without a way back go to the back office, customers to their cabinet
  const home = answer.data?.user.permissions?.length ? "/admin" : "/cabinet";
  const to = safePath(submission.value.redirectTo, 500) ?? pathFor(context, home);
  const welcome = t("login.welcome", { name: answer.data?.user.firstName ?? "" });
  const notice = mergeNotice(merged?.adjusted, (key, options) => String(t(key as never, options as never)));
  return redirectWithFlash(request, to, notice ? "info" : "success", notice ? `${welcome} ${notice}` : welcome);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "Log in",
    pathname: location.pathname,
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <AuthCard
      title={t("login.title")}
      testId="login-page"
      footer={
        <div className="flex flex-col gap-2">
          <p>
            {t("login.noAccount")}{" "}
            <Link to={localize("/signup")} className="font-semibold text-brand hover:underline" data-testid="to-signup">
              {t("signup.button")}
            </Link>
          </p>
          <p>
            <Link to={localize("/remind")} className="font-semibold text-brand hover:underline" data-testid="to-remind">
              {t("login.forgot")}
            </Link>
          </p>
        </div>
      }
    >
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="login-form">
        {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <FormError errors={form.errors} id={form.errorId} />
        <TextField field={fields.username} label={t("login.username")} autoComplete="username" maxLength={254} placeholder={t("login.usernamePlaceholder")} />
        <TextField field={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" maxLength={128} />
        <SubmitButton busy={busy} testId="login-submit">
          {t("login.button")}
        </SubmitButton>
      </Form>
      {loaderData.socials.length ? (
        <div className="mt-6 flex flex-col gap-2" data-testid="social-login">
          <p className="text-center text-xs uppercase tracking-wide text-muted">{t("login.or")}</p>
          {loaderData.socials.map((provider) => (
            <a key={provider} href={localize(`/login/${provider}`)} className="btn-secondary w-full">
              {t(`login.social.${provider}`)}
            </a>
          ))}
        </div>
      ) : null}
    </AuthCard>
  );
}
