/**
 * Netlify's header and redirect rules, parsed from the same files Netlify reads (`netlify.toml`,
 * and `_headers` / `_redirects` in the publish folder) and matched the way Netlify matches them:
 * the build checks the content's `_redirects` with them, and the local server (`server/serve.ts`)
 * answers with the host's status codes and headers.
 *
 * Every rule Netlify documents parses: `*` splats (at the end of a path), `:name` placeholders
 * (whole segments), `:splat` and placeholders in targets, status codes, `!` / `force = true`,
 * query parameters (`/store id=:id /items/:id`), domain-level rules (a `from` that is a full URL)
 * and `Country`/`Language`/`Role`/`Cookie` conditions. The local server applies what it can know
 * about a request (path, query, `Accept-Language`, cookies); a rule for another host or for a
 * country or role never matches there (see `findRedirect`).
 */
import { parse as parseToml } from 'smol-toml';

export interface RedirectRule {
  /** The path the rule matches (for a domain-level rule, the path part of its URL). */
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** Where the rule was written, for error messages and debugging. */
  source: string;
  /** The host of a domain-level rule (`https://old.example.org/*`); null for a path rule. */
  host?: string | null;
  /** Query parameters the request must have: name → value or `:placeholder`. */
  query?: Record<string, string>;
  /** `Country`, `Language`, `Role`, `Cookie` conditions: name → accepted values. */
  conditions?: Record<string, string[]>;
}

/** What the local server knows about a request besides its path, for query and condition rules. */
export interface RequestFacts {
  query?: URLSearchParams;
  /** Primary language subtags the reader accepts (`Accept-Language`), lower case. */
  languages?: string[];
  cookies?: Set<string>;
}

const CONDITIONS = ['Country', 'Language', 'Role', 'Cookie'] as const;

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
    const status = r.status === undefined ? 301 : Number(r.status);
    if (!Number.isInteger(status)) problems.push(`${where}: status must be a number, got ${JSON.stringify(r.status)}`);
    const query = stringRecord(r.query, `${where}: query`, problems);
    const conditions = conditionsOf(stringRecord(r.conditions, `${where}: conditions`, problems, true), where, problems);
    redirects.push({ ...splitFrom(r.from), to: r.to, status, force: r.force === true, source: where, query, conditions });
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

/**
 * `_redirects`: one rule per line, `from [query…] to [status][!] [conditions…]`, as Netlify's
 * parser reads it: the first word after `from` that is a path or a URL is the target, the
 * `name=value` words before it are query parameters, those after the status are conditions.
 * `#` starts a comment.
 */
export function parseRedirectsFile(text: string, file = '_redirects'): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const content = line.replace(/(^|\s)#.*$/, '').trim();
    if (!content) return;
    const where = `${file}:${i + 1}`;
    const [from, ...parts] = content.split(/\s+/) as [string, ...string[]];
    const form = `expected "from [query] to [status] [conditions]", got "${content}" (a target is a path starting with "/" or a full URL)`;
    if (parts.length === 0) {
      problems.push(`${where}: ${form}`);
      return;
    }
    if (!isPathOrUrl(from)) {
      problems.push(`${where}: "from" must be a path starting with "/" or a full URL, got "${from}"`);
      return;
    }
    const toAt = parts.findIndex(isPathOrUrl);
    // `/admin/* 200! Role=admin`: a rule without a target serves its own path.
    const statusOnly = toAt === -1 && parts.length > 0 && STATUS.test(parts[0]!);
    if (toAt === -1 && !statusOnly) {
      problems.push(`${where}: ${form}`);
      return;
    }
    const to = statusOnly ? from : parts[toAt]!;
    const [code, ...conditionWords] = statusOnly ? parts : parts.slice(toAt + 1);
    const m = code === undefined ? ['301', '301', ''] : STATUS.exec(code);
    if (!m) {
      problems.push(`${where}: status must be a three-digit code, optionally followed by "!", got "${code}"`);
      return;
    }
    const query = pairs(statusOnly ? [] : parts.slice(0, toAt), `${where}: query parameter`, problems);
    const conditions = conditionsOf(pairs(conditionWords, `${where}: condition`, problems), where, problems);
    rules.push({ ...splitFrom(from), to, status: Number(m[1]), force: m[2] === '!', source: where, query, conditions });
  });
  if (problems.length) throw new RulesError(problems);
  return rules;
}

const STATUS = /^(\d{3})(!?)$/;
const isPathOrUrl = (word: string) => word.startsWith('/') || /^https?:\/\//i.test(word);

/**
 * A domain-level rule's host and path; a path rule's path. Both decoded (`%20` → space), as the
 * request paths they are matched against are, and as Netlify matches an encoded and a plain request alike.
 */
function splitFrom(from: string): { from: string; host: string | null } {
  if (from.startsWith('/')) return { from: safeDecodeURI(from), host: null };
  const url = new URL(from);
  return { from: decodeURI(url.pathname), host: url.host };
}

const safeDecodeURI = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** `name=value` words; anything else is a problem. */
function pairs(words: string[], what: string, problems: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const word of words) {
    const at = word.indexOf('=');
    if (at <= 0) problems.push(`${what} must be "name=value", got "${word}"`);
    else out[word.slice(0, at)] = word.slice(at + 1);
  }
  return out;
}

/**
 * Conditions as name → comma-separated values; only Netlify's four names. `Sign`/`signed` (proxy
 * signing) has no effect on a static host and is dropped.
 */
function conditionsOf(written: Record<string, string>, where: string, problems: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(written)) {
    const known = CONDITIONS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (known)
      out[known] = values
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
    else if (!/^sign(ed)?$/i.test(name)) problems.push(`${where}: unknown condition "${name}" (Netlify knows ${CONDITIONS.join(', ')})`);
  }
  return out;
}

/** A netlify.toml table of strings (a condition may also be a list of strings). */
function stringRecord(value: unknown, what: string, problems: string[], lists = false): Record<string, string> {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`${what} must be a table, got ${JSON.stringify(value)}`);
    return {};
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v;
    else if (lists && Array.isArray(v) && v.every((x) => typeof x === 'string')) out[k] = v.join(',');
    else problems.push(`${what}.${k} must be a string${lists ? ' or a list of strings' : ''}, got ${JSON.stringify(v)}`);
  }
  return out;
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

/**
 * The first redirect rule that applies; non-forced rules are shadowed by an existing file. A rule
 * for another host never applies (the local server is one host), nor does one for a country or a
 * role (it cannot know them); query parameters, languages and cookies are matched when given.
 */
export function findRedirect(
  rules: RedirectRule[],
  path: string,
  fileExists: boolean,
  request: RequestFacts = {},
): { rule: RedirectRule; target: string } | null {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    if (rule.host || !conditionsHold(rule.conditions ?? {}, request)) continue;
    const params = matchPattern(rule.from, path);
    const fromQuery = params && matchQuery(rule.query ?? {}, request.query ?? new URLSearchParams());
    if (params && fromQuery) return { rule, target: fillTarget(rule.to, { ...fromQuery, ...params }) };
  }
  return null;
}

function matchQuery(query: Record<string, string>, params: URLSearchParams): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    const actual = params.get(name);
    if (actual === null) return null;
    if (value.startsWith(':')) out[value.slice(1)] = actual;
    else if (value !== actual) return null;
  }
  return out;
}

function conditionsHold(conditions: Record<string, string[]>, request: RequestFacts): boolean {
  for (const [name, values] of Object.entries(conditions)) {
    if (name === 'Language' && !values.some((v) => request.languages?.includes(v.toLowerCase().split('-')[0]!))) return false;
    if (name === 'Cookie' && !values.some((v) => request.cookies?.has(v))) return false;
    if (name === 'Country' || name === 'Role') return false;
  }
  return true;
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
