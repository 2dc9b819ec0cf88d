// Type-aware lint for every workspace, plus the import boundaries of DESIGN §2.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ["error", { patterns }];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
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
    files: ["apps/server/src/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["**/repositories/**", "**/db/client*"], message: "routes call services, not SQL" },
      ]),
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
    files: ["apps/web/src/features/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["**/features/*/**", "!./**", "!../**"],
          message: "features do not import each other; move shared code to components/ or lib/",
        },
      ]),
    },
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
