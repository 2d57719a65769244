import type { ReactNode } from "react";
import { Form } from "react-router";
import { useLocalize } from "~/hooks/useLang";
import { SEARCH_MAX } from "~/lib/listing-query";

/**
 * A plain GET search form to /search (works without JavaScript): one labelled input and a
 * submit button. The search page's small form and the way on from dead ends (WayOn) use it;
 * the header's box is a combobox of its own.
 */
export function PlainSearchForm({
  id,
  query = "",
  label,
  button,
  placeholder,
  className,
  testId,
  labelledBy,
}: {
  id: string;
  query?: string;
  /** the label element (visible or sr-only, as the place needs) */
  label: ReactNode;
  button: string;
  placeholder?: string;
  className?: string;
  testId: string;
  /** id of the label when the form is a landmark named by it */
  labelledBy?: string;
}) {
  const localize = useLocalize();
  return (
    <Form method="get" action={localize("/search")} role="search" aria-labelledby={labelledBy} className={className} data-testid={testId}>
      {label}
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="search"
          defaultValue={query}
          key={query}
          maxLength={SEARCH_MAX}
          placeholder={placeholder}
          className="input min-w-0 flex-1"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="btn-primary">
          {button}
        </button>
      </div>
    </Form>
  );
}
