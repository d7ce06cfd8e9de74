import type { SVGProps } from 'react';

/**
 * The icon of a social platform drawn here: no dependency of this project carries the platforms'
 * logos, and their shapes are theirs, so each is a round badge with the platform's initials
 * (`GH`, `in`), sized `1em` as theme-classic's `Icon/Socials/*` are.
 */
export function SocialBadge({ initials, ...props }: SVGProps<SVGSVGElement> & { initials: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" data-social={initials} {...props}>
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <text
        x="12"
        y="12"
        dy="0.35em"
        textAnchor="middle"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={initials.length > 1 ? 8.5 : 11}
      >
        {initials}
      </text>
    </svg>
  );
}
