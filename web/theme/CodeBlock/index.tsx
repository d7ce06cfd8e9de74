import { useRef, type ReactNode } from 'react';
import { useScrollRegion } from '../ScrollRegion';
import { CopyCodeButton } from './CopyCodeButton';
import './styles.css';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * Highlighted at build time; the browser only adds the title bar and the copy button. A Docusaurus
 * site's `@theme/CodeBlock/Layout` draws its block with this one, giving its own `className` and
 * `buttons` (`CodeBlock/Buttons`) in place of the copy button.
 */
export function CodeBlock({
  title,
  language,
  showLineNumbers,
  className,
  buttons,
  children,
}: {
  title?: ReactNode;
  language?: string;
  showLineNumbers?: boolean;
  className?: string;
  buttons?: ReactNode;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollRegion(ref, typeof title === 'string' && title ? `Code: ${title}` : language && language !== 'text' ? `Code: ${language}` : 'Code', 'pre');
  return (
    <div
      className={
        __CHROME_THEME_CLASSES__
          ? [ThemeClassNames.common.codeBlock, 'code-block', showLineNumbers && 'line-numbers', className].filter(Boolean).join(' ')
          : ['code-block', showLineNumbers && 'line-numbers', className].filter(Boolean).join(' ')
      }
      data-language={language}
    >
      {title && <div className="code-block-title">{title}</div>}
      <div className="code-block-body" ref={ref}>
        {children}
        {buttons ?? <CopyCodeButton text={() => ref.current?.querySelector('pre')?.textContent ?? ''} />}
      </div>
    </div>
  );
}
