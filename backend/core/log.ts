import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs on stdout; quiet in tests unless LOG_LEVEL says otherwise. */
export function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" || process.env.VITEST ? "silent" : "info");
  return pino({ level, base: { service: "shop" } });
}

export const rootLogger: Logger = createLogger();
