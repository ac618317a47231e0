/**
 * Builds the viewer of `fray view`: web/src/main.ts into ONE classic script (web/dist/viewer.js) and ONE stylesheet
 * (web/dist/viewer.css), with no code splitting and every asset inlined, so the CLI can put both inside one page.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    cssCodeSplit: false,
    // Inline anything imported: the page must work offline from one file.
    assetsInlineLimit: Number.MAX_SAFE_INTEGER,
    reportCompressedSize: false,
    sourcemap: false,
    // An IIFE runs as a plain inline <script>, with no module loading and nothing left to split.
    lib: {
      entry: 'src/main.ts',
      formats: ['iife'],
      name: 'frayViewer',
      fileName: () => 'viewer.js',
      cssFileName: 'viewer',
    },
  },
});
