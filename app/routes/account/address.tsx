/**
 * My addresses (/cabinet/address): the list with its main-address marker, 'Add new address'
 * (?do=create), update (?do=update&id=…), make main, and remove with 'Are you sure?'
 * (?remove=…, a confirmation popup that works without JavaScript). The form's
 * city > district > place selects come from the delivery-area tree; each is reset when its
 * parent changes (with JavaScript at once, without it by the 'Update' button).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/address";
import { createAddress, getAddresses, removeAddress, selectAddress, updateAddress, type Address } from "~/.server/api/account";
import { getDeliveryAreas, type DeliveryArea } from "~/.server/api/content";
import { accountT, errorTextFor, pathFor, redirectWithFlash, requireUser } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import type { ErrorCode } from "../../../backend/contract/index.ts";
import { answerMessage, fieldMessages } from "~/lib/error-text";
import { Popup } from "~/components/ui/Popup";
import { pageMeta, rootData } from "~/lib/seo";
import { addressSchema } from "~/lib/forms/account";
import { Alert, CabinetShell, FormError, TextField } from "~/components/forms/ui";
import { useMessage } from "~/hooks/useMessage";
import { useLocalize } from "~/hooks/useLang";
import { useHydrated } from "~/hooks/useHydrated";
import { readForm } from "~/.server/form-body";

const DEFAULT_CITY = "baku";

/** the area tree trimmed to what the selects need */
export interface AreaOption {
  code: string;
  title: string;
  children: AreaOption[];
}

function toOptions(areas: DeliveryArea[]): AreaOption[] {
  return areas.map((a) => ({ code: a.code, title: a.title, children: toOptions(a.children ?? []) }));
}

/** Drops a district that is not under the city and a place that is not under the district. */
export function fitAreas(tree: AreaOption[], city: string, district: string, place: string) {
  const c = tree.find((a) => a.code === city);
  const d = c?.children.find((a) => a.code === district);
  const p = d?.children.find((a) => a.code === place);
  return { city: c ? city : "", district: d ? district : "", place: p ? place : "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const api = getApi(context);
  const mode = url.searchParams.get("do");
  const rawId = url.searchParams.get("id") ?? url.searchParams.get("remove") ?? "";
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const formMode = mode === "create" ? "create" : mode === "update" && id ? "update" : null;
  const [list, areas] = await Promise.all([getAddresses(api), formMode ? getDeliveryAreas(api) : Promise.resolve(null)]);
  const items = list.ok && list.data ? list.data.items : [];
  const editing = formMode === "update" ? (items.find((a) => a.id === id) ?? null) : null;
  const removing = url.searchParams.has("remove") && id ? (items.find((a) => a.id === id) ?? null) : null;
  return {
    title: accountT(context)("cabinet.addresses"),
    fullName: user.fullName,
    items,
    failed: list.ok ? null : answerMessage(list),
    mode: formMode === "update" && !editing ? null : formMode,
    editing,
    removing,
    tree: areas?.ok && areas.data ? toOptions(areas.data) : [],
  };
}

type ActionData = { result: SubmissionResult<string[]>; refreshed?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const formData = await readForm(request, context);
  const api = getApi(context);
  const intent = String(formData.get("intent") ?? "save");
  const rawId = String(formData.get("id") ?? "");
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const back = pathFor(context, "/cabinet/address");

  if (intent === "select" || intent === "remove") {
    const answer = id ? await (intent === "select" ? selectAddress(api, id) : removeAddress(api, id)) : null;
    if (!answer?.ok) return redirectWithFlash(request, back, "error", errorTextFor(context, answer ? answerMessage(answer) : ("users.addressNotFound" satisfies ErrorCode)));
    return redirectWithFlash(request, back, "success", answer.data?.alert?.message ?? null);
  }

  if (intent === "refresh") {
    // no-JS 'Update': re-render the form with the chosen city's districts, nothing is saved
    const areas = await getDeliveryAreas(api);
    const tree = areas.ok && areas.data ? toOptions(areas.data) : [];
    const values = Object.fromEntries(["id", "title", "city", "district", "place", "address"].map((k) => [k, String(formData.get(k) ?? "")]));
    const fitted = fitAreas(tree, values.city!, values.district!, values.place!);
    return data<ActionData>({ refreshed: true, result: { initialValue: { ...values, ...fitted } } });
  }

  const submission = parseWithZod(formData, { schema: addressSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const payload = {
    title: submission.value.title,
    city: submission.value.city,
    district: submission.value.district ?? "",
    place: submission.value.place ?? "",
    address: submission.value.address,
  };
  const answer = id ? await updateAddress(api, id, payload) : await createAddress(api, payload);
  if (!answer.ok) {
    const fieldErrors = fieldMessages(answer);
    return data<ActionData>(
      { result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [answerMessage(answer)] }) },
      { status: answer.code && !Object.keys(fieldErrors).length ? 404 : 400 },
    );
  }
  return redirectWithFlash(request, back, "success", answer.data?.alert?.message ?? null);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "My addresses",
    pathname: location.pathname,
    noindex: true,
  });

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const message = useMessage();
  const localize = useLocalize();
  const { items, mode, editing, removing } = loaderData;
  return (
    <CabinetShell active="address" title={t("cabinet.addresses")} fullName={loaderData.fullName}>
      {loaderData.failed ? <Alert type="error">{message(loaderData.failed)}</Alert> : null}
      {mode ? (
        <AddressForm key={editing?.id ?? "new"} tree={loaderData.tree} editing={editing} actionData={actionData} />
      ) : (
        <Link to={localize("/cabinet/address?do=create")} className="btn-primary mb-6 w-full sm:w-auto" data-testid="address-add">
          + {t("address.add")}
        </Link>
      )}
      {items.length === 0 && !mode ? (
        <div className="rounded-xl border border-dashed border-line px-6 py-12 text-center text-muted" data-testid="addresses-empty">
          {t("address.empty")}
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className={`grid gap-4 md:grid-cols-2 ${mode ? "mt-8" : ""}`} data-testid="address-list">
          {items.map((a) => (
            <AddressCard key={a.id} address={a} />
          ))}
        </ul>
      ) : null}
      {removing ? (
        <Popup id="address-remove" title={t("common.areYouSure")} open closeHref={localize("/cabinet/address")} size="sm">
          <p className="text-sm text-muted">{t("address.removeQuestion", { title: removing.title })}</p>
          <div className="mt-5 flex gap-3">
            <Form method="post" action={localize("/cabinet/address")} className="flex-1">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={removing.id} />
              <button type="submit" className="btn-primary w-full" data-testid="address-remove-yes">
                {t("common.yes")}
              </button>
            </Form>
            <Link to={localize("/cabinet/address")} className="btn-secondary flex-1" preventScrollReset>
              {t("common.cancel")}
            </Link>
          </div>
        </Popup>
      ) : null}
    </CabinetShell>
  );
}

function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  return (
    <li
      className={`flex flex-col rounded-xl border p-5 ${address.selected ? "border-brand ring-1 ring-brand" : "border-line"}`}
      data-testid="address-card"
      data-main={address.selected ? "1" : "0"}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-ink" data-testid="address-title">
          {address.title}
        </h2>
        {address.selected ? (
          <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="address-main">
            {t("address.main")}
          </span>
        ) : null}
      </div>
      <p className="mt-2 flex-1 text-sm text-muted">{address.line}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={localize(`/cabinet/address?do=update&id=${address.id}`)} className="btn-secondary min-h-9 px-3 py-1.5" data-testid="address-update">
          {t("address.update")}
        </Link>
        <Link to={localize(`/cabinet/address?remove=${address.id}`)} preventScrollReset className="btn-secondary min-h-9 px-3 py-1.5" data-testid="address-remove">
          {t("address.remove")}
        </Link>
        {!address.selected ? (
          <Form method="post" action={localize("/cabinet/address")}>
            <input type="hidden" name="intent" value="select" />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" className="btn-secondary min-h-9 px-3 py-1.5" data-testid="address-make-main">
              {t("address.makeMain")}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function AreaSelect({
  name,
  label,
  value,
  options,
  onChange,
  errors,
  disabled,
}: {
  name: string;
  label: string;
  value: string;
  options: AreaOption[];
  onChange: (value: string) => void;
  errors?: string[];
  disabled?: boolean;
}) {
  const { t } = useTranslation("account");
  const message = useMessage();
  const error = message(errors?.[0]);
  const id = `address-${name}`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="input disabled:cursor-not-allowed disabled:bg-soft disabled:text-muted"
      >
        <option value="">{t("address.select")}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.title}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AddressForm({ tree, editing, actionData }: { tree: AreaOption[]; editing: Address | null; actionData?: ActionData }) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `address-form-${editing?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: editing
      ? { title: editing.title, city: editing.city, district: editing.district ?? "", place: editing.place ?? "", address: editing.address }
      : { city: DEFAULT_CITY },
    constraint: getZodConstraint(addressSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressSchema }),
  });
  const initial = (name: "city" | "district" | "place") => String(fields[name].initialValue ?? "");
  const [city, setCity] = useState(initial("city") || DEFAULT_CITY);
  const [district, setDistrict] = useState(initial("district"));
  const [place, setPlace] = useState(initial("place"));
  const districts = tree.find((c) => c.code === city)?.children ?? [];
  const places = districts.find((d) => d.code === district)?.children ?? [];
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <section className="mb-2 max-w-2xl rounded-xl border border-line p-5 sm:p-8" data-testid="address-form-box">
      <h2 className="mb-5 text-lg font-semibold text-ink">{editing ? t("address.editTitle") : t("address.add")}</h2>
      {actionData?.refreshed ? <p className="mb-4 text-sm text-muted">{t("address.refreshed")}</p> : null}
      {/* posts to this URL (?do=create / ?do=update&id=…) so a re-rendered form stays open */}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="address-form">
        {/* Enter in a field saves (the first submit button of a form is its default) */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormError errors={form.errors} id={form.errorId} />
        <TextField field={fields.title} label={t("address.title")} maxLength={100} placeholder={t("address.titlePlaceholder")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <AreaSelect
            name="city"
            label={t("address.city")}
            value={city}
            options={tree}
            errors={fields.city.errors}
            onChange={(v) => {
              setCity(v);
              setDistrict("");
              setPlace("");
            }}
          />
          <AreaSelect
            name="district"
            label={t("address.district")}
            value={district}
            options={districts}
            errors={fields.district.errors}
            disabled={hydrated && districts.length === 0}
            onChange={(v) => {
              setDistrict(v);
              setPlace("");
            }}
          />
          <AreaSelect name="place" label={t("address.place")} value={place} options={places} errors={fields.place.errors} disabled={hydrated && places.length === 0} onChange={setPlace} />
        </div>
        {!hydrated ? (
          <div>
            <button type="submit" name="intent" value="refresh" formNoValidate className="btn-secondary min-h-9 px-3 py-1.5" data-testid="address-refresh">
              {t("address.refresh")}
            </button>
            <p className="mt-1 text-xs text-muted">{t("address.refreshHint")}</p>
          </div>
        ) : null}
        <TextField field={fields.address} label={t("address.address")} maxLength={500} placeholder={t("address.addressPlaceholder")} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" name="intent" value="save" className="btn-primary sm:w-auto" disabled={busy} data-testid="address-save">
            {busy ? t("common.loading") : t("address.save")}
          </button>
          <Link to={localize("/cabinet/address")} className="btn-secondary">
            {t("common.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
