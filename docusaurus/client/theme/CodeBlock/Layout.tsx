import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import { CodeBlock as ThemeCodeBlock } from '../../../../web/theme/CodeBlock';
import { useCodeBlockContext } from './context';

/**
 * `@theme/CodeBlock/Layout`: the block as this theme draws one (its frame, title bar and scroll
 * region), with theme-classic's parts inside: `Title`, `Content` and `Buttons` in place of the copy button.
 */
export default function CodeBlockLayout({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  return (
    <ThemeCodeBlock
      className={['theme-code-block', metadata.className, className].filter(Boolean).join(' ')}
      language={metadata.language}
      showLineNumbers={metadata.lineNumbersStart !== undefined}
      title={metadata.title ? <Title>{metadata.title}</Title> : null}
      buttons={<Buttons />}
    >
      <Content />
    </ThemeCodeBlock>
  );
}
