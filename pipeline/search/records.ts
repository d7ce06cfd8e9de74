import type { HastElement, HastNode, HastRoot, SearchContentDocument } from '../../common/contract.js';
import { plainText } from '../mdx/plain-text.js';

/** A built page as search sees it: its metadata and its HAST body. */
export interface SearchablePage {
  route: string;
  title: string;
  description: string;
  /** Front-matter keywords (a post's tags), and a doc's sidebar label where it names more than the title. */
  keywords: string[];
  /** A blog post's date (`YYYY-MM-DD`); undefined for a doc. */
  date?: string;
  /** Search context id (docs sidebar name or `blog`). */
  context: string;
  /** Docs version name; null for blog posts. */
  version: string | null;
  /** Locale code (`en`). */
  locale: string;
  body: HastRoot;
}

export interface SearchRecord extends SearchContentDocument {
  context: string;
  version: string | null;
  locale: string;
}

export interface Section {
  /** Heading id; '' for the intro. */
  anchor: string;
  heading: string;
  text: string;
  /** The identifiers the section documents: code that names a row of a reference table (see `subjectsOf`). */
  subjects: string[];
}

// Code is left out: it would triple the index, and what readers look up in it (function and
// constant names) is named in the prose around it. Diagrams are source code too.
const SKIP = new Set(['pre', 'CodeBlock', 'Mermaid', 'script', 'style', 'svg']);
// Elements whose text runs on from its neighbours without a space.
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'del', 's', 'br']);

/**
 * Splits a page body into sections at its h2 and h3 headings (wherever they are nested), from the
 * HAST tree, not from rendered HTML.
 */
export function sectionsOf(body: HastRoot): Section[] {
  const sections: Section[] = [];
  let current: Section & { parts: string[] } = { anchor: '', heading: '', text: '', subjects: [], parts: [] };
  const close = () =>
    sections.push({
      anchor: current.anchor,
      heading: current.heading,
      text: current.parts.join('').replace(/\s+/g, ' ').trim(),
      subjects: [...new Set(current.subjects)],
    });
  const walk = (node: HastNode) => {
    if (node.type === 'text') {
      current.parts.push(node.value);
      return;
    }
    if (node.type === 'element') {
      if (SKIP.has(node.tagName)) return;
      const id = node.properties?.id;
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof id === 'string' && id) {
        close();
        current = { anchor: id, heading: plainText(node), text: '', subjects: [], parts: [] };
        return;
      }
      if (node.tagName === 'tr') current.subjects.push(...subjectsOf(node));
      const block = !INLINE.has(node.tagName);
      if (block) current.parts.push(' ');
      if (node.tagName === 'Admonition' && typeof node.properties?.title === 'string') current.parts.push(`${node.properties.title} `);
    }
    node.children.forEach(walk);
    if (node.type === 'element' && !INLINE.has(node.tagName)) current.parts.push(' ');
  };
  walk(body);
  close();
  // An empty intro (the page starts with a heading) still stands for the page itself.
  return sections.filter((s, i) => i === 0 || s.text || s.heading);
}

const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_.]*/u;

/**
 * What a table row documents: the identifiers written as code in its first cell (`| \`ConfigEntryNotReady\` |
 * A temporary problem… |`), the form reference tables take (exceptions, methods, properties,
 * options). A call's arguments are left out (`async_create_entry(title, data)` documents
 * `async_create_entry`). A header row (`th`) names columns, not subjects.
 */
function subjectsOf(row: HastElement): string[] {
  const first = row.children.find((c) => c.type === 'element');
  if (first?.type !== 'element' || first.tagName !== 'td') return [];
  const found: string[] = [];
  const walk = (node: HastNode) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'code') {
      const name = IDENTIFIER.exec(plainText(node).trim())?.[0].replace(/\.+$/, '');
      if (name) found.push(name);
      return;
    }
    node.children.forEach(walk);
  };
  walk(first);
  return found;
}

/** One record per section of every page, numbered in order. */
export function buildSearchRecords(pages: SearchablePage[], sections: (page: SearchablePage) => Section[] = (p) => sectionsOf(p.body)): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    for (const section of sections(page)) {
      const intro = section.anchor === '';
      records.push({
        id: records.length.toString(36),
        context: page.context,
        version: page.version,
        locale: page.locale,
        title: page.title,
        heading: intro ? page.title : section.heading,
        description: intro ? page.description : '',
        // What the section documents joins its names (the intro's after the page's keywords).
        keywords: [...(intro ? page.keywords : []), ...section.subjects].join(' '),
        content: section.text,
        route: page.route,
        anchor: section.anchor,
        ...(page.date ? { date: page.date } : {}),
      });
    }
  }
  return records;
}
