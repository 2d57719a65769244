import type { ErrorCode } from "../contract/errors.ts";

/**
 * The one answer shape of every call: {ok, data, error, errors, redirect}. Shared with the
 * storefront through backend/contract. A failing answer says what went wrong twice: as
 * sentences in the request's language (`error`, `errors`, for any client) and as codes of the
 * error catalogue (`code`, `codes`; backend/contract/errors.ts, ADR 0033), which the storefront
 * translates itself.
 */
export interface Envelope<T = unknown> {
  ok: boolean;
  data?: T;
  error?: string;
  errors?: Record<string, string>;
  /** the code of `error` (every failing answer has one) */
  code?: ErrorCode;
  /** the code of each field's message in `errors` */
  codes?: Record<string, ErrorCode>;
  /** the values `error`'s placeholders took (e.g. `n` of `pricing.lineLimit`) */
  params?: Record<string, string>;
  redirect?: string;
  /** set when the access token has expired: the BFF refreshes and retries once */
  expired?: boolean;
}
