/**
 * `@docusaurus/isInternalUrl`, as Docusaurus defines it: a URL is internal unless it names a scheme
 * (`https:`, `mailto:`, `pathname:`) or starts with `//`. Theme parts and site components use it to
 * choose between a router link and a plain anchor.
 */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
