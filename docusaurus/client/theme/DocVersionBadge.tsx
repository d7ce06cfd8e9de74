import { useLocation } from 'react-router';
import { DocVersionBadge as ThemeBadge } from '../../../web/theme/DocVersionBanner';
import { loadedManifest } from '../manifest';

/** `@theme/DocVersionBadge`: "Version: X" for the docs version of the current page, when that version shows a badge. */
export default function DocVersionBadge({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const version = [...loadedManifest().versions].sort((a, b) => b.path.length - a.path.length).find((v) => pathname.startsWith(v.path));
  return version ? <ThemeBadge version={version} className={className} /> : null;
}
