import { relative, sep } from 'node:path';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root, Parent } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { SourceMessage } from '../../errors.js';
import type { CollectedLink } from '../links/index.js';
import type { CollectedCodeBlock } from '../code-blocks/index.js';
import type { ImageAsset } from '../images/index.js';
import type { ResizedImage } from '../images/resized.js';
import type { LocalComponentEntry } from './local.js';
import { EVALUATED, type EvaluatedNode } from '../../evaluate/evaluated-node.js';

/**
 * Markdown imported by Markdown or by a component (`import Shared from './_shared.md'`) is a module
 * of its own, as in Docusaurus: the import gives a component; rendering it (from the MDX, an
 * expression or a component, with props) leaves a placeholder in the HAST and asks for the file to
 * be compiled with those props; once the page's tree is made, each placeholder is replaced by that
 * compile's HAST. The compile's links, images, code blocks, components and problems join the
 * page's, as the page is what is published.
 */

/** The result of compiling an imported Markdown file (processor.ts `CompiledMdx`), or why it could not be. */
interface CompiledMarkdown {
  body: HastRoot | { type: 'root'; children: unknown[] };
  links: CollectedLink[];
  codeBlocks: CollectedCodeBlock[];
  messages: SourceMessage[];
  localComponents: Record<string, LocalComponentEntry>;
  images: ImageAsset[];
  resizedImages: ResizedImage[];
  usesDocsData: boolean;
  dependencies: string[];
  stylesheets: string[];
}

export type CompileMarkdown = (path: string, props: Record<string, unknown>) => Promise<CompiledMarkdown | string>;

/** The placeholder element's name (never written out: every one is replaced). */
const PENDING = 'imported-markdown-pending';

interface Request {
  path: string;
  props: Record<string, unknown>;
  /** The page's node being converted when the file was rendered: problems and links are reported there. */
  anchor: Node | undefined;
}

/** One page's imported Markdown: the components its imports give, and what they were rendered with. */
export class ImportedMarkdown {
  private readonly components = new Map<string, unknown>();
  private readonly requests: Request[] = [];
  /** The page's node being converted (set by the walk), so a render knows where it was asked for. */
  anchor: Node | undefined;

  /** What a Markdown file's default import gives: a component that renders the file. */
  module(path: string): unknown {
    let component = this.components.get(path);
    if (!component) {
      component = (props: Record<string, unknown>): Element => {
        this.requests.push({ path, props, anchor: this.anchor });
        return { type: 'element', tagName: PENDING, properties: { dataRequest: this.requests.length - 1 }, children: [] };
      };
      Object.defineProperty(component, 'name', { value: 'MDXContent' });
      this.components.set(path, component);
    }
    return component;
  }

  /**
   * Compiles what was rendered (once per file and props) and puts each result where it was asked
   * for; what the compiles found joins the page's file data. Returns the registry entries of the
   * browser components the imported files render.
   */
  async resolve(tree: Root, file: VFile, contentRoot: string, compile: CompileMarkdown): Promise<Record<string, LocalComponentEntry>> {
    if (this.requests.length === 0) return {};
    const compiles = new Map<string, Promise<CompiledMarkdown | string>>();
    const results = await Promise.all(
      this.requests.map((r) => {
        const key = `${r.path}\0${propsKey(r.props)}`;
        if (!compiles.has(key)) compiles.set(key, compile(r.path, r.props));
        return compiles.get(key)!;
      }),
    );
    const registry: Record<string, LocalComponentEntry> = {};
    const merged = new Set<CompiledMarkdown | string>();
    results.forEach((result, i) => {
      if (merged.has(result)) return;
      merged.add(result);
      const request = this.requests[i]!;
      const at = request.anchor?.position?.start ?? { line: 1, column: 1 };
      const shown = relative(contentRoot, request.path).split(sep).join('/');
      if (typeof result === 'string') {
        pushMessage(file, { line: at.line, column: at.column, message: result, severity: 'error' });
        return;
      }
      for (const m of result.messages) pushMessage(file, { ...m, line: at.line, column: at.column, message: `in ${shown}:${m.line}: ${m.message}` });
      // The page links to what the file links to; a broken one is the page's, at the element.
      pushAll(
        file,
        'links',
        result.links.map((l) => ({ ...l, line: at.line, column: at.column })),
      );
      pushAll(
        file,
        'codeBlocks',
        result.codeBlocks.map((c) => ({ ...c, line: at.line })),
      );
      pushAll(file, 'images', result.images);
      pushAll(file, 'resizedImages', result.resizedImages);
      pushAll(file, 'stylesheets', result.stylesheets);
      pushAll(file, 'partials', [request.path, ...result.dependencies]);
      if (result.usesDocsData) file.data.usesDocsData = true;
      Object.assign(registry, result.localComponents);
    });
    const hastOf = (index: number, inline: boolean): ElementContent[] => {
      const result = results[index];
      if (result === undefined || typeof result === 'string') return [];
      const children = result.body.children as ElementContent[];
      // Rendered inside a paragraph (`Text <Shared /> text`): the file's paragraphs give their content
      // (a block inside a `<p>` would be re-nested by the browser before hydration).
      return inline ? children.flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [])) : children;
    };
    visit(tree, (node, _index, parent: Parent | undefined) => {
      if (node.type !== EVALUATED) return;
      const evaluated = node as unknown as EvaluatedNode;
      evaluated.data.hast = replacePending(evaluated.data.hast, PHRASING_MDAST.has(parent?.type ?? ''), hastOf);
    });
    return registry;
  }
}

const PHRASING_MDAST = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'tableCell']);
const PHRASING_HAST = new Set(['p', 'span', 'a', 'em', 'strong', 'del', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'b', 'i', 'u', 'small', 'label']);

function replacePending(nodes: ElementContent[], inline: boolean, hastOf: (index: number, inline: boolean) => ElementContent[]): ElementContent[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'element') return [node];
    if (node.tagName === PENDING) return hastOf(Number(node.properties.dataRequest), inline);
    node.children = replacePending(node.children, inline || PHRASING_HAST.has(node.tagName), hastOf);
    return [node];
  });
}

let unique = 0;

/** Props as a key: the same file with the same data props is compiled once. */
function propsKey(props: Record<string, unknown>): string {
  try {
    return JSON.stringify(props, (_k, v: unknown) => (typeof v === 'function' || typeof v === 'symbol' ? `${typeof v}:${unique++}` : v));
  } catch {
    return `cyclic:${unique++}`; // not serialisable: compiled on its own
  }
}

function pushMessage(file: VFile, message: SourceMessage) {
  ((file.data.messages as SourceMessage[] | undefined) ??= []).push(message);
}

function pushAll(file: VFile, field: string, items: unknown[]) {
  ((file.data[field] as unknown[] | undefined) ??= []).push(...items);
}
