import type { Statement, ModuleDeclaration } from 'estree';
import { toJs } from 'estree-util-to-js';

/** The registry key of a component of the site's `MDXComponents` map. */
export const siteComponentKey = (name: string) => `@theme/MDXComponents#${name}`;

/** The specifier the generated module imports its per-file context from (bound at evaluation). */
export const CONTEXT_MODULE = 'mdx-eval:context';

/**
 * One generated module per MDX file: its ESM (imports and exports, as written) followed by one thunk
 * per expression and JSX attribute expression, so everything runs in the file's own scope. Each
 * generated line remembers the MDX line it came from, for errors.
 */
export class ModuleBuilder {
  private readonly lines: string[] = [];
  /** MDX line (1-based, in the text the parser saw) of each generated line; 0 for generated code. */
  readonly origin: number[] = [];
  private readonly thunks: string[] = [];
  private readonly thunkOrigin: number[][] = [];
  private readonly esm: string[] = [];

  constructor(private readonly text: string) {
    this.push(`import __ctx from ${JSON.stringify(CONTEXT_MODULE)};`, 0);
    // Docusaurus's MDX modules export these; content reads them in expressions.
    this.push('const frontMatter = __ctx.frontMatter, toc = __ctx.toc, metadata = __ctx.metadata;', 0);
  }

  private push(code: string, line: number, perLine = false) {
    code.split('\n').forEach((l, i) => {
      this.lines.push(l);
      this.origin.push(line === 0 ? 0 : perLine ? line + i : line);
    });
  }

  /** An import or export statement. Its text is taken from the file when it has offsets in it. */
  addStatement(statement: Statement | ModuleDeclaration, own: boolean) {
    const { start, end, loc } = statement as { start?: number; end?: number; loc?: { start: { line: number } } };
    const line = loc?.start.line ?? 1;
    const code =
      own && start !== undefined && end !== undefined ? this.text.slice(start, end) : toJs({ type: 'Program', sourceType: 'module', body: [statement] }).value;
    this.esm.push(code);
    this.push(code, line, own);
  }

  /**
   * A thunk for `{expression}` text starting on `line`; returns its index. It takes `props`, what
   * the element that renders this file passes (`<Partial name="x" />`), as the content function
   * MDX compiles receives them: the content's expressions see them, the file's exports do not.
   */
  addExpression(code: string, line: number, spread = false): number {
    this.thunks.push(spread ? `(props) => ({\n${code}\n})` : `(props) => (\n${code}\n)`);
    this.thunkOrigin.push([0, ...code.split('\n').map((_, i) => line + i), 0]);
    return this.thunks.length - 1;
  }

  /** Registers components the MDX names (imported files and its own exports) with their registry keys. */
  locals = new Map<string, string>();

  /** Names of components used as `<Name>` in the MDX: resolved in the module's scope. */
  scopeNames = new Set<string>();

  /**
   * Capitalised names of JSX written inside the content's expressions (`icon={<Icon name="x" />}`):
   * MDX takes those from its components too, so with the site's `MDXComponents` a name the file
   * does not declare is bound to the map's component for the thunks.
   */
  expressionNames = new Set<string>();

  /** Every name the file's import and export statements declare. */
  declared = new Set<string>();

  /**
   * The site swizzles `MDXComponents`: a name the file neither imports nor defines is looked up in
   * its map (`@theme/MDXComponents`, the site's), as Docusaurus's MDX provider gives its components
   * to every page without an import.
   */
  siteComponents = false;

  /** The names the site's `MDXComponents` may give: used as `<Name>`, neither imported nor defined as components of the file. */
  siteComponentNames(): string[] {
    if (!this.siteComponents) return [];
    return [...new Set([...this.scopeNames, ...this.expressionNames])].filter((n) => !n.includes('.') && !this.locals.has(n) && !this.declared.has(n));
  }

  /** The names bound to the map's components for the thunks: used in an expression's JSX, declared by no statement of the file. */
  private mapBindings(): string[] {
    return this.siteComponentNames().filter((n) => this.expressionNames.has(n));
  }

  build(): { code: string; origin: number[] } {
    const lines = [...this.lines];
    const origin = [...this.origin];
    const add = (code: string, from: number[] | number) => {
      const parts = code.split('\n');
      parts.forEach((l, i) => {
        lines.push(l);
        origin.push(Array.isArray(from) ? (from[i] ?? 0) : from);
      });
    };
    // Before the thunks that read them; MDX's own error when the map has no such component.
    for (const name of this.mapBindings())
      add(
        `const ${name} = __mdxComponents[${JSON.stringify(name)}] ?? (() => { throw new Error(${JSON.stringify(`Expected component \`${name}\` to be defined: you likely forgot to import, pass, or provide it.`)}); });`,
        0,
      );
    add('export const __thunks = [', 0);
    this.thunks.forEach((t, i) => add(`${t},`, this.thunkOrigin[i]!));
    add('];', 0);
    const fallback = (n: string) => (this.siteComponents && !n.includes('.') ? `__mdxComponents[${JSON.stringify(n)}]` : 'undefined');
    if (this.siteComponents) add(`import __mdxComponents from '@theme/MDXComponents';`, 0);
    const scope = [...this.scopeNames].map((n) => `${JSON.stringify(n)}: typeof ${n.split('.')[0]} === 'undefined' ? ${fallback(n)} : ${n}`);
    add(`export const __scope = () => ({ ${scope.join(', ')} });`, 0);
    for (const [name, key] of this.locals) add(`if (typeof ${name} === 'function') __ctx.local(${name}, ${JSON.stringify(key)});`, 0);
    // A map component that needs the browser renders there, imported from the same map.
    const bound = new Set(this.mapBindings());
    for (const name of this.siteComponentNames())
      add(
        `if (${bound.has(name) ? 'true' : `typeof ${name} === 'undefined'`} && typeof __mdxComponents[${JSON.stringify(name)}] === 'function') __ctx.local(__mdxComponents[${JSON.stringify(name)}], ${JSON.stringify(siteComponentKey(name))});`,
        0,
      );
    return { code: lines.join('\n'), origin };
  }
}
