/**
 * Checkout block 2: delivery or pickup; for pickup the branch, for delivery a saved address or
 * a new one (city > district > place, the address line) and a note. Without JavaScript the
 * chosen radio reveals its part by CSS and `updateButton` re-renders the area lists.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import type { CheckoutOptions, DeliveryType, SavedAddress } from "../../../backend/checkout/contract";
import { TruckIcon } from "~/components/layout/icons";
import { CHECKOUT_MAX as MAX, areaChildren, type CheckoutValues } from "~/lib/forms/checkout";
import { Block, ChoiceCard, ErrorText, SelectField, type CheckoutFields } from "./CheckoutFields";

export interface DeliveryBlockProps {
  fields: CheckoutFields;
  values: CheckoutValues;
  options: CheckoutOptions;
  savedAddresses: SavedAddress[];
  /** the saved address is used (the checkbox's first state) */
  mine: boolean;
  city: string;
  district: string;
  setDelivery: (delivery: DeliveryType) => void;
  setMine: (mine: boolean) => void;
  setMyAddress: (id: string) => void;
  setCity: (code: string) => void;
  setDistrict: (code: string) => void;
  setPlace: (code: string) => void;
  /** 'Update' without JavaScript (null with it) */
  updateButton: ReactNode;
}

export function DeliveryBlock({
  fields,
  values,
  options,
  savedAddresses,
  mine,
  city,
  district,
  setDelivery,
  setMine,
  setMyAddress,
  setCity,
  setDistrict,
  setPlace,
  updateButton,
}: DeliveryBlockProps) {
  const { t } = useTranslation("checkout");
  const areas = options.areas;
  const districts = areaChildren(areas, city);
  const places = areaChildren(areas, city, district);
  // a level shows while its parent is not chosen yet, or when the chosen parent has children
  const showDistrict = !city || districts.length > 0;
  const showPlace = showDistrict && (!district || places.length > 0);
  const cityOptions = areas.map((a) => ({ value: a.code, label: a.title }));
  return (
    <Block icon={<TruckIcon size={18} />} title={t("delivery.title")} testId="checkout-delivery">
      <fieldset>
        <legend className="sr-only">{t("delivery.type")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            name={fields.delivery.name}
            value="delivery"
            checked={values.delivery === "delivery"}
            onChange={() => setDelivery("delivery")}
            title={t("delivery.delivery")}
            note={t("delivery.deliveryNote")}
            dataAttr={{ "data-delivery": "delivery" }}
            testId="delivery-delivery"
          />
          <ChoiceCard
            name={fields.delivery.name}
            value="pickup"
            checked={values.delivery === "pickup"}
            onChange={() => setDelivery("pickup")}
            title={t("delivery.pickup")}
            note={t("delivery.pickupNote")}
            dataAttr={{ "data-delivery": "pickup" }}
            testId="delivery-pickup"
          />
        </div>
        <ErrorText field={fields.delivery as FieldMetadata<unknown>} />
      </fieldset>

      {/* pickup: the branch */}
      <div className="mt-5 hidden group-has-[[data-delivery=pickup]:checked]/co:block" data-testid="pickup-block">
        <SelectField
          field={fields.branch}
          label={t("delivery.branch")}
          placeholder={t("selectOption")}
          defaultValue={values.branch || (options.branches.length === 1 ? String(options.branches[0]!.id) : "")}
          options={options.branches.map((b) => ({ value: String(b.id), label: `${b.title} — ${b.address}` }))}
          testId="checkout-branch"
        />
      </div>

      {/* delivery: a saved address or a new one */}
      <div className="mt-5 group-has-[[data-delivery=pickup]:checked]/co:hidden" data-testid="address-block">
        {savedAddresses.length ? (
          <div className="mb-5">
            <label className="flex min-h-11 items-center gap-3 text-[15px] font-medium text-ink">
              <input
                type="checkbox"
                name={fields.isMyAddress.name}
                defaultChecked={mine}
                onChange={(e) => setMine(e.target.checked)}
                className="size-4 accent-brand"
                data-mine=""
                data-testid="checkout-is-my-address"
              />
              {t("address.useSaved")}
            </label>
            <fieldset className="mt-3 hidden gap-2 group-has-[[data-mine]:checked]/co:grid" data-testid="saved-addresses">
              <legend className="sr-only">{t("address.saved")}</legend>
              {savedAddresses.map((a) => (
                <label
                  key={a.id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-ink/20 px-4 py-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
                >
                  <input
                    type="radio"
                    name={fields.myAddress.name}
                    value={String(a.id)}
                    defaultChecked={values.myAddress === String(a.id)}
                    onChange={() => setMyAddress(String(a.id))}
                    className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-none"
                  />
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium text-ink">
                      {a.title}
                      {a.selected ? <span className="ml-2 rounded bg-brand/10 px-1.5 py-0.5 text-xs font-semibold text-brand">{t("address.main")}</span> : null}
                    </span>
                    <span className="mt-0.5 block text-muted">{a.line}</span>
                  </span>
                </label>
              ))}
              <ErrorText field={fields.myAddress as FieldMetadata<unknown>} />
            </fieldset>
          </div>
        ) : null}

        <div className={savedAddresses.length ? "group-has-[[data-mine]:checked]/co:hidden" : ""} data-testid="new-address">
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              field={fields.city}
              label={t("address.city")}
              placeholder={t("selectOption")}
              defaultValue={values.city}
              options={cityOptions}
              onChange={(v) => {
                setCity(v);
                setDistrict("");
                setPlace("");
              }}
              testId="checkout-city"
            />
            {showDistrict ? (
              <SelectField
                key={`district-${city}`}
                field={fields.district}
                label={t("address.district")}
                placeholder={city ? t("selectOption") : t("address.cityFirst")}
                defaultValue={city === values.city ? values.district : ""}
                options={districts.map((d) => ({ value: d.code, label: d.title }))}
                onChange={(v) => {
                  setDistrict(v);
                  setPlace("");
                }}
                testId="checkout-district"
              />
            ) : null}
            {showPlace ? (
              <SelectField
                key={`place-${city}-${district}`}
                field={fields.place}
                label={t("address.place")}
                placeholder={district ? t("selectOption") : t("address.districtFirst")}
                defaultValue={city === values.city && district === values.district ? values.place : ""}
                options={places.map((p) => ({ value: p.code, label: p.title }))}
                onChange={setPlace}
                testId="checkout-place"
              />
            ) : null}
          </div>
          {updateButton ? (
            <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-soft px-3 py-2.5">
              <p className="flex-1 text-sm text-muted">{t("address.updateHint")}</p>
              {updateButton}
            </div>
          ) : null}
          <div className="mt-4">
            <label htmlFor={fields.address.id} className="label">
              {t("address.address")}
            </label>
            <input
              id={fields.address.id}
              name={fields.address.name}
              defaultValue={values.address}
              key={fields.address.key}
              autoComplete="address-line1"
              maxLength={MAX.address}
              placeholder={t("address.addressPlaceholder")}
              aria-invalid={fields.address.errors?.length ? true : undefined}
              aria-describedby={fields.address.errors?.length ? fields.address.errorId : undefined}
              className="input"
            />
            <ErrorText field={fields.address as FieldMetadata<unknown>} />
          </div>
        </div>
        <div className="mt-4">
          <label htmlFor={fields.deliveryNote.id} className="label">
            {t("address.note")} <span className="font-normal text-muted">({t("optional")})</span>
          </label>
          <textarea
            id={fields.deliveryNote.id}
            name={fields.deliveryNote.name}
            defaultValue={values.deliveryNote}
            key={fields.deliveryNote.key}
            rows={2}
            maxLength={MAX.note}
            placeholder={t("address.notePlaceholder")}
            className="input min-h-20"
          />
          <ErrorText field={fields.deliveryNote as FieldMetadata<unknown>} />
        </div>
      </div>
    </Block>
  );
}
