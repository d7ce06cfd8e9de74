/**
 * The shape of the author's site config (`SiteConfig`, `pipeline/site-config.ts`) as one zod
 * schema, and its problems as messages that name the field and say what would be valid. It checks
 * the shape only: whether a doc id or sidebar exists is known once the site is read
 * (`config/resolve.ts`). Keys it does not name are allowed, as the type allows them through
 * `defineConfig` and a Docusaurus config's translation (`docusaurus/node/config/site-config.ts`) writes
 * only what this shape holds.
 */
import { z } from 'zod';
import { tocLevelProblems } from '../mdx/plugins/toc/levels.js';

/** A problem with the site config: its message, and whether the config can still be resolved. */
export interface SiteConfigProblem {
  message: string;
  /** False when the shape is too broken to resolve (a required field missing or of another type). */
  resolvable: boolean;
}

/**
 * A refinement's own message, which leaves the config resolvable: the resolver skips what it
 * rejects (an unknown navbar item, a broken regular expression). `after` joins it to the field's
 * path (`navbar item 1 ("Docs"): activeBaseRegex` + ` is not ...`); null: the message names its field.
 */
const complete = (ctx: z.RefinementCtx, message: string, after: ' ' | ': ' | null) => ctx.addIssue({ code: z.ZodIssueCode.custom, message, params: { after } });

/**
 * A value checked against the schema its `kind` picks (null: no schema, the refinement reported
 * why); the issues come under the value's path (zod prefixes it).
 */
const oneOf = <T extends Record<string, unknown>>(kind: (value: T, ctx: z.RefinementCtx) => z.ZodTypeAny | null) =>
  z
    .object({})
    .passthrough()
    .superRefine((value, ctx) => {
      const schema = kind(value as T, ctx);
      for (const issue of schema?.safeParse(value).error?.issues ?? []) ctx.addIssue(issue);
    });

const position = z.enum(['left', 'right']).optional();

/** Why `source` is no regular expression the browser can build (as `activeBaseRegex` is, case-insensitive); null when it is one. */
export function regexProblem(source: string): string | null {
  try {
    new RegExp(source, 'i');
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** The browser builds the expression on each render: a broken one is the config's error, not a crashed page. */
const activeBaseRegex = z.string().superRefine((source, ctx) => {
  const problem = regexProblem(source);
  if (problem !== null)
    complete(ctx, `is not a valid regular expression (${problem}); write it as a JavaScript RegExp source, such as "^/docs/(api|guides)/"`, ' ');
});

/** Docusaurus's `className`, `aria-label`, `target` and active-route settings of a navbar link. */
const look = {
  className: z.string().optional(),
  ariaLabel: z.string().optional(),
  target: z.string().optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: activeBaseRegex.optional(),
};

const linkItem = z.object({ label: z.string(), to: z.string().optional(), href: z.string().optional(), ...look });
const docItem = z.object({ type: z.literal('doc'), docId: z.string(), docsPluginId: z.string().optional(), label: z.string(), ...look });

const dropdownLink = oneOf<{ type?: unknown }>((sub) => (sub.type === 'doc' ? docItem : linkItem));
/** A locale or version dropdown's links before and after its own. */
const itemsAround = { dropdownItemsBefore: z.array(dropdownLink).optional(), dropdownItemsAfter: z.array(dropdownLink).optional() };

/** A version dropdown's `versions` that lists nothing (theme-classic's schema asks for one at least). */
const NO_VERSION = 'lists no version: name at least one, or leave `versions` out to list them all';

/** Each navbar item type and its fields; the order is the one the unknown-type message lists. */
const NAVBAR_ITEMS = {
  default: linkItem.extend({ position }),
  doc: docItem.extend({ position }),
  docSidebar: z.object({ sidebarId: z.string(), docsPluginId: z.string().optional(), label: z.string(), position, ...look }),
  dropdown: z.object({
    label: z.string(),
    position,
    items: z.array(dropdownLink),
    ...look,
  }),
  search: z.object({ position }),
  localeDropdown: z.object({ position, queryString: z.string().optional(), ...itemsAround }),
  html: z.object({ value: z.string(), position, className: z.string().optional() }),
  docsVersionDropdown: z.object({
    position,
    docsPluginId: z.string().optional(),
    dropdownActiveClassDisabled: z.boolean().optional(),
    // theme-classic's schema: a list of names, or names each with an optional label; at least one.
    versions: z
      .union(
        [
          z.array(z.string().min(1)).min(1, NO_VERSION),
          z
            .record(z.string(), z.object({ label: z.string().optional() }).strict('takes a `label` only: { label: "2.0 (LTS)" }'))
            .refine((o) => Object.keys(o).length > 0, NO_VERSION),
        ],
        {
          errorMap: () => ({
            message: 'must be a list of version names (["2.0", "current"]) or an object of names to { label } ({ "2.0": { label: "2.0 (LTS)" } })',
          }),
        },
      )
      .optional(),
    ...itemsAround,
  }),
  custom: z.object({ customType: z.string().startsWith('custom-'), props: z.record(z.string(), z.unknown()), position }),
  docsVersion: z.object({ label: z.string().optional(), to: z.string().optional(), docsPluginId: z.string().optional(), position, ...look }),
} satisfies Record<string, z.ZodTypeAny>;

/** A navbar item, checked against the fields of its `type` (default: a link). */
const navbarItem = oneOf<{ type?: unknown }>((item, ctx) => {
  const type = item.type === undefined ? 'default' : typeof item.type === 'string' ? item.type : JSON.stringify(item.type);
  const schema = (NAVBAR_ITEMS as Record<string, z.ZodTypeAny>)[type];
  if (!schema) {
    const valid = Object.keys(NAVBAR_ITEMS)
      .map((t) => `"${t}"`)
      .join(', ');
    complete(ctx, `unknown navbar item type "${type}"; valid types are ${valid}`, ': ');
  }
  return schema ?? null;
});

const logo = z.object({
  alt: z.string(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
});

/** Attribute values are written as given: Docusaurus passes `scripts`/`stylesheets` objects' keys on unchecked. */
const headTag = z.object({ tagName: z.string(), attributes: z.record(z.unknown()), innerHTML: z.string().optional() });

/** Docusaurus's `themeConfig.tableOfContents`: levels 2–6, the minimum not above the maximum (`toc/levels.ts`). */
const tableOfContents = z.object({ minHeadingLevel: z.unknown(), maxHeadingLevel: z.unknown() }).superRefine((toc, ctx) => {
  const names = { min: 'tableOfContents.minHeadingLevel', max: 'tableOfContents.maxHeadingLevel' };
  for (const message of tocLevelProblems(toc.minHeadingLevel, toc.maxHeadingLevel, names)) complete(ctx, message, null);
});

const siteConfigSchema = z.object({
  contentDir: z.string().optional(),
  title: z.string(),
  tagline: z.string(),
  url: z.string(),
  baseUrl: z.string().optional(),
  logo: logo.nullable(),
  navbarTitle: z.string().nullable().optional(),
  titleDelimiter: z.string().optional(),
  navbar: z.array(navbarItem),
  navbarStyle: z.enum(['dark', 'primary']).optional(),
  footer: z
    .object({
      style: z.enum(['light', 'dark']).optional(),
      logo: logo.nullable().optional(),
      columns: z.array(
        z.object({
          title: z.string().optional(),
          items: z.array(
            oneOf((item) =>
              'html' in item ? z.object({ html: z.string() }) : z.object({ label: z.string(), to: z.string().optional(), href: z.string().optional() }),
            ),
          ),
        }),
      ),
      thanks: z.object({ text: z.string(), href: z.string() }).optional(),
      copyright: z.string(),
    })
    .nullable(),
  announcement: z
    .object({
      id: z.string(),
      content: z.string(),
      href: z.string().optional(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean().optional(),
    })
    .optional(),
  colorMode: z
    .object({
      defaultMode: z.enum(['light', 'dark']).optional(),
      respectPrefersColorScheme: z.boolean().optional(),
      disableSwitch: z.boolean().optional(),
      systemChoice: z.boolean().optional(),
    })
    .optional(),
  favicon: z.string().optional(),
  customFields: z.record(z.unknown()).optional(),
  headTags: z.array(headTag).optional(),
  metadata: z.array(z.record(z.unknown())).optional(),
  image: z.string().optional(),
  noIndex: z.boolean().optional(),
  search: z
    .object({
      indexDocs: z.boolean().optional(),
      indexBlog: z.boolean().optional(),
      suggestions: z.number().optional(),
      snippetLength: z.number().optional(),
      highlightOnTarget: z.boolean().optional(),
      contextsByPaths: z.array(z.object({ path: z.string(), label: z.string().optional() })).optional(),
    })
    .optional(),
  docsSidebar: z.object({ hideable: z.boolean().optional(), autoCollapseCategories: z.boolean().optional() }).optional(),
  tableOfContents: tableOfContents.optional(),
  analytics: z.object({ provider: z.enum(['plausible', 'ga4']), measurementId: z.string().optional() }).optional(),
  tagManager: z.object({ containerId: z.string() }).optional(),
  i18n: z.object({ locales: z.array(z.object({ code: z.string(), label: z.string() })) }).optional(),
});

/** Every problem of the config's shape, in the order of its fields; empty when there is none. */
export function siteConfigProblems(config: unknown): SiteConfigProblem[] {
  const issues = siteConfigSchema.safeParse(config).error?.issues ?? [];
  return issues.map((issue) => {
    const where = describePath(issue.path, config);
    if (issue.code === z.ZodIssueCode.custom && issue.params && 'after' in issue.params) {
      const after = (issue.params as { after: string | null }).after;
      return { message: after === null ? issue.message : `${where}${after}${issue.message}`, resolvable: true };
    }
    return { message: `${where || 'the site config'} ${whatIsWrong(issue)}`, resolvable: false };
  });
}

/** What an issue of the base shape says is wrong and what would be valid. */
function whatIsWrong(issue: z.ZodIssue): string {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return issue.received === 'undefined'
        ? `is missing; give ${article(issue.expected)}`
        : `must be ${article(issue.expected)}, got ${article(issue.received)}`;
    case z.ZodIssueCode.invalid_enum_value:
      return `is ${JSON.stringify(issue.received)}; valid values are ${issue.options.map((o) => JSON.stringify(o)).join(', ')}`;
    case z.ZodIssueCode.invalid_literal:
      return `must be ${JSON.stringify(issue.expected)}`;
    default:
      return issue.message;
  }
}

const article = (type: string) =>
  type === 'null' || type === 'undefined' ? type : type === 'array' || type === 'object' ? `an ${type}` : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;

/**
 * A field's path as the author reads it: `navbar item 2 ("Docs") › item 1: docId`,
 * `footer column 1 item 2`, else the dotted path (`colorMode.defaultMode`).
 */
export function describePath(path: (string | number)[], config: unknown): string {
  const [head, ...rest] = path;
  const at = (value: unknown, key: string | number) => (value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined);
  if (head === 'navbar' && typeof rest[0] === 'number') {
    const item = at(at(config, 'navbar'), rest[0]);
    const label = at(item, 'label');
    let where = `navbar item ${rest[0] + 1}${typeof label === 'string' && label ? ` ("${label}")` : ''}`;
    let tail = rest.slice(1);
    if (tail[0] === 'items' && typeof tail[1] === 'number') {
      where += ` › item ${tail[1] + 1}`;
      tail = tail.slice(2);
    }
    return tail.length ? `${where}: ${tail.join('.')}` : where;
  }
  if (head === 'footer' && rest[0] === 'columns' && typeof rest[1] === 'number') {
    const where = `footer column ${rest[1] + 1}${rest[2] === 'items' && typeof rest[3] === 'number' ? ` item ${rest[3] + 1}` : ''}`;
    const tail = rest.slice(rest[2] === 'items' && typeof rest[3] === 'number' ? 4 : 2);
    return tail.length ? `${where}: ${tail.join('.')}` : where;
  }
  return path.join('.');
}
