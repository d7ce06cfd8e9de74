import { useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '../../../api/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import { useCodeBlockContext } from '../context';

/** How long the button shows its success icon, as this theme's own copy button says "Copied". */
const SHOWN_MS = 1500;

/** Copies the block's code; `copied` while the success icon shows. A blocked clipboard copies nothing and says nothing. */
function useCopy(code: string) {
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  const copy = useCallback(() => {
    void navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true);
        window.clearTimeout(timeout.current);
        timeout.current = window.setTimeout(() => setCopied(false), SHOWN_MS);
      },
      () => undefined,
    );
  }, [code]);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  return { copied, copy };
}

/**
 * `@theme/CodeBlock/Buttons/CopyButton`: as theme-classic 3.10 draws it, a `CodeBlock/Buttons/Button`
 * holding both `Icon/Copy` and `Icon/Success` (a site's where it swizzles them), the second shown
 * once the block's code is on the clipboard; labelled as this theme's copy button.
 */
export default function CopyButton({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const { copied, copy } = useCopy(metadata.code);
  const label = copied
    ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' })
    : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' });
  return (
    <Button
      aria-label={label}
      title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      className={[className, 'copy-button', copied && 'copy-button--copied'].filter(Boolean).join(' ')}
      onClick={copy}
    >
      <span className="copy-button-icons" aria-hidden="true">
        <IconCopy width={14} height={14} className="copy-button-icon" />
        <IconSuccess width={14} height={14} className="copy-button-success-icon" />
      </span>
    </Button>
  );
}
