import type { SiteConfigJson } from '../../common/contract';
import { configHtmlText } from '../shared/config-html-text';
import { announcementBarConfig, type AnnouncementBarConfig } from '../shared/site-context';

const made = new WeakMap<object, AnnouncementBarConfig>();

/**
 * The manifest's announcement as Docusaurus's `themeConfig.announcementBar` (its content as HTML
 * text, serialised from the tree the build parsed and cleaned, `configHtmlText`). One object per announcement:
 * theme-common's `AnnouncementBarProvider` re-runs its effect when the value changes identity.
 */
export function compatAnnouncementBar(announcement: SiteConfigJson['announcement'], baseUrl: string): AnnouncementBarConfig | undefined {
  if (!announcement) return undefined;
  let bar = made.get(announcement);
  if (!bar) {
    bar = announcementBarConfig({ ...announcement, content: configHtmlText(announcement.content, baseUrl) });
    made.set(announcement, bar);
  }
  return bar;
}
