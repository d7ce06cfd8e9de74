import ContentVisibilityUnlisted from './ContentVisibility/Unlisted';

/**
 * `@theme/Unlisted`, the banner theme-classic 3.0–3.4 draws on an unlisted page (`className`; 3.5
 * draws the same component as `ContentVisibility/Unlisted` instead): this theme's banner. What a
 * site's swizzle of it wraps; for a site on 3.0–3.4 that swizzle is drawn in the banner's place (`legacy-names.ts`).
 */
export default function Unlisted({ className }: { className?: string }) {
  return <ContentVisibilityUnlisted className={className} />;
}
