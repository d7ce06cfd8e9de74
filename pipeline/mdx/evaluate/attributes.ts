/** Components the theme renders that content may use without importing them. */
export const BUILTIN_COMPONENTS = new Set(['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Link', 'Mermaid', 'DocIndex', 'ThemedImage', 'DocCardList', 'Head']);

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
