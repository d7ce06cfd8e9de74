import { useMemo } from 'react';
import Layout from '@theme/CodeBlock/Layout';
import { CodeBlockContextProvider, useWordWrap } from '../context';
import { codeBlockMetadata, type CodeBlockInput } from '../metadata';

/** `@theme/CodeBlock/Content/String`: a block of code given as a string, its metadata and word wrap around `CodeBlock/Layout`. */
export default function CodeBlockString({ children, className, metastring, language, title, showLineNumbers }: Partial<CodeBlockInput>) {
  const metadata = useMemo(
    () => codeBlockMetadata({ children: children ?? '', className, metastring, language, title, showLineNumbers }),
    [children, className, metastring, language, title, showLineNumbers],
  );
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Layout />
    </CodeBlockContextProvider>
  );
}
