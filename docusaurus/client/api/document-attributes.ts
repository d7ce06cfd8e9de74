import { mergedDocumentAttributes, type DocumentAttributes, type ElementAttributes } from '../../shared/head-elements';

/**
 * What the mounted `<Head>`s put on `<html>` and `<body>`, kept as react-helmet-async keeps them:
 * each by the order it first rendered in (helmet's instance order, so the deeper `<Head>` and the
 * later sibling win), applied to the document whenever one mounts, changes or goes. Beside them,
 * the page's own classes (Docusaurus's page classes, set on each client navigation by
 * web/app/apply-page-head.ts). Only what this module put there is ever taken away: the app's own
 * attributes (`data-theme`, ...) and classes other scripts add stay.
 */
const heads = new Map<number, DocumentAttributes>();
let pageClasses = '';
let rendered = 0;

/** The next `<Head>`'s place in render order (called once per instance, as it first renders). */
export const nextHeadOrder = (): number => ++rendered;

/** What this module has put on an element: the classes and the attribute names it owns there. */
export interface Owned {
  classes: Set<string>;
  attrs: Set<string>;
}

const owned: Record<'html' | 'body', Owned> = {
  html: { classes: new Set(), attrs: new Set() },
  body: { classes: new Set(), attrs: new Set() },
};

/** The part of an element this module touches (a DOM element; a plain object in unit tests). */
export interface AttributeTarget {
  classList: { add(token: string): void; remove(token: string): void };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * Brings an element to what is wanted: the classes and attributes it owned and no longer wants are
 * removed, the wanted ones put in place (one already there, prerendered, is taken as its own).
 * Returns what it owns now.
 */
export function applyAttributes(target: AttributeTarget, want: ElementAttributes, had: Owned): Owned {
  const classes = new Set(want.classes);
  const attrs = new Set(want.attrs.map(([name]) => name));
  for (const token of had.classes) if (!classes.has(token)) target.classList.remove(token);
  for (const token of classes) target.classList.add(token);
  for (const name of had.attrs) if (!attrs.has(name)) target.removeAttribute(name);
  for (const [name, value] of want.attrs) if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  return { classes, attrs };
}

function update(doc: Document = document) {
  const want = mergedDocumentAttributes(
    [...heads].sort(([a], [b]) => a - b).map(([, attributes]) => attributes),
    pageClasses,
  );
  owned.html = applyAttributes(doc.documentElement, want.html, owned.html);
  owned.body = applyAttributes(doc.body, want.body, owned.body);
}

/** One `<Head>`'s attributes in place; returns their removal (its unmount, or its next attributes). */
export function setHeadAttributes(order: number, attributes: DocumentAttributes): () => void {
  heads.set(order, attributes);
  update();
  return () => {
    heads.delete(order);
    update();
  };
}

/**
 * The page's own classes after a client navigation. `before` is the first page's, which the
 * prerenderer wrote on `<html>` and no code here put there: they are taken as this module's the
 * first time, so the next page's classes replace them.
 */
export function setPageClasses(classes: string, before = '') {
  if (pageClasses === '') for (const token of before.split(/\s+/).filter(Boolean)) owned.html.classes.add(token);
  pageClasses = classes;
  update();
}
