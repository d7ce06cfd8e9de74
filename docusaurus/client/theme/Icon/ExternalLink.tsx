import { ExternalIcon } from '../../../../web/theme/ExternalIcon';

/** `@theme/Icon/ExternalLink`: the mark after a link that leaves the site. */
export default function IconExternalLink({ width = 13.5 }: { width?: number; height?: number }) {
  return <ExternalIcon size={Number(width)} />;
}
