/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Vitest through Astro's Vite config, so `@/` imports, .astro components (Container API)
// and CSS modules resolve exactly as in the build.
export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'islands', include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
