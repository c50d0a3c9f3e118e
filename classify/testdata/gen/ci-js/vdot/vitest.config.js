// Vitest's documented reporters for GitHub Actions: dot and annotations
// there, the default report elsewhere.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    reporters: process.env.GITHUB_ACTIONS ? ['dot', 'github-actions'] : ['default'],
  },
})
