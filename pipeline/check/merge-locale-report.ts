import type { Report } from './report.js';

/**
 * A locale's problems, into the site's report, each named with the locale: its errors all, its
 * warnings only when the site's report does not say the same (a locale's folder repeats the site's
 * config, and the warnings about it are the site's, said once).
 */
export function mergeLocaleReport(report: Report, localeReport: Report, locale: string) {
  const said = new Set(report.problems.map((p) => p.message));
  for (const p of localeReport.problems)
    if (p.severity === 'error' || !said.has(p.message)) report.problems.push({ ...p, message: `[${locale}] ${p.message}` });
}
