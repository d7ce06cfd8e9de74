import { useRef } from 'react';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import { useScrollRegion } from '../../../../web/theme/ScrollRegion';
import { useCodeBlockContext } from './context';
import type { CodeBlockMetadata } from './metadata';

/** What a reader's assistive technology calls the block's scroll region, as this theme's block names it. */
const regionLabel = ({ title, language }: Pick<CodeBlockMetadata, 'title' | 'language'>): string =>
  typeof title === 'string' && title ? `Code: ${title}` : language !== 'text' ? `Code: ${language}` : 'Code';

/**
 * `@theme/CodeBlock/Layout`: the block as theme-classic 3.10's draws it, through its parts:
 * `Container` (the frame, this theme's `code-block` look), `Title` in this theme's title bar, then
 * `Content` and `Buttons` in its scroll region (the buttons where its copy button sits).
 */
export default function CodeBlockLayout({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const body = useRef<HTMLDivElement>(null);
  useScrollRegion(body, regionLabel(metadata), 'pre');
  return (
    <Container
      as="div"
      className={[metadata.lineNumbersStart !== undefined && 'line-numbers', className, metadata.className].filter(Boolean).join(' ')}
      data-language={metadata.language}
    >
      {metadata.title && (
        <div className="code-block-title">
          <Title>{metadata.title}</Title>
        </div>
      )}
      <div className="code-block-body" ref={body}>
        <Content />
        <Buttons />
      </div>
    </Container>
  );
}
