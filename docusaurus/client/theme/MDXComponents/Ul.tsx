import type { HTMLAttributes } from 'react';

/** `@theme/MDXComponents/Ul`: a Markdown list. */
export default function Ul(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} />;
}
