import type { FooterColumn } from '../../../common/contract';
import { FooterLinksMultiColumn } from './MultiColumn';
import { FooterLinksSimple } from './Simple';

/**
 * The config's link columns (nothing without any; Docusaurus's `Footer/Links`): titled columns, or
 * Docusaurus's simple footer (a flat list, its column untitled). Also `@theme/Footer/Links` for a
 * site's own footer.
 */
export function FooterLinks({ columns }: { columns: FooterColumn[] }) {
  if (columns.length === 0) return null;
  return columns.every((c) => c.title) ? <FooterLinksMultiColumn columns={columns} /> : <FooterLinksSimple columns={columns} />;
}
