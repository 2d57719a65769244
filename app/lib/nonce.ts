import { createContext, useContext } from "react";

/**
 * The request's CSP nonce during the server render (entry.server.tsx provides it); empty in the
 * browser, where the scripts already run and the attribute is hidden anyway.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
