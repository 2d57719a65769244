/** The part of autocannon's programmatic API that scripts/bench.ts and bench-mix.ts use (the package has no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
    /** requests each connection sends in turn; `setupRequest` may change each one before it goes */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: { path: string; headers?: Record<string, string> }) => { path: string; headers?: Record<string, string> };
    }[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Instance, Options, Result };
}
