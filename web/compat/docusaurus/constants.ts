/** `@docusaurus/constants`. */
export { DEFAULT_PLUGIN_ID } from '../../../common/compat/global-data';
