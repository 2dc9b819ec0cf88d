/**
 * The part of autocannon 9.0.0 (which ships no types) that the load uses: programmatic runs of a
 * request sequence per connection, with a context per connection that `setupRequest` and
 * `onResponse` share.
 */
declare module "autocannon" {
  export interface Request {
    method?: "GET" | "POST" | "PATCH" | "DELETE";
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export type Context = Record<string, unknown>;
  export interface RequestStep extends Request {
    /** Answers the request to send, or null to start the sequence over. */
    setupRequest?: (request: Request, context: Context) => Request | null;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests in all, instead of a duration. */
    amount?: number;
    overallRate?: number;
    timeout?: number;
    requests?: RequestStep[];
    initialContext?: Context;
  }
  export interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: { p50: number; p99: number };
  }
  export interface Instance extends PromiseLike<Result> {
    on(event: "reqError", listener: (error: Error) => void): this;
    stop(): void;
  }
  export default function autocannon(options: Options): Instance;
}
