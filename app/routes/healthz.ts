/** The process is up. */
export function loader() {
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}
