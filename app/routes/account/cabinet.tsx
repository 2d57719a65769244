/**
 * My profile (/cabinet): first name, last name, email (and gender when configured); the mobile
 * number is read-only with its Verified mark. Edit (/cabinet?edit=1), Save, Cancel; a
 * successful save returns to the view with 'Your information has changed successfully'.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/cabinet";
import { updateInfo } from "~/.server/api/account";
import { accountT, pathFor, redirectWithFlash, requireUser } from "~/.server/auth.server";
import { appConfig } from "~/.server/config";
import { getApi } from "~/.server/context";
import { answerMessage, fieldMessages } from "~/lib/error-text";
import { pageMeta, rootData } from "~/lib/seo";
import { formatMobile, profileSchema } from "~/lib/forms/account";
import { CabinetShell, FieldError, FormError, SubmitButton, TextField } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  return {
    title: accountT(context)("cabinet.profile"),
    user,
    edit: url.searchParams.get("edit") === "1",
    withGender: appConfig().USER_WITH_GENDER,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const answer = await updateInfo(getApi(context), {
    firstName: submission.value.firstName,
    lastName: submission.value.lastName,
    email: submission.value.email ?? "",
    ...(formData.has("gender") ? { gender: submission.value.gender ?? "" } : {}),
  });
  if (!answer.ok) {
    const fieldErrors = fieldMessages(answer);
    return data(
      { result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [answerMessage(answer)] }) },
      { status: 400 },
    );
  }
  const message = answer.data?.alert?.message ?? accountT(context)("cabinet.infoChanged");
  return redirectWithFlash(request, pathFor(context, "/cabinet"), "success", message);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "My profile",
    pathname: location.pathname,
    noindex: true,
  });

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { user } = loaderData;
  const editing = loaderData.edit || Boolean(actionData);
  return (
    <CabinetShell active="profile" title={t("cabinet.profile")} fullName={user.fullName}>
      {/* phones: the whole page width (no frame); wider: a framed card wide enough for long e-mails */}
      <div className="max-w-3xl sm:rounded-xl sm:border sm:border-line sm:p-8" data-testid="profile">
        {editing ? <ProfileForm loaderData={loaderData} actionData={actionData} /> : <ProfileView loaderData={loaderData} />}
      </div>
    </CabinetShell>
  );
}

function MobileRow({ mobile, verified }: { mobile: string; verified: boolean }) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  return (
    <div>
      <dt className="text-sm text-muted">{t("fields.mobile")}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2 font-medium text-ink">
        <span data-testid="profile-mobile">{formatMobile(mobile)}</span>
        {verified ? (
          <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700" data-testid="verified-mark">
            ✓ {t("cabinet.verified")}
          </span>
        ) : (
          <Link to={localize("/cabinet/verify")} className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 hover:underline">
            {t("cabinet.notVerified")}
          </Link>
        )}
      </dd>
    </div>
  );
}

function ProfileView({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const { user } = loaderData;
  const rows: [string, string][] = [
    [t("fields.firstName"), user.firstName],
    [t("fields.lastName"), user.lastName],
    [t("fields.email"), user.email ?? "—"],
  ];
  if (loaderData.withGender) rows.push([t("fields.gender"), user.gender ? t(`fields.${user.gender}`) : "—"]);
  return (
    <>
      <dl className="grid gap-5 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 break-words font-medium text-ink">{value}</dd>
          </div>
        ))}
        <MobileRow mobile={user.mobile} verified={user.verified} />
      </dl>
      <Link to={localize("/cabinet?edit=1")} className="btn-primary mt-8 w-full sm:w-auto" data-testid="profile-edit">
        {t("cabinet.edit")}
      </Link>
    </>
  );
}

function ProfileForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const navigation = useNavigation();
  const { user } = loaderData;
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { firstName: user.firstName, lastName: user.lastName, email: user.email ?? "", gender: user.gender ?? undefined },
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form method="post" action={localize("/cabinet")} {...getFormProps(form)} className="flex flex-col gap-5" data-testid="profile-form">
      <FormError errors={form.errors} id={form.errorId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.firstName} label={t("fields.firstName")} autoComplete="given-name" maxLength={100} />
        <TextField field={fields.lastName} label={t("fields.lastName")} autoComplete="family-name" maxLength={100} />
        <div className="sm:col-span-2">
          <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" maxLength={254} />
        </div>
        <div className="sm:col-span-2">
          <dl>
            <MobileRow mobile={user.mobile} verified={user.verified} />
          </dl>
          <p className="mt-1 text-xs text-muted">{t("cabinet.mobileReadOnly")}</p>
        </div>
      </div>
      {loaderData.withGender ? (
        <fieldset>
          <legend className="label">{t("fields.gender")}</legend>
          <div className="flex gap-6">
            {(["male", "female"] as const).map((g) => (
              <label key={g} className="flex min-h-11 items-center gap-2 text-sm">
                <input {...getInputProps(fields.gender, { type: "radio", value: g })} className="size-4 accent-brand" />
                {t(`fields.${g}`)}
              </label>
            ))}
          </div>
          <FieldError field={fields.gender} />
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={busy} testId="profile-save" className="sm:w-auto">
          {t("cabinet.save")}
        </SubmitButton>
        <Link to={localize("/cabinet")} className="btn-secondary" data-testid="profile-cancel">
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}
