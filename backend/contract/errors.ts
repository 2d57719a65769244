/**
 * The error codes of the API: one catalogue, typed from its English texts
 * (`locales/en/errors.json`, grouped by module: `checkout.emptyCart`, `field.required`, …).
 * Every error answer carries the code of its message (`code`, and `codes` per field, ADR 0033);
 * the storefront shows a code through i18next (`errors:<code>`), the API's own sentences
 * (`error`, `errors`, for other clients) are built from the same files (core/validators.ts).
 *
 * The modules' message tables (`CHECKOUT_MSG`, `MSG`, …) are read from the catalogue with
 * `messagesOf`, so a table key is its code's key and no text is written twice. Placeholders are
 * i18next's (`{{n}}`); the answer's `params` fills them.
 *
 * The storefront imports this file for its types only: the texts reach the browser as the
 * `errors` translation namespace, not through here. The back office, whose zod schemas are shared
 * with the API and give these English texts, reads them back to their codes
 * (app/components/admin/codes.ts).
 */
import en from "../../locales/en/errors.json" with { type: "json" };

export type ErrorCatalogue = typeof en;
export type ErrorModule = keyof ErrorCatalogue;
export type ErrorCode = { [M in ErrorModule]: `${M}.${keyof ErrorCatalogue[M] & string}` }[ErrorModule];

const catalogue: Record<string, Record<string, string>> = en;

/** Every code of the catalogue. */
export const ERROR_CODES: readonly ErrorCode[] = Object.entries(catalogue).flatMap(([module, texts]) =>
  Object.keys(texts).map((key) => `${module}.${key}` as ErrorCode),
);

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && KNOWN.has(value);
}

/** A code as a schema's message, checked by the compiler (`z.enum(…, { error: errorCode("adminPeople.badChoice") })`). */
export const errorCode = (code: ErrorCode): ErrorCode => code;

/**
 * A zod schema's message for a value that is not there at all (`z.string(whenMissing(text))`):
 * conform sends an empty input as no value, which zod would call "Invalid input: expected string,
 * received undefined" (or "Invalid input", a union's); any other issue keeps its own message.
 */
export const whenMissing = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === "" ? message : undefined) });

/** The English text of a code (the spec's wording where the spec has one). */
export function englishOf(code: ErrorCode): string {
  const [module, key] = code.split(".") as [string, string];
  return catalogue[module]![key]!;
}

/**
 * A module's message table, read from the catalogue: its English texts by key, plus `aliases`
 * (a key of the table that says what another module's code already says: one text, one code).
 */
export function messagesOf<M extends ErrorModule, A extends Record<string, ErrorCode> = Record<never, ErrorCode>>(
  module: M,
  aliases?: A,
): Readonly<ErrorCatalogue[M] & { [K in keyof A]: string }> {
  const out: Record<string, string> = { ...catalogue[module] };
  for (const [key, code] of Object.entries(aliases ?? {})) out[key] = englishOf(code);
  return Object.freeze(out) as ErrorCatalogue[M] & { [K in keyof A]: string };
}
