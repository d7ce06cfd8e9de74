import type { FooterColumn } from '../../../common/contract';
// Each a module of its own, as Docusaurus's `Footer/Links/MultiColumn` and `Footer/Links/Simple`:
// a site's swizzle of one takes its place (docusaurus/node/theme/chrome-slots.ts).
import { FooterLinksMultiColumn } from './MultiColumn';
import { FooterLinksSimple } from './Simple';

/**
 * The config's links (Docusaurus's `Footer/Links`): titled columns, or Docusaurus's simple footer (a
 * flat list of links), told apart as theme-classic does, by the first. Also `@theme/Footer/Links`
 * for a site's own footer.
 */
export function FooterLinks({ columns }: { columns: FooterColumn[] }) {
  const Part = columns[0]?.title ? FooterLinksMultiColumn : FooterLinksSimple;
  return <Part columns={columns} />;
}
