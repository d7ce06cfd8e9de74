import type { FooterColumn } from '../../../common/contract';
// Each a module of its own, as Docusaurus's `Footer/Links/MultiColumn` and `Footer/Links/Simple`:
// a site's swizzle of one takes its place (docusaurus/node/theme/chrome-slots.ts).
import { FooterLinksMultiColumn } from './MultiColumn';
import { FooterLinksSimple } from './Simple';

/**
 * The config's links (Docusaurus's `Footer/Links`): titled columns, or Docusaurus's simple footer (a
 * flat list of links, no column titled). Also `@theme/Footer/Links` for a site's own footer.
 */
export function FooterLinks({ columns }: { columns: FooterColumn[] }) {
  return columns.some((c) => c.title) ? <FooterLinksMultiColumn columns={columns} /> : <FooterLinksSimple items={columns.flatMap((c) => c.items)} />;
}
