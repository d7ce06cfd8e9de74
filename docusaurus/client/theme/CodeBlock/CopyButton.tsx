import { CopyCodeButton } from '../../../../web/theme/CodeBlock/CopyCodeButton';

/**
 * `@theme/CodeBlock/CopyButton`, the copy button theme-classic 3.0–3.7 draws in a code block (`code`,
 * `className`; 3.8 draws `CodeBlock/Buttons/CopyButton` instead): this theme's copy button. What a
 * site's swizzle of it wraps; for a site on 3.0–3.7 that swizzle is drawn in the block (`legacy-names.ts`).
 */
export default function CopyButton({ code, className }: { code: string; className?: string }) {
  return <CopyCodeButton text={() => code} className={className} />;
}
