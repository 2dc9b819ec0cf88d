// Type-aware lint for every workspace, plus the import boundaries of DESIGN §2.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { LOADED_WHEN_NEEDED } from "./apps/server/dependencies.mjs";

const restrict = (patterns) => ["error", { patterns }];

const WEB = "./apps/web/src";
const SERVER = "./apps/server/src";
const features = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers as path zones (DESIGN §2): each zone names files (`target`) that may not import from
 * `from`. Web: app -> features -> components/lib -> domain/contract, and no feature reaches into
 * another. Server: routes and transports -> services -> policies/presenters -> repositories -> db,
 * nothing upward. A test lints planted files to prove each zone fails the build.
 */
export const IMPORT_ZONES = [
  {
    target: `${WEB}/lib`,
    from: [`${WEB}/components`, `${WEB}/features`, `${WEB}/app`],
    message: "lib is the bottom of the web app",
  },
  {
    target: `${WEB}/components`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: "shared components know no feature or app shell",
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: "features do not reach into the app shell; take what they need as props or context",
  },
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: "features do not import each other; move shared code to components/ or lib/",
  })),
  { target: WEB, from: "./apps/server", message: "the web app talks to the server only through the API" },
  {
    target: `${SERVER}/repositories`,
    from: [
      `${SERVER}/services`,
      `${SERVER}/routes`,
      `${SERVER}/policies`,
      `${SERVER}/presenters`,
      `${SERVER}/realtime`,
      `${SERVER}/jobs`,
    ],
    message: "repositories hold SQL only; they call nothing above them",
  },
  {
    target: `${SERVER}/db`,
    from: [
      `${SERVER}/routes`,
      `${SERVER}/policies`,
      `${SERVER}/presenters`,
      `${SERVER}/realtime`,
      `${SERVER}/jobs`,
      `${SERVER}/http`,
    ],
    message: "the database layer calls nothing above it",
  },
  {
    target: [`${SERVER}/services`, `${SERVER}/policies`, `${SERVER}/presenters`],
    from: [`${SERVER}/routes`, `${SERVER}/jobs`],
    message: "services, policies and presenters are called by routes and jobs, never the reverse",
  },
  {
    target: [`${SERVER}/policies`, `${SERVER}/presenters`],
    from: `${SERVER}/services`,
    except: ["./session/context.ts"],
    message: "policies and presenters are called by services; they read only the session's type",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      // A process test's own build of the server, removed when its run ends.
      "apps/server/.test-dist-*/**",
      "data/**",
      ".tmp/**",
      "test-results/**",
      "playwright-report/**",
      "**/*.mjs",
      "**/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": true, "ts-ignore": true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/only-throw-error": "off",
    },
  },
  {
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["@rosterly/*", "zod", "fastify*", "react*", "node:*"],
          message: "domain is pure: it imports nothing of ours and no framework",
        },
      ]),
    },
  },
  {
    files: ["packages/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["@rosterly/contract", "fastify*", "react*", "drizzle-orm*", "node:*"],
          message: "contract imports only domain and zod",
        },
      ]),
    },
  },
  {
    files: ["packages/roster/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["@rosterly/server*", "@rosterly/web*", "**/apps/**", "fastify*", "react*", "drizzle-orm*"],
          message: "the roster solver imports no server or web code",
        },
      ]),
    },
  },
  {
    files: ["apps/server/src/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["**/repositories/**", "**/db/client*"], message: "routes call services, not SQL" },
      ]),
    },
  },
  {
    // Libraries only some requests or some configurations use are imported when first needed
    // (a dynamic `import()`, which the module loader already shares): a static import would load them
    // with every start, where importing these took ~0.3 s. The backup and restore
    // commands are programs of their own.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["**/*.test.ts", "apps/server/src/ops/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: LOADED_WHEN_NEEDED.map((name) => ({
            name,
            allowTypeImports: true,
            message: "import() it where it is first needed: a static import would load it with every start",
          })),
        },
      ],
    },
  },
  {
    files: ["apps/server/src/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      // One policy per action: who may do what is decided in policies/, used by REST and sockets alike.
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='Errors'][property.name='forbidden']",
          message: "Decide access in a policy (src/policies) and call it from the service.",
        },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": restrict([
        {
          group: ["**/apps/server/**", "@rosterly/server*", "drizzle-orm*", "fastify*"],
          message: "the web app talks to the server only through the API",
        },
      ]),
    },
  },
  {
    files: ["apps/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
    rules: { "import-x/no-restricted-paths": ["error", { zones: IMPORT_ZONES }] },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts", "**/test/**/*.ts"],
    rules: {
      // Tests read JSON bodies (`response.json()` is `any`) and assert on them.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
);
