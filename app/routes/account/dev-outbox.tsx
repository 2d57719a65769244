/**
 * /dev/outbox: the latest SMS of the `log` driver (codes for signup, reminder, verification,
 * order notices) and the latest e-mails of the e-mail outbox (order confirmations and notices).
 * Only outside production (or with DEV_OUTBOX=1): otherwise 404. End-to-end tests read codes here.
 */
import { data } from "react-router";
import type { Route } from "./+types/dev-outbox";
import { getEmailOutbox, getSmsOutbox } from "~/.server/api/account";
import { getApi } from "~/.server/context";
import { formatMobile } from "~/lib/forms/account";

export async function loader({ context }: Route.LoaderArgs) {
  const api = getApi(context);
  const [answer, emails] = await Promise.all([getSmsOutbox(api), getEmailOutbox(api)]);
  if (!answer.ok || !answer.data) throw data(null, { status: 404 });
  return { items: answer.data.items, emails: emails.ok && emails.data ? emails.data.items : [] };
}

export const meta: Route.MetaFunction = () => [{ title: "SMS outbox" }, { name: "robots", content: "noindex" }];

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-shop py-10" data-testid="dev-outbox">
      <h1 className="text-2xl font-semibold">SMS outbox</h1>
      <p className="mt-1 text-sm text-muted">Development only: the latest messages of the log driver, newest first.</p>
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-muted">No messages yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-line text-muted">
              <tr>
                <th className="py-2 pr-4 font-medium">Time</th>
                <th className="py-2 pr-4 font-medium">Mobile</th>
                <th className="py-2 pr-4 font-medium">Text</th>
                <th className="py-2 font-medium">Driver</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.items.map((sms) => (
                <tr key={sms.id} className="border-b border-line" data-testid="sms" data-mobile={sms.mobile}>
                  <td className="py-2 pr-4 whitespace-nowrap">{new Date(sms.createdAt).toISOString().replace("T", " ").slice(0, 19)}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatMobile(sms.mobile)}</td>
                  <td className="py-2 pr-4" data-testid="sms-text">{sms.text}</td>
                  <td className="py-2">
                    {sms.driver} / {sms.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="mt-10 text-xl font-semibold">E-mail outbox</h2>
      {loaderData.emails.length === 0 ? (
        <p className="mt-4 text-muted">No e-mails yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {loaderData.emails.map((mail) => (
            <li key={mail.id} className="rounded-lg border border-line p-4 text-sm" data-testid="email" data-to={mail.to}>
              <p className="text-muted">
                {new Date(mail.createdAt).toISOString().replace("T", " ").slice(0, 19)} · {mail.to} · {mail.driver} / {mail.status}
              </p>
              <p className="mt-1 font-semibold" data-testid="email-subject">
                {mail.subject}
              </p>
              <p className="mt-2 whitespace-pre-line" data-testid="email-text">
                {mail.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
