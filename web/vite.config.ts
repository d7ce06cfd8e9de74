import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname);
const contentRoot = resolve(process.env.CONTENT_ROOT ?? resolve(root, '../content'));

export default defineConfig({
  root,
  publicDir: resolve(root, 'public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@content': contentRoot,
      '@theme': resolve(root, 'theme'),
      '@common': resolve(root, '../common'),
    },
  },
  build: {
    outDir: resolve(root, '../build'),
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
  },
  server: { fs: { allow: [resolve(root, '..'), contentRoot] } },
});
