/**
 * A module the server needs only for some requests or some configurations, imported the first time
 * it is asked for and then shared. The start does not pay for it: importing the Azure SDK, the mail
 * library, the PostgreSQL driver and the file-type sniffer took ~0.3 s of every start, most of it
 * resolving and compiling files that an install on the embedded database never runs.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load();
    return loading;
  };
}
