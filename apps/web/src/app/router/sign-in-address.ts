/**
 * Where a signed-out visitor of a page that needs sign-in is sent: the sign-in page,
 * carrying the full target (path, query and hash) as `redirect`, except for the home page. Kept free
 * of imports: the router's guard and the entry's first-load decision both use it.
 */
export function signInAddress(target: string): string {
  return target === "/"
    ? "/auth/login"
    : `/auth/login?${new URLSearchParams({ redirect: target }).toString()}`;
}
