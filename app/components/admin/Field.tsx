import type { ReactNode } from "react";
import { PHOTO_ACCEPT } from "../../../backend/admin/catalogue-contract";

/** A labelled field of a back-office form: the control, an optional hint and its error (`data-testid="error-{name}"`). */
export function Field({ label, name, error, hint, children }: { label: string; name: string; error: string | null; hint?: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      {children}
      {hint && <span className="text-xs font-normal text-muted">{hint}</span>}
      {error && (
        <span className="text-xs font-normal text-red-700" data-testid={`error-${name}`}>
          {error}
        </span>
      )}
    </label>
  );
}

/** A form's notice after a redirect (`?done=…`): green, announced politely. */
export function DoneNotice({ text, testId }: { text: string; testId: string }) {
  if (!text) return null;
  return (
    <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid={testId}>
      {text}
    </p>
  );
}

/** A refusal of the whole form or of a row action: red, announced at once. */
export function ErrorNotice({ text, testId }: { text: string | null | undefined; testId: string }) {
  if (!text) return null;
  return (
    <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid={testId}>
      {text}
    </div>
  );
}

/**
 * A file input beside an image field: named `{field}File`, so the screen's action uploads the
 * chosen file through the photo pipeline first and its stored path fills `{field}` (ADR 0036).
 * The form around it is `multipart/form-data`.
 */
export function ImageFile({ field, label, hint }: { field: string; label: string; hint?: string }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-muted">
      {label}
      <input type="file" name={`${field}File`} accept={PHOTO_ACCEPT} className="admin-input admin-file w-full min-w-0 text-xs" data-testid={`file-${field}`} />
      {hint && <span>{hint}</span>}
    </label>
  );
}
