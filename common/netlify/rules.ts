/**
 * Netlify's header and redirect rules, parsed from the same files Netlify reads (`netlify.toml`,
 * and `_headers` / `_redirects` in the publish folder) and matched the way Netlify matches them:
 * the build checks the content's `_redirects` with them, and the local server (`server/serve.ts`)
 * answers with the host's status codes and headers.
 *
 * Supported: `*` splats (at the end of a path), `:name` placeholders (whole segments), `:splat` and
 * placeholders in targets, status codes, `!` / `force = true`. Not supported (and rejected with a
 * clear error): query-string, country, language and role conditions, proxying to other hosts.
 */
import { parse as parseToml } from 'smol-toml';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** Where the rule was written, for error messages and debugging. */
  source: string;
}

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
  source: string;
}

export interface NetlifyRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

export class RulesError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'RulesError';
  }
}

/** `netlify.toml`: `[[redirects]]` and `[[headers]]` tables. */
export function parseNetlifyToml(text: string, file = 'netlify.toml'): NetlifyRules {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text);
  } catch (error) {
    throw new RulesError([`${file}: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const problems: string[] = [];
  const redirects: RedirectRule[] = [];
  const headers: HeaderRule[] = [];
  asArray(doc.redirects).forEach((raw, i) => {
    const where = `${file}: [[redirects]] #${i + 1}`;
    const r = raw as Record<string, unknown>;
    if (typeof r.from !== 'string' || typeof r.to !== 'string') {
      problems.push(`${where}: needs string "from" and "to"`);
      return;
    }
    for (const key of ['conditions', 'query', 'signed']) if (key in r) problems.push(`${where}: "${key}" is not supported by the local server`);
    const status = r.status === undefined ? 301 : Number(r.status);
    if (!Number.isInteger(status)) problems.push(`${where}: status must be a number, got ${JSON.stringify(r.status)}`);
    redirects.push({ from: r.from, to: r.to, status, force: r.force === true, source: where });
  });
  asArray(doc.headers).forEach((raw, i) => {
    const where = `${file}: [[headers]] #${i + 1}`;
    const h = raw as Record<string, unknown>;
    if (typeof h.for !== 'string' || !h.values || typeof h.values !== 'object') {
      problems.push(`${where}: needs a string "for" and a [headers.values] table`);
      return;
    }
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(h.values as Record<string, unknown>)) values[k] = Array.isArray(v) ? v.join(', ') : String(v);
    headers.push({ for: h.for, values, source: where });
  });
  if (problems.length) throw new RulesError(problems);
  return { redirects, headers };
}

/** `_redirects`: one rule per line, `from to [status][!]`; `#` starts a comment. */
export function parseRedirectsFile(text: string, file = '_redirects'): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const content = line.replace(/(^|\s)#.*$/, '').trim();
    if (!content) return;
    const where = `${file}:${i + 1}`;
    const parts = content.split(/\s+/);
    if (parts.length < 2) {
      problems.push(`${where}: expected "from to [status]", got "${content}"`);
      return;
    }
    const [from, to, code, ...rest] = parts as [string, string, string | undefined, ...string[]];
    if (rest.length) problems.push(`${where}: conditions (${rest.join(' ')}) are not supported by the local server`);
    const m = code === undefined ? ['301', '301', ''] : /^(\d{3})(!?)$/.exec(code);
    if (!m) {
      problems.push(`${where}: status must be a three-digit code, optionally followed by "!", got "${code}"`);
      return;
    }
    if (!from.startsWith('/')) problems.push(`${where}: "from" must start with "/", got "${from}"`);
    rules.push({ from, to, status: Number(m[1]), force: m[2] === '!', source: where });
  });
  if (problems.length) throw new RulesError(problems);
  return rules;
}

/** `_headers`: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  const problems: string[] = [];
  let current: HeaderRule | null = null;
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const where = `${file}:${i + 1}`;
    if (!/^\s/.test(line)) {
      current = { for: line.trim(), values: {}, source: where };
      rules.push(current);
      return;
    }
    const m = /^\s+([^:\s]+)\s*:\s*(.*)$/.exec(line);
    if (!current) problems.push(`${where}: a header line before any path line`);
    else if (!m) problems.push(`${where}: expected "Name: value", got "${line.trim()}"`);
    else {
      const [, name, value] = m as unknown as [string, string, string];
      current.values[name] = current.values[name] ? `${current.values[name]}, ${value}` : value;
    }
  });
  if (problems.length) throw new RulesError(problems);
  return rules;
}

/**
 * Matches a request path against a rule path; returns the captured placeholders (`splat` for `*`)
 * or null. Netlify ignores a trailing slash on both sides.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const trim = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const pat = trim(pattern).split('/');
  const segs = trim(path).split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i]!;
    if (p === '*' && i === pat.length - 1) {
      params.splat = segs.slice(i).join('/');
      return params;
    }
    const s = segs[i];
    if (s === undefined) return null;
    if (p.startsWith(':')) params[p.slice(1)] = s;
    else if (p !== s) return null;
  }
  return segs.length === pat.length ? params : null;
}

/** The rule's target with placeholders and `:splat` filled in. */
export function fillTarget(to: string, params: Record<string, string>): string {
  return to.replace(/:([A-Za-z_][\w]*)/g, (whole, name: string) => params[name] ?? whole);
}

/** The first redirect rule that applies; non-forced rules are shadowed by an existing file. */
export function findRedirect(rules: RedirectRule[], path: string, fileExists: boolean): { rule: RedirectRule; target: string } | null {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const params = matchPattern(rule.from, path);
    if (params) return { rule, target: fillTarget(rule.to, params) };
  }
  return null;
}

/** Every header whose rule matches the path; a name set by several rules gets its values joined, as on Netlify. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!matchPattern(rule.for, path)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = Object.keys(out).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
      out[key] = out[key] ? `${out[key]}, ${value}` : value;
    }
  }
  return out;
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
}
