import { useEffect, useRef, type FormEvent } from "react";
import { useNavigation } from "react-router";

/**
 * One submit at a time for the checkout's forms: while a POST of the page is pending, or one
 * was just started and the router has not reported it yet, a second submit is ignored (a
 * double click places one order; without JavaScript the idempotency key does the same).
 *
 *   const { idle, busy, guard } = useSubmitOnce();
 *   <Form onSubmit={guard(form.onSubmit)} …>
 */
export function useSubmitOnce() {
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const busy = !idle && navigation.formMethod?.toUpperCase() === "POST";
  const locked = useRef(false);
  useEffect(() => {
    if (idle) locked.current = false;
  }, [idle]);
  const guard = (submit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
    if (locked.current || busy) {
      event.preventDefault();
      return;
    }
    submit(event);
    if (!event.defaultPrevented) locked.current = true;
  };
  return { idle, busy, guard };
}
