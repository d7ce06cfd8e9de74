/**
 * Modules that Docusaurus content imports and that map to components built into the theme. The
 * key is the import source; the value is the component name in the browser's registry.
 */
export const BUILTIN_MODULES: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'details',
  '@docusaurus/Link': 'Link',
  '@theme/ThemedImage': 'ThemedImage',
  '@theme/DocCardList': 'DocCardList',
};

/**
 * Docusaurus helpers content imports for use in expressions; the static evaluator knows them
 * (`useBaseUrl('/img/x.png')` is the path itself: the site is served from its root).
 */
export const HELPER_MODULES: Record<string, string> = {
  '@docusaurus/useBaseUrl': 'useBaseUrl',
};

/** Components the registry renders; anything else upper-case must be imported. */
export const BUILTIN_COMPONENTS = new Set(['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Link', 'Mermaid', 'DocIndex', 'ThemedImage', 'DocCardList']);

/** JSX attribute names that HTML spells differently in HAST properties. */
export const ATTRIBUTE_TO_PROPERTY: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  'http-equiv': 'httpEquiv',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};
