import { defineConfig, type Plugin } from 'vite';
import { existsSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname);
const contentRoot = resolve(process.env.CONTENT_ROOT ?? resolve(root, '../content'));

/**
 * Writes the site settings that must act before first paint onto <html>, where the blocking
 * web/public/color-mode.js reads them (no inline script: the CSP forbids it). They come from the
 * manifest the pipeline has just written into the output folder; without one, the defaults stay.
 */
function siteHtmlAttributes(): Plugin {
  let outDir = '';
  return {
    name: 'site-html-attributes',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      const manifestPath = resolve(outDir, 'manifest.json');
      if (!existsSync(manifestPath)) return html;
      const { site } = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        site: { colorMode: { defaultMode: string; respectPrefersColorScheme: boolean }; announcement: { id: string } | null };
      };
      const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      const attrs = [
        `data-theme="${attr(site.colorMode.defaultMode)}"`,
        `data-default-mode="${attr(site.colorMode.defaultMode)}"`,
        `data-follow-system="${site.colorMode.respectPrefersColorScheme}"`,
        ...(site.announcement ? [`data-announcement-id="${attr(site.announcement.id)}"`] : []),
      ];
      return html.replace(/<html([^>]*?) data-theme="[^"]*"([^>]*)>/, `<html$1 ${attrs.join(' ')}$2>`);
    },
  };
}

export default defineConfig({
  root,
  publicDir: resolve(root, 'public'),
  plugins: [react(), siteHtmlAttributes()],
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
