/**
 * Where a route's HTML lives, and how a page is put into the built `index.html`. Routes ending in
 * `/` become `<route>index.html`, the others `<route>.html`: the host serves `/a` from `a.html` and
 * `/a/` from `a/index.html`, so each page answers at exactly its canonical path.
 */
export function routeFile(route: string): string {
  if (route === '/') return 'index.html';
  const rel = route.replace(/^\/+/, '');
  return route.endsWith('/') ? `${rel}index.html` : `${rel}.html`;
}

const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
const BODY_START = /<body[^>]*>/;
const BODY_END = '</body>';

/**
 * The page's head tags replace the template's `<title>`; its HTML goes inside `#root`; `before`
 * (the preview banner) goes just before `#root`, outside what React hydrates; `tail` (the page
 * kind's scripts and stylesheets) ends the head, after the entry's own, as Vite would add them;
 * `bodyTags` open and close the body.
 */
export function fillTemplate(template: string, head: string, body: string, before = '', tail = '', bodyTags = { pre: '', post: '' }): string {
  if (!TITLE.test(template) || !template.includes(ROOT) || !template.includes(HEAD_END))
    throw new Error(`the built index.html needs a <title>, ${HEAD_END} and ${ROOT} for prerendering`);
  // Replacer functions: `$` in page text must not be read as a replacement pattern.
  const filled = template
    .replace(TITLE, () => head)
    .replace(HEAD_END, () => `${tail}${HEAD_END}`)
    .replace(ROOT, () => `${before}<div id="root">${body}</div>`);
  // A site plugin's preBodyTags and postBodyTags open and close the body, as Docusaurus places them.
  return filled.replace(BODY_START, (open) => `${open}${bodyTags.pre}`).replace(BODY_END, () => `${bodyTags.post}${BODY_END}`);
}

/**
 * The built `index.html` without the whitespace between its tags (the source file's indentation and
 * the lines Vite adds): bytes on every page and no content, as the template holds no text but its
 * `<title>`, which the page's head replaces. A page's own HTML, put in afterwards, keeps its whitespace.
 */
export function compactTemplate(html: string): string {
  return html.replace(/>\s+</g, '><').trim();
}
