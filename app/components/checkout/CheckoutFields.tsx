/**
 * The pieces the checkout form's blocks are made of: a titled block, a field's error, a select,
 * a large radio card; and the type of the form's fields (conform's fieldset of the checkout
 * schema) the blocks are handed.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FieldError } from "~/components/forms/ui";
import type { checkoutFormSchema } from "~/lib/forms/checkout";

/** The checkout form's fields, as useForm gives them. */
export type CheckoutFields = ReturnType<FormMetadata<z.input<ReturnType<typeof checkoutFormSchema>>, string[]>["getFieldset"]>;

export function Block({ icon, title, children, className = "", testId }: { icon: ReactNode; title: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section className={`rounded-xl border border-line bg-white p-5 sm:p-6 ${className}`} data-testid={testId}>
      <h2 className="mb-5 flex items-center gap-3 text-lg font-semibold text-ink">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand/10 text-brand">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ErrorText({ field }: { field: FieldMetadata<unknown> }) {
  return <FieldError field={field} />;
}

export function SelectField({
  field,
  label,
  options,
  defaultValue,
  placeholder,
  onChange,
  disabled,
  testId,
}: {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  options: { value: string; label: string }[];
  defaultValue: string;
  placeholder: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <select
        id={field.id}
        name={field.name}
        defaultValue={options.some((o) => o.value === defaultValue) ? defaultValue : ""}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
        onChange={(e) => onChange?.(e.target.value)}
        className="input disabled:bg-soft disabled:text-muted"
        disabled={disabled}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText field={field as FieldMetadata<unknown>} />
    </div>
  );
}

/** A large radio card (delivery type, payment type). */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  note,
  disabled,
  dataAttr,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  note?: ReactNode;
  disabled?: boolean;
  dataAttr: Record<string, string>;
  testId?: string;
}) {
  return (
    <label
      className={`flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
        disabled ? "cursor-not-allowed border-line bg-soft/60 opacity-70" : "border-ink/20 hover:border-ink/50"
      }`}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        disabled={disabled}
        onChange={(e) => e.target.checked && onChange(value)}
        className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-none"
        {...dataAttr}
      />
      <span className="min-w-0">
        <span className="block text-[15px] font-medium text-ink">{title}</span>
        {note ? <span className="mt-0.5 block text-sm text-muted">{note}</span> : null}
      </span>
    </label>
  );
}
