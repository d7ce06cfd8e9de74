import { toHtml } from 'hast-util-to-html';
import type { SiteConfigJson } from '../../common/contract';
import { announcementBarConfig, type AnnouncementBarConfig } from '../shared/site-context';

const made = new WeakMap<object, AnnouncementBarConfig>();

/**
 * The manifest's announcement as Docusaurus's `themeConfig.announcementBar` (its content as HTML
 * text, serialised from the tree the build parsed and cleaned). One object per announcement:
 * theme-common's `AnnouncementBarProvider` re-runs its effect when the value changes identity.
 */
export function compatAnnouncementBar(announcement: SiteConfigJson['announcement']): AnnouncementBarConfig | undefined {
  if (!announcement) return undefined;
  let bar = made.get(announcement);
  if (!bar) {
    bar = announcementBarConfig({ ...announcement, content: toHtml(announcement.content as Parameters<typeof toHtml>[0]) });
    made.set(announcement, bar);
  }
  return bar;
}
