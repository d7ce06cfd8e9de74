import type { TocItem, TocPart } from '../../../common/contract';

/** A heading's inline code and emphasis, as elements (never parsed from a string). */
function Parts({ parts }: { parts: TocPart[] }) {
  return (
    <>
      {parts.map((p, i) => {
        if (typeof p === 'string') return p;
        const Tag = p.tag;
        return (
          <Tag key={i}>
            <Parts parts={p.children} />
          </Tag>
        );
      })}
    </>
  );
}

/** The headings' nested lists of links, the one being read marked (Docusaurus's `TOCItems`). */
export function TOCItems({ items, active }: { items: TocItem[]; active?: string | null }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} aria-current={item.id === active ? 'true' : undefined} className={item.id === active ? 'toc-active' : undefined}>
            {item.marks ? <Parts parts={item.marks} /> : item.value}
          </a>
          {item.children.length > 0 && <TOCItems items={item.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}
