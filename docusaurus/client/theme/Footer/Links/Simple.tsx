import { Fragment } from 'react';
import { FooterHtml, LinkItem, type FooterLinkItemIn } from './item';
import '../../../../../web/theme/Footer/styles.css';
import '../../theme-parts.css';

/** `@theme/Footer/Links/Simple`: one centred row of links (`links`, the config's flat list), a dot between them. */
export default function FooterLinksSimple({ links }: { links: FooterLinkItemIn[] }) {
  return (
    <div className="footer__links text--center footer-links-simple">
      <div className="footer__links">
        {links.map((item, i) => (
          <Fragment key={i}>
            {item.html !== undefined ? (
              <span className={['footer__link-item', item.className].filter(Boolean).join(' ')}>
                <FooterHtml html={item.html} />
              </span>
            ) : (
              <LinkItem item={item} />
            )}
            {i < links.length - 1 && <span className="footer__link-separator">·</span>}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
