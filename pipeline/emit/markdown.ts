/**
 * A page's compiled tree (HAST JSON, partials already inlined) as Markdown, for AI tools and the
 * "Copy page" button. Components become plain Markdown: admonitions a blockquote with their title,
 * every tab under a bold label, code blocks a fence with their language (and title), diagrams a
 * `mermaid` fence; site-relative links and images become absolute, because the text is read away
 * from the site. Serialised by mdast-util-to-markdown with its GFM extension (tables).
 */
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { BlockContent, Code, PhrasingContent, Root, RootContent, Table, TableRow, ListItem, List } from 'mdast';
import type { HastElement, HastNode, HastRoot, JsonValue } from '../../common/contract.js';
import { absoluteUrl } from '../../common/url.js';
import { LOCAL_COMPONENT_PROP_TAG } from '../../common/local-components.js';
import { text } from './markdown-text.js';

export interface MarkdownPage {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  body: HastRoot;
}

export function pageMarkdown(page: MarkdownPage, siteUrl: string): string {
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }];
  if (page.description) head.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: page.description }] }] });
  head.push({
    type: 'paragraph',
    children: [
      { type: 'text', value: 'Source: ' },
      { type: 'link', url: page.url, children: [{ type: 'text', value: page.url }] },
    ],
  });
  return serialize({ type: 'root', children: [...head, ...hastToMdast(page.body, siteUrl)] });
}

export function serialize(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    // The library's own text handler, with only the escape patterns a text can match (markdown-text.ts).
    handlers: { text },
    bullet: '-',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });
}

/** The blocks of a tree. Inline content found between blocks is wrapped in paragraphs. */
export function hastToMdast(tree: HastRoot, siteUrl: string): RootContent[] {
  return new Converter(siteUrl).blocks(tree.children);
}

type Block = RootContent;

const HEADINGS: Record<string, 1 | 2 | 3 | 4 | 5 | 6> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const SKIP = new Set(['script', 'style', 'button', 'svg', 'template']);
const INLINE = new Set([
  'a',
  'strong',
  'b',
  'em',
  'i',
  'code',
  'del',
  's',
  'span',
  'br',
  'img',
  'kbd',
  'sub',
  'sup',
  'abbr',
  'mark',
  'small',
  'u',
  'Link',
  'ThemedImage',
  'IdealImage',
  'time',
  'q',
  'cite',
]);

/** A theme component's JSX prop (`title={<>A <code>b</code></>}`): a `LocalComponentProp` child named by it (common/local-components.ts). */
function jsxProp(node: HastElement, name: string): HastElement | undefined {
  return node.children.find((k): k is HastElement => k.type === 'element' && k.tagName === LOCAL_COMPONENT_PROP_TAG && k.properties?.name === name);
}

/** A theme component's content, without its JSX props (an admonition's icon is not text). */
const withoutJsxProps = (nodes: HastNode[]): HastNode[] => nodes.filter((k) => !(k.type === 'element' && k.tagName === LOCAL_COMPONENT_PROP_TAG));

class Converter {
  constructor(private readonly siteUrl: string) {}

  /** A tab as a bold label and its content: the label its `<Tabs>` gives it, else its own, else its value. */
  private tab(node: HastElement, listed?: string): Block[] {
    const label = listed ?? str(prop(node, 'label')) ?? str(prop(node, 'value')) ?? '';
    const jsx = jsxProp(node, 'label');
    return [
      {
        type: 'paragraph',
        children: [{ type: 'strong', children: jsx && !listed ? trimPhrasing(this.phrasing(jsx.children)) : [{ type: 'text', value: label }] }],
      },
      ...this.blocks(withoutJsxProps(node.children)),
    ];
  }

  blocks(nodes: HastNode[]): Block[] {
    const out: Block[] = [];
    let inline: PhrasingContent[] = [];
    const flush = () => {
      const trimmed = trimPhrasing(inline);
      if (trimmed.length) out.push({ type: 'paragraph', children: trimmed });
      inline = [];
    };
    for (const node of nodes) {
      if (node.type === 'text' || (node.type === 'element' && isInline(node))) {
        inline.push(...this.phrasing([node]));
        continue;
      }
      flush();
      out.push(...this.block(node));
    }
    flush();
    return out;
  }

  private block(node: HastNode): Block[] {
    if (node.type === 'root') return this.blocks(node.children);
    if (node.type !== 'element') return [];
    const tag = node.tagName;
    const kids = node.children;
    if (SKIP.has(tag)) return [];
    if (tag in HEADINGS) return [{ type: 'heading', depth: HEADINGS[tag]!, children: trimPhrasing(this.phrasing(kids)) }];
    switch (tag) {
      case 'p':
        return nonEmpty({ type: 'paragraph', children: trimPhrasing(this.phrasing(kids)) });
      case 'blockquote':
        return [{ type: 'blockquote', children: this.blocks(kids) as BlockContent[] }];
      case 'hr':
        return [{ type: 'thematicBreak' }];
      case 'ul':
      case 'ol':
        return [this.list(node)];
      case 'pre':
        return [code(textOf(node), languageOf(node), null)];
      case 'table':
        return [this.table(node)];
      case 'CodeBlock':
        return [code(textOf(node), str(prop(node, 'language')), str(prop(node, 'title')))];
      case 'Mermaid':
        return [code(str(prop(node, 'value')) ?? textOf(node), 'mermaid', null)];
      case 'Admonition': {
        const type = str(prop(node, 'type')) ?? 'note';
        const title = str(prop(node, 'title')) ?? type.charAt(0).toUpperCase() + type.slice(1);
        const jsx = jsxProp(node, 'title');
        return [
          {
            type: 'blockquote',
            children: [
              {
                type: 'paragraph',
                children: [{ type: 'strong', children: jsx ? trimPhrasing(this.phrasing(jsx.children)) : [{ type: 'text', value: title }] }],
              },
              ...(this.blocks(withoutJsxProps(kids)) as BlockContent[]),
            ],
          },
        ];
      }
      case 'Tabs': {
        // Docusaurus's older `values` prop labels the tabs (web/theme/Tabs/tab-list.ts).
        const listed = prop(node, 'values');
        const labels = new Map(
          (Array.isArray(listed) ? listed : []).flatMap((v) =>
            v && typeof v === 'object' && !Array.isArray(v) && typeof v.value === 'string' && typeof v.label === 'string' ? [[v.value, v.label] as const] : [],
          ),
        );
        return kids.flatMap((k) => (k.type === 'element' && k.tagName === 'TabItem' ? this.tab(k, labels.get(str(prop(k, 'value')) ?? '')) : this.blocks([k])));
      }
      case 'TabItem':
        return this.tab(node);
      case 'details': {
        const summary = kids.find((k) => k.type === 'element' && k.tagName === 'summary');
        const rest = kids.filter((k) => k !== summary);
        const head: Block[] = summary
          ? [{ type: 'paragraph', children: [{ type: 'strong', children: trimPhrasing(this.phrasing((summary as HastElement).children)) }] }]
          : [];
        return [...head, ...this.blocks(rest)];
      }
      case 'dl':
        return this.blocks(kids);
      case 'dt':
        return nonEmpty({ type: 'paragraph', children: [{ type: 'strong', children: trimPhrasing(this.phrasing(kids)) }] });
    }
    // div, section, figure, dd, LocalComponent and any other container: keep its content.
    return this.blocks(kids);
  }

  private list(node: HastElement): List {
    const ordered = node.tagName === 'ol';
    const start = typeof prop(node, 'start') === 'number' ? (prop(node, 'start') as number) : undefined;
    const items: ListItem[] = node.children
      .filter((c): c is HastElement => c.type === 'element' && c.tagName === 'li')
      .map((li) => {
        const checkbox = li.children.find((c) => c.type === 'element' && c.tagName === 'input' && prop(c, 'type') === 'checkbox');
        const checked = checkbox ? prop(checkbox as HastElement, 'checked') === true : null;
        const children = this.blocks(li.children.filter((c) => c !== checkbox)) as BlockContent[];
        return { type: 'listItem', spread: false, checked, children };
      });
    return { type: 'list', ordered, ...(ordered && start !== undefined ? { start } : {}), spread: false, children: items };
  }

  private table(node: HastElement): Table {
    const rows: TableRow[] = [];
    const visit = (n: HastNode) => {
      if (n.type !== 'element') return;
      if (n.tagName === 'tr') {
        rows.push({
          type: 'tableRow',
          children: n.children
            .filter((c): c is HastElement => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'))
            .map((cell) => ({ type: 'tableCell', children: trimPhrasing(this.phrasing(cell.children, true)) })),
        });
      } else n.children.forEach(visit);
    };
    visit(node);
    const width = Math.max(1, ...rows.map((r) => r.children.length));
    for (const row of rows) while (row.children.length < width) row.children.push({ type: 'tableCell', children: [] });
    const align = firstRowAlign(node, width);
    return { type: 'table', align, children: rows };
  }

  /** Inline content. In table cells (`flat`), block content is joined into one line. */
  phrasing(nodes: HastNode[], flat = false): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    for (const node of nodes) {
      if (node.type === 'text') {
        out.push({ type: 'text', value: flat ? node.value.replace(/\s*\n\s*/g, ' ') : node.value });
        continue;
      }
      if (node.type !== 'element') continue;
      const tag = node.tagName;
      if (SKIP.has(tag)) continue;
      const kids = () => this.phrasing(node.children, flat);
      switch (tag) {
        case 'strong':
        case 'b':
          out.push({ type: 'strong', children: kids() });
          break;
        case 'em':
        case 'i':
          out.push({ type: 'emphasis', children: kids() });
          break;
        case 'del':
        case 's':
          out.push({ type: 'delete', children: kids() });
          break;
        case 'code':
        case 'kbd':
          out.push({ type: 'inlineCode', value: textOf(node) });
          break;
        case 'br':
          out.push(flat ? { type: 'text', value: ' ' } : { type: 'break' });
          break;
        case 'a':
        case 'Link': {
          const href = str(prop(node, 'href')) ?? str(prop(node, 'to'));
          if (href && !(href.startsWith('#') && node.properties?.ariaHidden !== undefined)) out.push({ type: 'link', url: this.url(href), children: kids() });
          else if (!href) out.push(...kids());
          break;
        }
        case 'img': {
          const src = str(prop(node, 'src'));
          if (src) out.push({ type: 'image', url: this.url(src), alt: str(prop(node, 'alt')) ?? '' });
          break;
        }
        case 'ThemedImage': {
          const sources = prop(node, 'sources');
          const src = sources && typeof sources === 'object' && !Array.isArray(sources) ? str(sources.light ?? null) : null;
          if (src) out.push({ type: 'image', url: this.url(src), alt: str(prop(node, 'alt')) ?? '' });
          break;
        }
        case 'IdealImage': {
          const src = str(prop(node, 'img'));
          if (src) out.push({ type: 'image', url: this.url(src), alt: str(prop(node, 'alt')) ?? '' });
          break;
        }
        case 'input':
          break;
        default:
          if (!isInline(node)) {
            // Block content inside inline content (a table cell, a list in a link): flatten it.
            const inner = this.phrasing(node.children, flat);
            if (out.length && inner.length) out.push({ type: 'text', value: ' ' });
            out.push(...inner);
          } else out.push(...kids());
      }
    }
    return out;
  }

  private url(href: string): string {
    return absoluteUrl(href, this.siteUrl);
  }
}

function isInline(node: HastElement): boolean {
  return INLINE.has(node.tagName);
}

function code(value: string, lang: string | null, title: string | null): Code {
  return { type: 'code', lang: lang || null, meta: title ? `title="${title.replace(/"/g, "'")}"` : null, value: value.replace(/\n$/, '') };
}

function languageOf(node: HastElement): string | null {
  const codeEl = node.children.find((c): c is HastElement => c.type === 'element' && c.tagName === 'code');
  const cls = codeEl?.properties?.className;
  const list = Array.isArray(cls) ? cls : typeof cls === 'string' ? cls.split(' ') : [];
  const lang = list.find((c): c is string => typeof c === 'string' && c.startsWith('language-'));
  return lang ? lang.slice('language-'.length) : null;
}

function firstRowAlign(node: HastElement, width: number): Table['align'] {
  const align: Table['align'] = Array.from({ length: width }, () => null);
  let row: HastElement | undefined;
  const find = (n: HastNode) => {
    if (row || n.type !== 'element') return;
    if (n.tagName === 'tr') row = n;
    else n.children.forEach(find);
  };
  find(node);
  row?.children
    .filter((c): c is HastElement => c.type === 'element')
    .forEach((cell, i) => {
      const a = prop(cell, 'align');
      if (i < width && (a === 'left' || a === 'right' || a === 'center')) align[i] = a;
    });
  return align;
}

/** Plain text of an element, as it is shown (Shiki's line spans joined). */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  return node.children.map(textOf).join('');
}

function prop(node: HastElement, name: string): JsonValue | undefined {
  return node.properties?.[name];
}

function str(v: JsonValue | undefined): string | null {
  return typeof v === 'string' ? v : null;
}

function nonEmpty(p: { type: 'paragraph'; children: PhrasingContent[] }): Block[] {
  return p.children.length ? [p] : [];
}

/** Drops whitespace-only text at the ends (HAST keeps the newlines between elements). */
function trimPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  while (out.length && out[0]!.type === 'text' && !out[0].value.trim()) out.shift();
  while (out.length && out[out.length - 1]!.type === 'text' && !(out[out.length - 1] as { value: string }).value.trim()) out.pop();
  if (out[0]?.type === 'text') out[0] = { type: 'text', value: out[0].value.replace(/^\s+/, '') };
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value.replace(/\s+$/, '') };
  return out;
}
