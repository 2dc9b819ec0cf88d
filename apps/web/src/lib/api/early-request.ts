/**
 * A request started before the code that shows its answer exists: the sign-in page asks for the
 * profile and the organisation as soon as the token arrives, while the app's code is still being
 * evaluated, and the app's query takes that answer instead of asking again. Taken at most once.
 */
export interface EarlyRequest<T> {
  /** Sends the request; the answer is also for whoever starts it (never instead of the query's take). */
  start(): Promise<T>;
  /** The started request, if any; later calls ask afresh. */
  take(): Promise<T> | undefined;
}

export function earlyRequest<T>(request: () => Promise<T>): EarlyRequest<T> {
  let pending: Promise<T> | undefined;
  return {
    start() {
      const started = request();
      pending = started;
      // Nobody may ever take it (the page is left first); its failure is then nobody's to report.
      started.catch(() => undefined);
      return started;
    },
    take() {
      const taken = pending;
      pending = undefined;
      return taken;
    },
  };
}
