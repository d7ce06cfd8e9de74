import type { ReactNode } from 'react';

/** `@theme/MDXComponents/Pre`: the code block it holds renders its own `<pre>`, as in Docusaurus. */
export default function Pre({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
