import { FooterColumns } from './Columns';

/** The footer's titled link columns (Docusaurus's `Footer/Links/MultiColumn`): this theme's columns. */
export const FooterLinksMultiColumn = FooterColumns;
