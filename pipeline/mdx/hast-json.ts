import type { Root as HRoot, Element, RootContent } from 'hast';
import type { HastRoot, HastNode, JsonValue } from '../../common/contract.js';
import { TRUNCATE_TAG } from './plugins/truncate/index.js';

/**
 * The explicit internal → JSON step: HAST without positions, `data`, comments or doctype, and
 * with empty `properties` left out. Split at the truncate marker into excerpt and body.
 */
export function toHastJson(tree: HRoot): { body: HastRoot; excerpt: HastRoot | null } {
  const children = mergeText(tree.children.map(convert).filter((n): n is HastNode => n !== null));
  const markerIndex = children.findIndex((n) => n.type === 'element' && n.tagName === TRUNCATE_TAG);
  if (markerIndex < 0) return { body: { type: 'root', children: trimWhitespace(children) }, excerpt: null };
  const body = trimWhitespace(children.filter((_, i) => i !== markerIndex));
  return { body: { type: 'root', children: body }, excerpt: { type: 'root', children: trimWhitespace(children.slice(0, markerIndex)) } };
}

function trimWhitespace(nodes: HastNode[]): HastNode[] {
  return nodes.filter((n) => !(n.type === 'text' && /^\s*$/.test(n.value)));
}

function convert(node: RootContent): HastNode | null {
  if (node.type === 'text') return { type: 'text', value: node.value };
  if (node.type === 'element') return convertElement(node);
  if (node.type === 'raw') return { type: 'text', value: node.value };
  // MDX nodes that reached HAST unconverted would need runtime evaluation; they are reported
  // earlier, so dropping them here is safe.
  return null;
}

/** The elements whose whitespace text children are not content: the HTML parser moves or drops them, React rejects them. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const HTML_WHITESPACE = /^[ \t\n\f\r]*$/;

function convertElement(node: Element): HastNode {
  const out: HastNode = { type: 'element', tagName: node.tagName, children: [] };
  const props = cleanProperties(node.properties);
  if (props) out.properties = props;
  // Element children inside <pre> and table cells keep their whitespace text; that matters to
  // layout. Between a table's parts it is only the Markdown's line breaks, which no page draws.
  const children = mergeText(node.children.map(convert).filter((n): n is HastNode => n !== null));
  out.children = TABLE_PARTS.has(node.tagName) ? children.filter((n) => !(n.type === 'text' && HTML_WHITESPACE.test(n.value))) : children;
  return out;
}

/** Adjacent text nodes (left by directive and expression restoring) are merged: smaller chunks. */
function mergeText(nodes: HastNode[]): HastNode[] {
  const out: HastNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + node.value };
    else out.push(node);
  }
  return out;
}

function cleanProperties(properties: Element['properties']): Record<string, JsonValue> | undefined {
  let out: Record<string, JsonValue> | undefined;
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    // Shiki writes `class`; HAST and the renderer expect `className` as a list.
    if (key === 'class') (out ??= {}).className = typeof value === 'string' ? value.split(/\s+/) : value;
    else (out ??= {})[key] = value;
  }
  return out;
}
