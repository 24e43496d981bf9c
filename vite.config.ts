/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The router plugin must run before react(); it generates the route tree and splits every route.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    include: ['tests/{unit,machines,screens,mock-server,model}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    css: false,
    testTimeout: 20000,
    pool: 'threads',
  },
});
