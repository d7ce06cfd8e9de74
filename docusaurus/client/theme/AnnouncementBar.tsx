import { AnnouncementBar as ThemeAnnouncementBar } from '../../../web/theme/AnnouncementBar';
import { loadedManifest } from '../manifest';

/**
 * `@theme/AnnouncementBar`: the bar this theme's chrome draws above the navbar (the config's
 * `themeConfig.announcementBar`: content, colours, close button, the reader's dismissal
 * remembered), for a site's ejected `Layout`, which replaces the chrome's frame and draws it itself.
 */
export default function AnnouncementBar() {
  return <ThemeAnnouncementBar announcement={loadedManifest().site.announcement} />;
}
