import { useTranslation } from "~/lib/translation";
import { WayOn } from "./WayOn";

/**
 * Full-page states: 404, generic error, coming soon. Inside the shop layout the page is already
 * in `<main>`; only the root error boundary (no layout) asks for its own landmark. The 404 page
 * offers a way on: a search form and links (WayOn).
 */
export function StatusPage({ kind, landmark = false }: { kind: "notFound" | "error" | "soon"; landmark?: boolean }) {
  const { t } = useTranslation();
  if (kind === "soon") {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
        <img src="/logo.svg" alt="Bazaar" width={180} height={48} />
        <h1 className="text-2xl font-semibold">{t("soonTitle")}</h1>
        <p className="text-muted">{t("soonText")}</p>
      </main>
    );
  }
  const notFound = kind === "notFound";
  const Wrapper = landmark ? "main" : "div";
  return (
    <Wrapper id={landmark ? "main" : undefined} className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? t("notFound") : t("somethingWrong")}</h1>
      {notFound ? (
        <>
          <p className="text-muted">{t("notFoundText")}</p>
          <WayOn id="not-found-search" />
        </>
      ) : (
        <a href="" className="btn-primary">
          {t("refresh")}
        </a>
      )}
    </Wrapper>
  );
}
