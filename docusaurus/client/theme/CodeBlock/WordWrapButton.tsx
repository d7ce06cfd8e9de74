import { translate } from '../../api/Translate';
import IconWordWrap from '@theme/Icon/WordWrap';
import './code-block-parts.css';

/** `@theme/CodeBlock/WordWrapButton`, the word-wrap button's name before 3.10: `onClick` and `isEnabled` are the caller's. */
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
