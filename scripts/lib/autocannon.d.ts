// autocannon publishes no type declarations: these type the part of its API that
// scripts/bench-serving.ts and scripts/lib/mcp-http-load.ts use (autocannon 8, promise form).
declare module 'autocannon' {
  namespace autocannon {
    /** One request of a cycle (`requests`), sent in turn on every connection. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds to run (ignored when `amount` is given). */
      duration?: number;
      /** Requests to send in all. */
      amount?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }

    /** A histogram's summary: requests per second, or latency in ms. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      /** Requests per second; `total` counts the completed requests. */
      requests: Histogram & {total: number; sent: number};
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }

  /** Runs the load and resolves its result. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
