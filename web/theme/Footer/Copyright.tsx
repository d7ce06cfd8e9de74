import type { HastRoot } from '../../../common/contract';
import { ConfigHtml } from '../ConfigHtml';

/** The config's copyright (Docusaurus's `Footer/Copyright`), its HTML parsed at build time. */
export function FooterCopyright({ copyright }: { copyright: HastRoot }) {
  // A <div>, as Docusaurus's: the copyright's HTML may hold paragraphs of its own, which a <p>
  // cannot (the browser would move them out, and hydration would then fail).
  return (
    <div className="footer-copyright">
      <ConfigHtml value={copyright} belowFold />
    </div>
  );
}
