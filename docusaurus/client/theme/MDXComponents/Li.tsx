import type { LiHTMLAttributes } from 'react';

/** `@theme/MDXComponents/Li`: a Markdown list item. */
export default function Li(props: LiHTMLAttributes<HTMLLIElement>) {
  return <li {...props} />;
}
