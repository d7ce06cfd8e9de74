import type { SiteConfigJson } from '../../../pipeline/contract';

/** Deploy previews say so on every page, so nobody mistakes one for the published site. */
export function PreviewBanner({ site }: { site: SiteConfigJson }) {
  if (!site.preview) return null;
  return (
    <div className="preview-banner" role="note">
      {`This is a preview of ${site.previewOf ?? 'a pull request'}, not the published site.`}
    </div>
  );
}
