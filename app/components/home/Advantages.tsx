/** Three advantage links of the home page: payment, delivery and returns pages. */
import { Link } from "react-router";
import { useTranslation } from "~/lib/translation";
import { CardIcon, ReturnIcon, TruckIcon } from "~/components/layout/icons";

export function Advantages({ links }: { links: { payment: string; delivery: string; returns: string } }) {
  const { t } = useTranslation();
  const items = [
    { key: "payment", href: links.payment, Icon: CardIcon },
    { key: "delivery", href: links.delivery, Icon: TruckIcon },
    { key: "returns", href: links.returns, Icon: ReturnIcon },
  ] as const;
  return (
    <section aria-label={t("advantages.label")} className="container-shop py-8 md:py-12" data-testid="advantages">
      <ul className="grid gap-3 md:grid-cols-3 md:gap-6">
        {items.map(({ key, href, Icon }) => (
          <li key={key}>
            <Link
              to={href}
              className="group flex h-full items-start gap-4 rounded-xl border border-line bg-white p-5 transition hover:border-ink/30 hover:shadow-sm md:p-6"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-soft text-brand">
                <Icon size={24} />
              </span>
              <span className="min-w-0">
                <span className="block text-base font-semibold text-ink group-hover:underline">{t(`advantages.${key}.title`)}</span>
                <span className="mt-1 block text-sm leading-6 text-muted">{t(`advantages.${key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
