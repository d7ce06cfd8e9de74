import type { Manifest } from '../../pipeline/contract';
import { queryClient, manifestQuery } from '../app/query';

/**
 * The manifest the route loader has already fetched: every page renders after it, so a site's
 * component reading it through the compat hooks never waits.
 */
export function loadedManifest(): Manifest {
  const manifest = queryClient.getQueryData<Manifest>(manifestQuery.queryKey);
  if (!manifest) throw new Error('the site manifest is not loaded yet: Docusaurus hooks can only be used inside a page');
  return manifest;
}
