import { Parser, type Options } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Processor } from 'unified';
import { hideLiteralBraces, restoreBraces } from './hidden-braces.js';

/** The parser remark-mdx uses by default (`micromark-extension-mdxjs`): acorn with JSX. */
const JsxParser = Parser.extend(acornJsx());

/** The mark standing for `}` in the text being parsed (`hidden-braces.ts`), while it is parsed. */
let hiddenMark: string | null = null;

const original = (input: string) => (hiddenMark !== null && input.includes(hiddenMark) ? input.replaceAll(hiddenMark, '}') : input);

/**
 * The acorn MDX's tokenizer is given (remark-mdx's `acorn` option): acorn with JSX, reading the
 * code as it was written (the braces `remarkLargeLiterals` hid, back in place: same length, same
 * positions), so every tree and error is acorn's.
 */
export const mdxAcorn = {
  parse: (input: string, options: Options) => JsxParser.parse(original(input), options),
  parseExpressionAt: (input: string, pos: number, options: Options) => JsxParser.parseExpressionAt(original(input), pos, options),
};

/**
 * Parses large literal props in one pass instead of one per brace (`hidden-braces.ts` says why):
 * wraps the processor's parser (after remark-parse and remark-mdx with `mdxAcorn`), hiding the
 * literals' inner braces from the tokenizer and turning them back in the tree it returns.
 */
export function remarkLargeLiterals(this: Processor): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (doc, file) => {
    const hidden = hideLiteralBraces(doc);
    if (!hidden) return parse(doc, file);
    hiddenMark = hidden.mark;
    try {
      return restoreBraces(parse(hidden.text, file), hidden.mark);
    } finally {
      hiddenMark = null;
    }
  };
}
