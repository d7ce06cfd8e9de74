import type { ReactNode } from 'react';

/** `@theme/MDXContent`: Docusaurus provides the MDX components here; this theme's content has them already. */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
