/**
 * A TCP proxy in front of the test PostgreSQL server, for fault tests: `cut()` drops every
 * connection and refuses new ones (the database is "away"), `restore()` listens again on the
 * same port. Clients connect to `url`.
 */
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** `target` (a postgres:// URL) with its host and port replaced by the proxy's */
  urlFor(target: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream).pipe(client);
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      const s = server;
      server = undefined;
      s.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    urlFor(target) {
      const url = new URL(target);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
