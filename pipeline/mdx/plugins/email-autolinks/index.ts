import type { Processor } from 'unified';
import type { Construct, Extension } from 'micromark-util-types';

/**
 * GFM's e-mail autolink literal (`contact@example.org` linked without brackets) is registered by
 * micromark on every ASCII letter and digit and on `+ - . _`: the text tokenizer stops at each word
 * and tries it, and the attempt reads the word before it fails. On the real sites that is about a
 * quarter of the parse, for a construct most pages never use.
 *
 * The attempt can only succeed where the text has an atext character (`gfmAtext`: a letter, a digit
 * or one of `+ - . _`) right before an `@`. A text without one is parsed without the construct: a
 * failed attempt leaves no trace (micromark restores its state), and the text events it splits are
 * joined again by the text resolver, so the tree is the same, positions included. Every other text
 * is parsed with all of GFM, as Docusaurus parses it.
 */
const MAY_HOLD_EMAIL = /[\w+.-]@/;

/** Whether an e-mail autolink literal could start anywhere in `text`. */
export function mayHoldEmailAutolink(text: string): boolean {
  return MAY_HOLD_EMAIL.test(text);
}

/** micromark-extension-gfm-autolink-literal's construct, by the name it gives it. */
const EMAIL_AUTOLINK = 'emailAutolink';

/** `extensions` with the e-mail autolink construct taken out of every `text` record. */
export function withoutEmailAutolinks(extensions: Extension[]): Extension[] {
  return extensions.map((extension) => {
    const text = extension.text;
    if (!text) return extension;
    const kept: NonNullable<Extension['text']> = {};
    for (const [code, entry] of Object.entries(text)) {
      const constructs = (Array.isArray(entry) ? entry : [entry]) as Construct[];
      const rest = constructs.filter((c) => c?.name !== EMAIL_AUTOLINK);
      if (rest.length > 0) kept[Number(code)] = rest;
    }
    return { ...extension, text: kept };
  });
}

/**
 * Wraps the processor's parser (after remark-parse and remark-gfm): a text that cannot hold an
 * e-mail autolink literal is parsed with the micromark extensions minus that construct. remark-parse
 * reads the extensions from the processor's data on each parse, so they are swapped for that one
 * synchronous call.
 */
export function remarkEmailAutolinksOnNeed(this: Processor): void {
  const parse = this.parser;
  if (!parse) return;
  const data = this.data() as { micromarkExtensions?: Extension[] };
  let all: Extension[] | undefined;
  let lean: Extension[] | undefined;
  this.parser = (doc, file) => {
    if (!data.micromarkExtensions || mayHoldEmailAutolink(doc)) return parse(doc, file);
    // Computed once the list is final (other plugins add theirs while the processor is set up).
    if (all !== data.micromarkExtensions) {
      all = data.micromarkExtensions;
      lean = withoutEmailAutolinks(all);
    }
    data.micromarkExtensions = lean;
    try {
      return parse(doc, file);
    } finally {
      data.micromarkExtensions = all;
    }
  };
}
