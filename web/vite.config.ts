import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname);
const repoRoot = resolve(root, '..');
const contentRoot = resolve(process.env.CONTENT_ROOT ?? resolve(root, '../content'));

/**
    },
  };
}

export default defineConfig({
  root,
  publicDir: resolve(root, 'public'),
  plugins: [react(), siteHtmlAttributes(), localComponents()],
  resolve: {
    alias: {
      '@content': contentRoot,
      '@theme': resolve(root, 'theme'),
      '@common': resolve(root, '../common'),
      '@site': contentRoot,
    },
    // Component files of a site folder outside this repository still get this repository's React.
    dedupe: ['react', 'react-dom'],
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
