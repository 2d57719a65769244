/**
 * The action half of the "Check" button of a content edit screen (branches, menu items;
 * ADR 0039): content:read is enough (a check changes nothing), the API's `verify/{id}` answers
 * the findings, which the page shows. An unknown record: the 404 page.
 */
import { data, type RouterContextProvider } from "react-router";
import type { VerifyProblem } from "../../backend/admin/content-contract.ts";
import { NO_STORE, adminError, requirePermission } from "./admin.server.ts";
import { pathId } from "./admin-entity.ts";
import type { ApiClient } from "./api.ts";
import { getApi } from "./context.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

export async function verifyAction(
  { request, context, params }: Args,
  check: (api: ApiClient, id: number) => Promise<{ ok: boolean; data?: { problems: VerifyProblem[] } }>,
) {
  await requirePermission(request, context, "content:read");
  const id = await pathId(context, params.id);
  if (id === null) return adminError(context, 404, true);
  const answer = await check(getApi(context), id);
  if (!answer.ok || !answer.data) return adminError(context, 404, true);
  return data({ verify: answer.data.problems }, { headers: NO_STORE });
}
