import { CopyCodeButton } from '../../../../../web/theme/CodeBlock/CopyCodeButton';
import { useCodeBlockContext } from '../context';

/** `@theme/CodeBlock/Buttons/CopyButton`: this theme's copy button, copying the block's code. */
export default function CopyButton({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  return <CopyCodeButton text={() => metadata.code} className={className} />;
}
