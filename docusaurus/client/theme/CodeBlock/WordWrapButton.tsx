import { translate } from '../../api/Translate';
import IconWordWrap from '@theme/Icon/WordWrap';
import './code-block-parts.css';

/**
 * `@theme/CodeBlock/WordWrapButton`, the word-wrap button theme-classic 3.0–3.7 draws in a code block
 * (3.8 draws `CodeBlock/Buttons/WordWrapButton` instead): `onClick` and `isEnabled` are the caller's.
 * What a site's swizzle of it wraps; for a site on 3.0–3.7 that swizzle is drawn in the block (`legacy-names.ts`).
 */
export default function WordWrapButton({ className, onClick, isEnabled }: { className?: string; onClick: () => void; isEnabled: boolean }) {
  const title = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <button
      type="button"
      onClick={onClick}
      className={['clean-btn', 'code-block-button', 'word-wrap-button', className, isEnabled && 'word-wrap-button--enabled'].filter(Boolean).join(' ')}
      aria-label={title}
      aria-pressed={isEnabled}
      title={title}
    >
      <IconWordWrap width={14} height={14} className="word-wrap-icon" />
    </button>
  );
}
