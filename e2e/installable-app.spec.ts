import { expect, expectNoSeriousAxeFindings, signIn, signOut, test } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test("the app installs (valid manifest, worker in control) and opens the nurse's schedule offline", async ({
  page,
  context,
}) => {
  // Install criteria: a manifest with a name, a standalone display, a start URL and 192/512 icons.
  const manifestHref = await (async () => {
    await page.goto("/auth/login");
    return page.locator('link[rel="manifest"]').getAttribute("href");
  })();
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifestResponse = await page.request.get("/manifest.webmanifest");
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({
    name: "Rosterly",
    short_name: "Rosterly",
    start_url: "/",
    display: "standalone",
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable"]));
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()["content-type"]).toBe("image/png");
  }

  // The worker takes control of the page (it claims clients on its first install).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await signIn(page, "nurse@rosterly.test");
  await page.goto("/scheduling/staffschedule");
  const weekHours = page.locator("[data-week-hours]").first();
  await expect(weekHours).toBeVisible();
  const weekText = await weekHours.textContent();

  // Offline: a reload comes from the worker, with the schedule as last synced and the banner.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("[data-week-hours]").first()).toHaveText(weekText ?? "", { timeout: 20_000 });
  await expect(
    page.getByRole("status").filter({ hasText: /^Offline — showing your schedule as last synced/ }),
  ).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // Back online, signing out drops the offline copy: nothing of hers is left for the next person.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: /^Offline/ })).toBeHidden();
  await signOut(page);
  const kept = await page.evaluate(async () => {
    const cache = await caches.open("rosterly-staff-schedule");
    return (await cache.keys()).length;
  });
  expect(kept).toBe(0);
});
