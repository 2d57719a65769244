import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLocation, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { FIELD_FALLBACK, useAdminMessage } from "./codes";

type Values = Record<string, unknown>;
const UNCHECKED = z.looseObject({});

/** What a content edit action answers (app/.server/admin-entity.ts `saveForm`). */
export interface SaveAnswer<T> {
  result: SubmissionResult<string[]>;
  /** 'changed by someone else' (its code: app/components/admin/codes.ts) when the save met a newer version */
  conflict: string | null;
  /** the record as it is now, after a conflict */
  fresh: T | null;
}

/**
 * The state of a content edit form, written once: conform with the screen's zod schema (checked
 * on blur in the browser, again by the action and the API), the values to show (what was sent
 * after an error, the record as it is now after a conflict, else the record), its errors in the
 * page's language (codes of the error catalogue: ./codes.ts), the `?done=` notice and whether a save is on its way.
 */
export function useContentForm<T extends { id: number; version?: string }>(opts: {
  name: string;
  schema: z.ZodType;
  record: T | null;
  actionData: SaveAnswer<T> | undefined;
  initial: (record: T | null, search: URLSearchParams) => Values;
  /** submissions the browser lets through unchecked (conform does not read formNoValidate): a form's own row buttons */
  skipValidation?: (formData: FormData) => boolean;
  /**
   * the values conform puts back when it resets the form (a select has no default of its own, so
   * without them conform's reset after a save empties it); keep the object stable (useMemo)
   */
  defaultValue?: Values;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const message = useAdminMessage();
  const answer = navigation.state === "idle" ? opts.actionData : undefined;
  const record = answer?.fresh ?? opts.record;
  const result = answer?.result;
  const search = new URLSearchParams(location.search);
  const values: Values = (answer?.conflict ? undefined : (result?.initialValue as Values | undefined)) ?? opts.initial(record, search);
  const [form] = useForm({
    id: `${opts.name}-form-${record?.id ?? "new"}${record?.version ? `-${record.version}` : ""}`,
    lastResult: result,
    // what conform puts back when it resets the form (a new id after a save): the screen's own, else the record's values
    defaultValue: (opts.defaultValue ?? opts.initial(record, search)) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // a chosen image file fills its field only on the server (uploaded first): such a form is checked there
    onValidate: ({ formData }) => parseWithZod(formData, { schema: opts.skipValidation?.(formData) || hasChosenFile(formData) ? UNCHECKED : opts.schema }),
  });
  return {
    form,
    record,
    values,
    search,
    conflict: message(answer?.conflict),
    errorOf: (name: string) => message(form.allErrors[name]?.[0], FIELD_FALLBACK),
    formError: message(form.errors?.[0]),
    done: opts.actionData ? null : search.get("done"),
    busy: navigation.state !== "idle" && navigation.formMethod === "POST",
  };
}

/** Whether the form carries a chosen file (an image field's `…File` input). */
export const hasChosenFile = (formData: FormData) => [...formData.values()].some((v) => typeof v !== "string" && v.size > 0);

/** A form value as an input's default (numbers as typed, anything else empty). */
export const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
