import { hasRouteComponent } from 'virtual:route-components';
import type { BootManifest, RouteChunk, RouteChunkJson } from '../../common/contract';
import { pageClassNames } from '../../docusaurus/shared/page-class-names';

/**
 * A Docusaurus site's page classes on `<html>` (`docusaurus/shared/page-class-names.ts`) with what
 * this bundle knows beside the chunk: the versions' `className` options (the boot manifest's) and
 * which docs instances draw their docs with their own `docItemComponent`.
 */
export const pageClasses = (chunk: RouteChunk | RouteChunkJson | null, boot: Pick<BootManifest, 'versions'>): string =>
  pageClassNames(chunk, { versions: boot.versions, ownDocItem: hasRouteComponent });
