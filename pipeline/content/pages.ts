import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasDefaultExport, DEFAULT_EXPORT_HINT } from '../mdx/resolve-import.js';
import type { Report } from '../check/report.js';

/**
 * Custom page modules (`pages/*.tsx`): each must default-export the React component that renders
 * the page. Returns the page names (file names without extension).
 */
export function checkPageModules(contentRoot: string, display: string, report: Report): string[] {
  const dir = join(contentRoot, 'pages');
  if (!existsSync(dir)) return [];
  const names: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!/\.tsx$/.test(name)) continue;
    if (!hasDefaultExport(readFileSync(join(dir, name), 'utf8')))
      report.error(join(display, 'pages', name), 1, 1, `page module has no default export: ${DEFAULT_EXPORT_HINT}`);
    names.push(name.replace(/\.tsx$/, ''));
  }
  return names;
}
