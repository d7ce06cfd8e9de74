import type { ReactNode } from 'react';
import { CodeBlock as ThemeCodeBlock } from '../../../../../web/theme/CodeBlock';

/**
 * `@theme/CodeBlock/Content/Element`: a block whose content is elements (MDX's `<pre><Thing /></pre>`),
 * shown as they are in this theme's block frame, without highlighting or buttons, as theme-classic does.
 */
export default function CodeBlockJSX({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <ThemeCodeBlock className={['theme-code-block', className].filter(Boolean).join(' ')} buttons={false}>
      <pre className="plain">
        <code>{children}</code>
      </pre>
    </ThemeCodeBlock>
  );
}
