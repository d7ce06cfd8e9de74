import type { TocTreeNode } from '../toc-tree';

export interface TreeProps {
  toc: readonly TocTreeNode[];
  className?: string;
  linkClassName?: string | null;
  isChild?: boolean;
}

/**
 * `@theme/TOCItems/Tree`: Docusaurus's heading tree as nested lists of links, the class on the outer
 * list only, as theme-classic's draws it. A heading's value is shown as text: the browser side
 * parses no HTML (`tocTree` took the markup out).
 */
export default function Tree({ toc, className, linkClassName, isChild }: TreeProps) {
  if (toc.length === 0) return null;
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className={linkClassName ?? undefined}>
            {heading.value}
          </a>
          <Tree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
