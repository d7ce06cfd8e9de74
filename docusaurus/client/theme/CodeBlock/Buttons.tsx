import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import './code-block-parts.css';

/** `@theme/CodeBlock/Buttons`: the block's buttons in the corner where this theme's copy button sits, word wrap then copy. */
export default function CodeBlockButtons({ className }: { className?: string }) {
  return (
    <div className={[className, 'code-block-buttons'].filter(Boolean).join(' ')}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
