import type { FooterColumn } from '../../../common/contract';
import { FooterColumnList } from './Columns';

/** Titled link columns (Docusaurus's `Footer/Links/MultiColumn`). */
export function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  return <FooterColumnList columns={columns} />;
}
