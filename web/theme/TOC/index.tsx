import type { TocItem } from '../../../pipeline/contract';
import './styles.css';

function Items({ items }: { items: TocItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          {item.children.length > 0 && <Items items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export function TOC({ items }: { items: TocItem[] }) {
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <Items items={items} />
    </nav>
  );
}
