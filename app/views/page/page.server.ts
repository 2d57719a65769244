/**
 * Static content pages (payment, delivery, returns, about, contact…): trusted html from the
 * page record. The contact page also takes the feedback form, posted to its own URL.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getPage, sendFeedback, type Page } from "~/.server/api/content";
import { getApi } from "~/.server/context";
import { answerMessage, fieldMessages } from "~/lib/error-text";
import type { Lang } from "~/lib/i18n";
import type { RouteRecord, ViewActionArgs, ViewData, ViewLoadArgs } from "../types";
import type { FeedbackActionData } from "./FeedbackForm";
import { feedbackSchema } from "~/lib/forms/feedback";
import { readForm } from "~/.server/form-body";

export interface PageViewData extends ViewData {
  page: Page;
}

function plain(text: string, max = 160): string {
  const s = text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
}

export async function load({ context }: ViewLoadArgs, record: RouteRecord): Promise<PageViewData> {
  const key = record.type === "page" ? record.key : record.id;
  const answer = await getPage(getApi(context), key || record.id);
  if (!answer.ok || !answer.data) throw data(null, { status: 404 });
  const page = answer.data;
  return {
    meta: { title: page.title, description: record.description || plain(page.content) || undefined },
    routes: { ...record.routes, ...(page.routes as Partial<Record<Lang, string>>) } as Record<Lang, string>,
    page,
  };
}

const FEEDBACK_FIELDS = new Set(["type", "firstName", "lastName", "email", "mobile", "message"]);

export async function action({ request, context }: ViewActionArgs, record: RouteRecord) {
  const formData = await readForm(request, context);
  if (formData.get("intent") !== "feedback" || record.type !== "page") throw data(null, { status: 400 });
  const js = formData.get("_js") === "1";
  const submission = parseWithZod(formData, { schema: feedbackSchema });
  const answer = (body: FeedbackActionData, status = 200) => data(body, { status });
  if (submission.status !== "success") return answer({ form: "feedback", result: submission.reply() }, 400);
  const value = submission.value;
  if (value.website && value.website.trim() !== "") {
    if (!js) throw redirect(sentUrl(request), 303);
    return answer({ form: "feedback", result: submission.reply({ resetForm: true }), sent: true });
  }
  const sent = await sendFeedback(getApi(context), {
    type: value.type,
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    mobile: value.mobile,
    message: value.message ?? "",
  });
  if (!sent.ok) {
    const fieldErrors = fieldMessages(sent, (field) => (FEEDBACK_FIELDS.has(field) ? field : null));
    const formErrors: string[] = Object.entries(sent.codes ?? {}).flatMap(([field, code]) => (code && !FEEDBACK_FIELDS.has(field) ? [code] : []));
    if (!Object.keys(fieldErrors).length && !formErrors.length) formErrors.push(answerMessage(sent));
    return answer({ form: "feedback", result: submission.reply({ fieldErrors, formErrors }) }, 400);
  }
  if (!js) throw redirect(sentUrl(request), 303);
  return answer({ form: "feedback", result: submission.reply({ resetForm: true }), sent: true });
}

function sentUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname.replace(/\.data$/, "")}?feedback=sent#feedback`;
}
