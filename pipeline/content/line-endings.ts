/**
 * Markdown written on Windows has CRLF (or, rarely, lone CR) line endings. Docusaurus reads such
 * files unchanged (gray-matter with js-yaml and micromark accept them); here every reader of a
 * content file goes through `toLf`, because the YAML step of contentlayer2 and the line-based
 * steps of this pipeline expect `\n`. Each line ending becomes exactly one `\n`, so line numbers
 * in messages stay those of the file.
 */
export function toLf(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
