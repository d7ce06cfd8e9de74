/** `@docusaurus/constants`. */
export { DEFAULT_PLUGIN_ID } from '../../shared/global-data';
