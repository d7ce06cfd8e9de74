import { useRef, useState, type ReactNode } from 'react';
import { useScrollRegion } from '../ScrollRegion';
import './styles.css';

/** Highlighted at build time; the browser only adds the title bar and the copy button. */
export function CodeBlock({
  title,
  language,
  showLineNumbers,
  children,
}: {
  title?: string | null;
  language?: string;
  showLineNumbers?: boolean;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useScrollRegion(ref, title ? `Code: ${title}` : language && language !== 'text' ? `Code: ${language}` : 'Code', 'pre');
  const copy = async () => {
    const text = ref.current?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      /* clipboard blocked: nothing to do */
    }
  };
  return (
    <div className={`code-block${showLineNumbers ? ' line-numbers' : ''}`} data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      <div className="code-block-body" ref={ref}>
        {children}
        <button type="button" className="copy-button" onClick={() => void copy()} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
