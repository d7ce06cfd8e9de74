/** `@docusaurus/isInternalUrl` in the browser: the shared definition (docusaurus/shared/internal-url.ts). */
export { isInternalUrl as default, hasProtocol } from '../../shared/internal-url';
