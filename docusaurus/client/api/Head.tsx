import { useEffect, useState, type ReactNode } from 'react';
import {
  documentAttributes,
  DOCUMENT_ATTR,
  headElements,
  headKey,
  jsonBlockText,
  SITE_HEAD_ATTR,
  type DocumentAttributes,
  type HeadElement,
} from '../../shared/head-elements';
import { nextHeadOrder, setHeadAttributes } from './document-attributes';

/**
 * `@docusaurus/Head`: its `title`, `meta` and `link` children and JSON data blocks (a
 * `StructuredData` part's JSON-LD) go into the document's
 * `<head>`, the deepest and latest `<Head>` winning over the page's own tags of the same name, as
 * with Docusaurus's react-helmet-async. Prerendering, they are rendered as React 19 renders such
 * elements, ahead of the page (a data block where it is drawn, marked; the prerenderer moves them
 * all into the `<head>`, `pipeline/prerender/site-head.ts`); in the browser they are applied by an
 * effect, adopting the prerendered ones, and removed when the component goes (a client navigation).
 * Its `<html>` and `<body>` give those elements attributes (theme-common's `HtmlClassNameProvider`
 * classes): prerendered as marks the prerenderer writes onto the page's elements, and in the
 * browser kept by `document-attributes.ts`, which takes away exactly what they added.
 */
function ServerHead({ children }: { children?: ReactNode }) {
  const attributes = documentAttributes(children);
  return (
    <>
      {attributes &&
        (['html', 'body'] as const).flatMap((element) =>
          attributes[element].map(([name, value], i) => <meta key={`${element}${i}`} {...{ [DOCUMENT_ATTR]: `${element} ${name}` }} content={value} />),
        )}
      {headElements(children).map((el, i) =>
        el.tag === 'title' ? (
          <title key={i} {...{ [SITE_HEAD_ATTR]: 'true' }}>
            {el.text}
          </title>
        ) : (
          <HeadTag key={i} element={el} />
        ),
      )}
    </>
  );
}

function HeadTag({ element }: { element: HeadElement }) {
  if (element.tag === 'script')
    return <script type={element.attrs[0]![1]} {...{ [SITE_HEAD_ATTR]: 'true' }} dangerouslySetInnerHTML={{ __html: jsonBlockText(element.text ?? '') }} />;
  const Tag = element.tag;
  return <Tag {...Object.fromEntries(element.attrs.map(([k, v]) => [reactName(k), v]))} {...{ [SITE_HEAD_ATTR]: 'true' }} />;
}

const REACT_NAMES: Record<string, string> = {
  class: 'className',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  hreflang: 'hrefLang',
};
const reactName = (name: string) => REACT_NAMES[name] ?? name;

function ClientHead({ children }: { children?: ReactNode }) {
  const elements = headElements(children);
  const signature = JSON.stringify(elements);
  useEffect(() => applyHeadElements(JSON.parse(signature) as HeadElement[]), [signature]);
  // The place helmet gives an instance: the order it first rendered in, parents before children.
  const [order] = useState(nextHeadOrder);
  const attributes = JSON.stringify(documentAttributes(children));
  useEffect(() => (attributes === 'null' ? undefined : setHeadAttributes(order, JSON.parse(attributes) as DocumentAttributes)), [order, attributes]);
  return null;
}

/** Puts the elements in the head (an equal one already there, prerendered, is adopted); returns their removal. */
export function applyHeadElements(elements: HeadElement[], doc: Document = document): () => void {
  const added: Element[] = [];
  const hidden: Element[] = [];
  let previousTitle: string | null = null;
  for (const el of elements) {
    if (el.tag === 'title') {
      previousTitle ??= doc.title;
      doc.title = el.text ?? '';
      doc.querySelector('title')?.setAttribute(SITE_HEAD_ATTR, 'true');
      continue;
    }
    const key = headKey(el.tag, el.attrs);
    const same = [...doc.head.querySelectorAll(`${el.tag}[${SITE_HEAD_ATTR}]`)].find(
      (node) => sameAttributes(node, el.attrs) && (el.tag !== 'script' || node.textContent === el.text),
    );
    if (same) {
      added.push(same);
      continue;
    }
    // The page's own tag of the same key gives way while this one is in place.
    for (const node of doc.head.querySelectorAll(`${el.tag}:not([${SITE_HEAD_ATTR}])`))
      if (key !== null && headKey(el.tag, attributesOf(node)) === key) {
        node.remove();
        hidden.push(node);
      }
    const node = doc.createElement(el.tag);
    for (const [k, v] of el.attrs) node.setAttribute(k, v);
    // A data block's JSON, as text: the browser does not run it (its type is not a script type).
    if (el.tag === 'script') node.textContent = el.text ?? '';
    node.setAttribute(SITE_HEAD_ATTR, 'true');
    doc.head.append(node);
    added.push(node);
  }
  return () => {
    for (const node of added) node.remove();
    for (const node of hidden) doc.head.append(node);
    if (previousTitle !== null) {
      doc.querySelector('title')?.removeAttribute(SITE_HEAD_ATTR);
      doc.title = previousTitle;
    }
  };
}

const attributesOf = (node: Element): [string, string][] => [...node.attributes].filter((a) => a.name !== SITE_HEAD_ATTR).map((a) => [a.name, a.value]);

function sameAttributes(node: Element, attrs: [string, string][]): boolean {
  const own = attributesOf(node);
  return own.length === attrs.length && attrs.every(([k, v]) => node.getAttribute(k) === v);
}

export default import.meta.env.SSR ? ServerHead : ClientHead;
