// The `@generated/*` data modules the client imports itself (docusaurus/node/bundle/generated-modules.ts).
// An ambient module cannot import a relative path: the shape is `CompatSiteMetadata` of shared/site-context.ts.
declare module '@generated/site-metadata' {
  const siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  export default siteMetadata;
}
