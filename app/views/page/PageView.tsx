import { useSearchParams } from "react-router";
import { RichText } from "~/components/content/ArticleBlocks";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { useHydrated } from "~/hooks/useHydrated";
import type { ViewProps } from "../types";
import { FeedbackForm, type FeedbackActionData } from "./FeedbackForm";
import type { PageViewData } from "./page.server";

/** A static content page; the contact page adds the feedback form beside its content. */
export default function PageView({ data, actionData }: ViewProps<PageViewData>) {
  const hydrated = useHydrated();
  const { page } = data;
  const [params] = useSearchParams();
  const contact = page.key === "contact";
  const feedback = (actionData as FeedbackActionData | undefined)?.form === "feedback" ? (actionData as FeedbackActionData) : null;
  return (
    <div className="container-shop pb-16 pt-4" data-testid="static-page" data-page={page.key} data-hydrated={hydrated || undefined}>
      <Breadcrumbs items={[{ title: page.title }]} className="mb-6" />
      <div className={contact ? "grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" : "mx-auto max-w-3xl"}>
        <div>
          <h1 className="mb-6 text-3xl font-semibold text-ink sm:text-4xl">{page.title}</h1>
          <RichText html={page.content} />
        </div>
        {contact ? <FeedbackForm key={feedback?.sent ? "sent" : "form"} lastResult={feedback} sent={params.get("feedback") === "sent"} /> : null}
      </div>
    </div>
  );
}
