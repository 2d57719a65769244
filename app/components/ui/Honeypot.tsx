/**
 * The honeypot fields of public forms (the server half is remix-utils' Honeypot). The same
 * markup as remix-utils' HoneypotInputs, but valid HTML: `autocomplete="off"` (its "nope" is
 * not an autofill token) and hidden with the `hidden` attribute instead of an inline style.
 */
import { createContext, useContext, type ReactNode } from "react";

interface HoneypotProps {
  nameFieldName?: string;
  validFromFieldName?: string | null;
  encryptedValidFrom?: string;
}

const HoneypotContext = createContext<HoneypotProps>({});

export function HoneypotProvider({ children, ...props }: HoneypotProps & { children: ReactNode }) {
  return <HoneypotContext.Provider value={props}>{children}</HoneypotContext.Provider>;
}

export function HoneypotInputs({ label }: { label: string }) {
  const { nameFieldName = "name__confirm", validFromFieldName = "from__confirm", encryptedValidFrom } = useContext(HoneypotContext);
  return (
    <div id={`${nameFieldName}_wrap`} hidden>
      <label htmlFor={nameFieldName}>{label}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{label}</label>
          <input id={validFromFieldName} name={validFromFieldName} type="text" value={encryptedValidFrom} readOnly autoComplete="off" tabIndex={-1} />
        </>
      ) : null}
    </div>
  );
}
