import type { Node } from 'estree';

/**
 * The capitalised names of the JSX elements written in an expression's program (`<Icon />` in
 * `icon={<Icon name="x" />}`), which MDX takes from its components when the file does not declare
 * them. A member (`<Icons.Star />`) is read from its object and is left out.
 */
export function jsxElementNames(program: Node): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const node = value as { type?: string; name?: { type?: string; name?: string } };
    if (node.type === 'JSXOpeningElement' && node.name?.type === 'JSXIdentifier' && /^[A-Z]/.test(node.name.name ?? '')) out.add(node.name.name!);
    for (const [key, child] of Object.entries(value)) if (key !== 'loc' && key !== 'range' && key !== 'position') walk(child);
  };
  walk(program);
  return out;
}
