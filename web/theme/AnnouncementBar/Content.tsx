import type { SiteConfigJson } from '../../../common/contract';
import { Link } from '../Link';
import { ConfigHtml } from '../ConfigHtml';

type Announcement = NonNullable<SiteConfigJson['announcement']>;

/** The bar's text (Docusaurus's `AnnouncementBar/Content`): the config's HTML, parsed at build time; a link around it with `href` (this project's own config). */
export function AnnouncementBarContent({ announcement, className }: { announcement: Announcement; className?: string }) {
  return (
    <p className={className ? `announcement-content ${className}` : 'announcement-content'}>
      {announcement.href ? (
        <Link href={announcement.href}>
          <ConfigHtml value={announcement.content} />
        </Link>
      ) : (
        <ConfigHtml value={announcement.content} />
      )}
    </p>
  );
}
