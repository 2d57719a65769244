/**
 * An in-process stand-in for the SMS gateway of SMS_DRIVER=http: a tiny HTTP server that
 * records every POST body. Used by the tests; can also run for offline development:
 *   npx tsx tests/mocks/sms-gateway.ts 4010   → SMS_HTTP_URL=http://127.0.0.1:4010/send
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface GatewayMessage {
  contentType: string;
  body: string;
}

export interface SmsGatewayMock {
  url: string;
  messages: GatewayMessage[];
  /** the next requests answer this status (default 200) */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startSmsGateway(port = 0): Promise<SmsGatewayMock> {
  const messages: GatewayMessage[] = [];
  let failStatus: number | null = null;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (req.method !== "POST") {
        res.writeHead(405).end();
        return;
      }
      messages.push({ contentType: req.headers["content-type"] ?? "", body });
      if (failStatus) res.writeHead(failStatus, { "content-type": "application/json" }).end('{"status":"error"}');
      else res.writeHead(200, { "content-type": "application/json" }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/send`,
    messages,
    failWith(status) {
      failStatus = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ""))) {
  const gateway = await startSmsGateway(Number(process.argv[2] ?? 4010));
  console.log(`SMS gateway mock on ${gateway.url}`);
  setInterval(() => {
    while (gateway.messages.length) console.log(gateway.messages.shift());
  }, 500);
}
