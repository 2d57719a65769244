import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";

export default function Home(_props: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container-shop py-10">
      <h1 className="text-3xl font-semibold">{t("siteTitle")}</h1>
    </div>
  );
}
