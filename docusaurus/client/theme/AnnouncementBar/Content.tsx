import { AnnouncementBarContent } from '../../../../web/theme/AnnouncementBar/Content';
import { loadedManifest } from '../../manifest';
import '../../../../web/theme/AnnouncementBar/styles.css';

/** `@theme/AnnouncementBar/Content`: the config's announcement (its HTML, parsed at build time), with the caller's `className`. */
export default function Content({ className }: { className?: string }) {
  const announcement = loadedManifest().site.announcement;
  return announcement && <AnnouncementBarContent announcement={announcement} className={className} />;
}
