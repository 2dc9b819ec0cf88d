import { rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The layers of DESIGN §2 are lint errors, not conventions: files planted in each zone with an
 * import the zone forbids must each be reported by the repository's own ESLint configuration, and
 * the imports a zone allows must not be.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const planted: string[] = [];

const CASES: { zone: string; file: string; source: string; forbidden: boolean }[] = [
  {
    zone: "web lib -> components",
    file: "apps/web/src/lib/__planted-zone.ts",
    source: "../components/forms/IdMultiSelect",
    forbidden: true,
  },
  {
    zone: "web lib -> features",
    file: "apps/web/src/lib/__planted-zone-2.ts",
    source: "../features/accounts/api/create-user",
    forbidden: true,
  },
  {
    zone: "web components -> features",
    file: "apps/web/src/components/__planted-zone.ts",
    source: "../features/accounts/api/create-user",
    forbidden: true,
  },
  {
    zone: "web feature -> app shell",
    file: "apps/web/src/features/schedule/__planted-zone.ts",
    source: "../../app/providers",
    forbidden: true,
  },
  {
    zone: "web feature -> another feature",
    file: "apps/web/src/features/schedule/__planted-zone-2.ts",
    source: "../accounts/api/create-user",
    forbidden: true,
  },
  {
    zone: "web -> server",
    file: "apps/web/src/lib/__planted-zone-3.ts",
    source: "../../../server/src/http/errors",
    forbidden: true,
  },
  {
    zone: "server repositories -> services",
    file: "apps/server/src/repositories/__planted-zone.ts",
    source: "../services/open-shifts/bid",
    forbidden: true,
  },
  {
    zone: "server services -> routes",
    file: "apps/server/src/services/__planted-zone.ts",
    source: "../routes/open-shifts/index",
    forbidden: true,
  },
  {
    zone: "server presenters -> services",
    file: "apps/server/src/presenters/__planted-zone.ts",
    source: "../services/open-shifts/bid",
    forbidden: true,
  },
  {
    zone: "server db -> http",
    file: "apps/server/src/db/__planted-zone.ts",
    source: "../http/errors",
    forbidden: true,
  },
  {
    zone: "allowed: a feature within itself",
    file: "apps/web/src/features/accounts/__planted-zone.ts",
    source: "./api/create-user",
    forbidden: false,
  },
  {
    zone: "allowed: presenters read the session type",
    file: "apps/server/src/presenters/__planted-zone-2.ts",
    source: "../services/session/context",
    forbidden: false,
  },
];

afterAll(async () => {
  await Promise.all(planted.map((file) => rm(file, { force: true })));
});

describe("import zones", () => {
  it("report every forbidden import and none of the allowed ones", async () => {
    for (const item of CASES) {
      const file = join(ROOT, item.file);
      planted.push(file);
      await writeFile(file, `export * from "${item.source}";\n`);
    }
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(CASES.map((item) => join(ROOT, item.file)));
    const reported = CASES.map((item) => {
      const result = results.find((entry) => entry.filePath === join(ROOT, item.file));
      const zoneErrors = (result?.messages ?? []).filter(
        (message) => message.ruleId === "import-x/no-restricted-paths",
      );
      return { zone: item.zone, reported: zoneErrors.length > 0 };
    });
    expect(reported).toEqual(CASES.map((item) => ({ zone: item.zone, reported: item.forbidden })));
  }, 120_000);
});

describe("libraries loaded when first needed", () => {
  it("reports a static import of one in the server, but not a type import or a dynamic one", async () => {
    const sources = {
      static: 'import pg from "pg";\nexport const driver = pg;\n',
      type: 'import type pg from "pg";\nexport type Driver = typeof pg;\n',
      dynamic: 'export const driver = () => import("pg");\n',
    };
    const files = Object.keys(sources).map((kind) => join(ROOT, `apps/server/src/lib/__planted-${kind}.ts`));
    planted.push(...files);
    await Promise.all(Object.values(sources).map((source, i) => writeFile(files[i] as string, source)));
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(files);
    const reports = files.map(
      (file) =>
        results
          .find((result) => result.filePath === file)
          ?.messages.filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
          .length ?? -1,
    );
    expect(reports).toEqual([1, 0, 0]);
  }, 120_000);
});

describe("one policy per action", () => {
  it("reports a service that decides access itself instead of asking a policy", async () => {
    const file = join(ROOT, "apps/server/src/services/__planted-forbidden.ts");
    const policyFile = join(ROOT, "apps/server/src/policies/__planted-forbidden.ts");
    planted.push(file, policyFile);
    const source =
      'import { Errors } from "../http/errors";\nexport const refuse = () => Errors.forbidden("errors.forbidden.change_activities");\n';
    await writeFile(file, source);
    await writeFile(policyFile, source);
    const eslint = new ESLint({ cwd: ROOT });
    const [service, policy] = await eslint.lintFiles([file, policyFile]);
    const refusals = (result: typeof service) =>
      (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax").length;
    expect(refusals(service)).toBe(1);
    expect(refusals(policy)).toBe(0);
  }, 120_000);
});
