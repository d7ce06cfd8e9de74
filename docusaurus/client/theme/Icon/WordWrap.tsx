import type { SVGProps } from 'react';

/** `@theme/Icon/WordWrap`: a line wrapping. */
export default function IconWordWrap({ width = 20, height = 20, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...rest}>
      <path
        d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M4 18h6M14 16l-2 2 2 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
