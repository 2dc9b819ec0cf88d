/**
 * The last result of a derivation, handed to the next one so that it can keep unchanged parts by
 * object identity (memoised rows then skip rendering). Held in `useState(() => new Previous())`:
 * a cache for the next computation inside `useMemo`, never read for rendering.
 */
export class Previous<T> {
  private value: T | undefined;

  next(compute: (previous: T | undefined) => T): T {
    this.value = compute(this.value);
    return this.value;
  }
}
