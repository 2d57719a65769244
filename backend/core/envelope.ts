/** The one answer shape of every call: {ok, data, error, errors, redirect}. Shared with the storefront through backend/contract. */
export interface Envelope<T = unknown> {
  ok: boolean;
  data?: T;
  error?: string;
  errors?: Record<string, string>;
  redirect?: string;
  /** set when the access token has expired: the BFF refreshes and retries once */
  expired?: boolean;
}
