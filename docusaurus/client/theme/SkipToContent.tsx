import { SkipLink } from '../../../web/theme/Layout/SkipLink';

/**
 * `@theme/SkipToContent`: the link to the page's main content that a swizzled `Layout` places first
 * (this theme's own skip link, whose target is the page's `<main id="main-content">`).
 */
export default function SkipToContent() {
  return (
    <div role="region" aria-label="Skip to main content">
      <SkipLink />
    </div>
  );
}
