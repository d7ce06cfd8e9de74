import type { FooterColumn } from '../../../common/contract';
import { FooterColumnList } from './Columns';

/** Links without column titles (Docusaurus's `Footer/Links/Simple`). */
export function FooterLinksSimple({ columns }: { columns: FooterColumn[] }) {
  return <FooterColumnList columns={columns} />;
}
