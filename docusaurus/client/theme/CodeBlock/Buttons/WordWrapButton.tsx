import { translate } from '../../../api/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import { useCodeBlockContext } from '../context';
import IconWordWrap from '@theme/Icon/WordWrap';

/** `@theme/CodeBlock/Buttons/WordWrapButton`: turns the block's line wrapping on and off; shown while the code is wider than the block, or wraps. */
export default function WordWrapButton({ className }: { className?: string }) {
  const { wordWrap } = useCodeBlockContext();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  const title = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={[className, 'word-wrap-button', wordWrap.isEnabled && 'word-wrap-button--enabled'].filter(Boolean).join(' ')}
      aria-label={title}
      aria-pressed={wordWrap.isEnabled}
      title={title}
    >
      <IconWordWrap width={14} height={14} className="word-wrap-icon" />
    </Button>
  );
}
