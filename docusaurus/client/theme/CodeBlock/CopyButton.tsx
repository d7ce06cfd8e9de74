import { CopyCodeButton } from '../../../../web/theme/CodeBlock/CopyCodeButton';

/** `@theme/CodeBlock/CopyButton`, the copy button's name before 3.10 (`code`, `className`): this theme's copy button. */
export default function CopyButton({ code, className }: { code: string; className?: string }) {
  return <CopyCodeButton text={() => code} className={className} />;
}
