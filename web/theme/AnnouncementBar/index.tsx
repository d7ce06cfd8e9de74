import { useState } from 'react';
import { useClientValue } from '../../app/use-client-value';
import type { SiteConfigJson } from '../../../common/contract';
import { readStorage, writeStorage } from '../../app/storage';
// Its parts are modules of their own: a site's swizzled `AnnouncementBar/Content` or `CloseButton` takes their slot (docusaurus/node/theme/chrome-slots.ts).
import { AnnouncementBarContent } from './Content';
import { AnnouncementBarCloseButton } from './CloseButton';
import './styles.css';

/** Read by web/public/color-mode.js too, which hides a dismissed bar before first paint. */
export const ANNOUNCEMENT_KEY = 'announcement-dismissed';

/** The dismissal is stored under the bar's id, so a new announcement (new id) shows again. */
export function isDismissed(stored: string | null, id: string): boolean {
  return stored === id;
}

/** The bar above the navbar (Docusaurus's `AnnouncementBar`, with theme-classic's `theme-announcement-bar` class), until the reader closes it. */
export function AnnouncementBar({ announcement }: { announcement: SiteConfigJson['announcement'] }) {
  // Shown on the server and while hydrating (color-mode.js hides a dismissed bar before paint);
  // the stored dismissal is read in the browser. A click hides it even when storage is blocked.
  const id = announcement?.id ?? '';
  const stored = useClientValue(() => isDismissed(readStorage('local', ANNOUNCEMENT_KEY), id), false);
  const [dismissed, setDismissed] = useState(false);
  if (!announcement || dismissed || stored) return null;
  const dismiss = () => {
    writeStorage('local', ANNOUNCEMENT_KEY, announcement.id);
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setDismissed(true);
  };
  return (
    <div
      className="theme-announcement-bar announcement-bar"
      role="region"
      aria-label="Announcement"
      data-announcement-id={announcement.id}
      style={{ backgroundColor: announcement.backgroundColor ?? undefined, color: announcement.textColor ?? undefined }}
    >
      <AnnouncementBarContent announcement={announcement} />
      {announcement.isCloseable && <AnnouncementBarCloseButton onClick={dismiss} />}
    </div>
  );
}
