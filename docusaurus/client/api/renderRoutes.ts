/**
 * `@docusaurus/renderRoutes` renders a plugin's nested route config (react-router-config). The pages
 * of this build are its own routes; a site component that renders routes of its own is named here.
 */
export default function renderRoutes(): never {
  throw new Error('`@docusaurus/renderRoutes` is not supported: the pages of this site are routed by the build, not by route configs in components');
}
