import type { ReactNode } from 'react';

/** `@theme/DocItem/Layout`: the doc page lays out its column itself; this keeps a swizzle's children. */
export default function Layout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
