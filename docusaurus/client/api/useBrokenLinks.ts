/**
 * `@docusaurus/useBrokenLinks`: Docusaurus collects links and anchors while rendering each page to
 * find broken ones; here the build checks every link of the content itself (pipeline/check/), so
 * what a component collects is not needed.
 */
const collector = { collectLink: (_link: string | undefined) => undefined, collectAnchor: (_anchor: string | undefined) => undefined };

export default function useBrokenLinks() {
  return collector;
}
