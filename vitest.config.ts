import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] } },
      { test: { name: "db", root: "packages/db", include: ["src/**/*.test.ts"] } },
      { test: { name: "web", root: "apps/web", include: ["src/**/*.test.{ts,tsx}"] } },
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["src/**/*.test.ts"],
          // Each file gets its own database; a few at a time keeps a 2-core machine responsive.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
