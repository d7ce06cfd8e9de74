import type { ComponentProps } from 'react';
import { usePageViews } from '../../app/analytics';
import { useClientModuleLifecycles } from 'virtual:client-modules';
import { I18nContext } from '../../app/route-data';
import { LayoutFrame } from './Frame';
// Modules of their own: a site's swizzled `SiteMetadata` and `SearchMetadata` take their places (chrome-slots.ts).
import { SearchMetadata, SiteMetadata } from '../HeadParts';
import './styles.css';

/**
 * Every page's chrome: the site's analytics and client modules' route hooks, then the frame the
 * page is drawn in (`LayoutFrame`, the part a site's swizzled `Layout` replaces or wraps).
 */
export function Layout(props: ComponentProps<typeof LayoutFrame>) {
  usePageViews(props.manifest.site.analytics);
  useClientModuleLifecycles();
  // The translations as a context of their own: a save in `npm run dev` gives the route data a new
  // value, but `manifest.i18n` stays the same object (the route query's structural sharing), so the
  // memoised chrome that reads only it (`useTranslate`) does not re-render for an edit of the body.
  return (
    <I18nContext value={props.manifest.i18n}>
      {/* Beside the frame, on every page whatever a site's Layout draws, as Docusaurus's app draws
          them beside its routes. A ternary, so a bundle without them draws exactly what it did. */}
      {__CHROME_HEAD_PARTS__ ? (
        <>
          <SiteMetadata />
          <SearchMetadata tag="default" locale={props.manifest.i18n.currentLocale} />
          <LayoutFrame {...props} />
        </>
      ) : (
        <LayoutFrame {...props} />
      )}
    </I18nContext>
  );
}
