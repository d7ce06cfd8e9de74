import { FooterColumns } from './Columns';

/** Docusaurus's simple footer, a flat list of links (its `Footer/Links/Simple`): this theme's untitled column. */
export const FooterLinksSimple = FooterColumns;
