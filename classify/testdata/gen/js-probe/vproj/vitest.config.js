import { defineConfig } from "vitest/config";
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["unit/**/*.test.js"], environment: "node" } },
      { test: { name: "dom", include: ["dom/**/*.test.js"], environment: "jsdom" } },
    ],
  },
});
