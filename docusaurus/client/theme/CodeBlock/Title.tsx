import type { ReactNode } from 'react';

/** `@theme/CodeBlock/Title`: the block's title as given (a part a site swizzles to add to it). */
export default function CodeBlockTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
