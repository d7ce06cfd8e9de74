import { describe, expect, it, vi } from 'vitest';
import { Parser } from 'acorn';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkComment from 'remark-comment';
import remarkGfm from 'remark-gfm';
import { mdxAcorn, remarkLargeLiterals } from '../index';
import { createParser } from '../../processor';

// remark-mdx with its own acorn, and the project's parser (mdxAcorn and remarkLargeLiterals among its plugins).
const withAcorn = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkComment, { ast: true } as never)
  .use(remarkGfm);
const withMdxAcorn = unified()
  .use(remarkParse)
  .use(remarkMdx, { acorn: mdxAcorn })
  .use(remarkComment, { ast: true } as never)
  .use(remarkGfm)
  .use(remarkLargeLiterals);

/** The tree, or the error's message and place, as JSON. */
function outcome(processor: typeof withAcorn, text: string): string {
  try {
    return JSON.stringify(processor.parse(text));
  } catch (error) {
    const e = error as { message: string; line?: number; column?: number; cause?: { message: string } };
    return JSON.stringify({ message: e.message, line: e.line, column: e.column, cause: e.cause?.message });
  }
}

// Enough inner braces for the literal's to be hidden (hidden-braces.ts).
const MANY = `"many": [${'{"n": 1}, '.repeat(40)}{}]`;

const DOCUMENTS = {
  'a large literal prop': `<Schema responses={{"200": {"description": "OK", ${MANY}, "schema": {"type": "object", "properties": {"a": {"type": "string", "pattern": "^}$"}}}}}} />\n`,
  'literals over several lines, in a list': `- item\n\n  <Params\n    list={[\n      {"name": "cursor", "in": "query"},\n      {${MANY}, "limit": {"minimum": 1}}\n    ]}\n  />\n`,
  'a literal as a flow expression and in text': `{ {${MANY}} }\n\nText {[{${MANY}}]} more.\n`,
  'literals in code, inline code, a string attribute and an export': `\`\`\`json\n{{${MANY}}}\n\`\`\`\n\nSee \`{{${MANY}}}\` and <X title="{{${MANY}}}" />\n\nexport const data = {${MANY}};\n`,
  'code in expressions': `{[1, 2].map((n) => ({${MANY}}))} and <X f={() => { return {${MANY}}; }} />\n`,
  'a string with braces and quotes': `<X title={{"t": "{not} a \\"brace\\" }", ${MANY}}} other={'}'} />\n`,
  'a spread': `<X {...{${MANY}}} />\n`,
  'an escaped brace': `\\{{${MANY}}}\n`,
  'an expression never closed': `<X data={{${MANY}, "c": [1, 2}\n\ntext\n`,
  'an error before a later brace': `<X data={{${MANY}, "a": 1 2}} />\n`,
  'an unclosed string': `<X data={{${MANY}, "a": "b}} />\n`,
};

describe('the MDX parser with large literals hidden', () => {
  it.each(Object.entries(DOCUMENTS))('gives the same tree or error as acorn alone: %s', (_name, text) => {
    expect(outcome(withMdxAcorn, text)).toBe(outcome(withAcorn, text));
  });

  it('parses a prop with thousands of braces once, not once per brace', () => {
    const properties = Array.from({ length: 3000 }, (_, i) => `"p${i}": {"type": "string", "items": {"x": [${i}]}}`).join(', ');
    const text = `<Schema body={{"properties": {${properties}}}} />\n`;
    // A literal's parse calls acorn's \`parseExpression\` once, at its top: one call is one parse.
    const parses = vi.spyOn(Parser.prototype as unknown as { parseExpression: () => unknown }, 'parseExpression');
    try {
      const tree = createParser('mdx').parse(text) as unknown as { children: { attributes: { value: { data: { estree: { body: unknown[] } } } }[] }[] };
      expect(parses).toHaveBeenCalledTimes(1);
      expect(tree.children[0]!.attributes[0]!.value.data.estree.body).toHaveLength(1);
    } finally {
      parses.mockRestore();
    }
  });
});
