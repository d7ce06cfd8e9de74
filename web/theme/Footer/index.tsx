import type { SiteConfigJson } from '../../../common/contract';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';
// Each part a module of its own, as Docusaurus's `Footer/*`: a site's swizzle of one takes its place
// (docusaurus/node/theme/chrome-slots.ts).
import { FooterLayout } from './Layout';
import { FooterLinks } from './Links';
import { FooterLogo } from './Logo';
import { FooterCopyright } from './Copyright';
import './styles.css';

/** Link columns, thanks, logo and copyright, all from the site config; nothing for a site without a footer, as theme-classic draws it. */
export function Footer({ site }: { site: SiteConfigJson }) {
  const { footer } = site;
  return (
    footer && (
      <FooterLayout
        style={footer.style}
        links={footer.columns.length > 0 && <FooterLinks columns={footer.columns} />}
        logo={footer.logo && <FooterLogo logo={footer.logo} />}
        thanks={
          footer.thanks && (
            <p className="footer-thanks">
              <Link href={footer.thanks.href} className="footer-link">
                {footer.thanks.text}
                <ExternalIcon />
              </Link>
            </p>
          )
        }
        copyright={<FooterCopyright copyright={footer.copyright} />}
      />
    )
  );
}
