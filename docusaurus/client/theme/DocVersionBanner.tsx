import { useLocation } from 'react-router';
import { DocVersionBanner as ThemeBanner } from '../../../web/theme/DocVersionBanner';
import type { DocHere } from '../../../web/app/versions';
import { loadedManifest } from '../manifest';
import { useSlotProps } from './slot-props';

/** `@theme/DocVersionBanner`: the banner of an unreleased or old docs version, for the version of the current page. */
export default function DocVersionBanner() {
  const { pathname } = useLocation();
  const manifest = loadedManifest();
  const doc = useSlotProps<{ doc?: DocHere }>()?.doc ?? null;
  const version = [...manifest.versions].sort((a, b) => b.path.length - a.path.length).find((v) => pathname.startsWith(v.path));
  return version ? <ThemeBanner versions={manifest.versions} version={version} pathname={pathname} doc={doc} siteTitle={manifest.site.title} /> : null;
}
