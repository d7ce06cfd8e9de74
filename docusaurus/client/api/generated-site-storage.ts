/** `@generated/site-storage` (Docusaurus 3.5+, the `storage` option): where theme-common keeps the reader's choices; Docusaurus's default. */
export default { type: 'localStorage' as const, namespace: '' };
