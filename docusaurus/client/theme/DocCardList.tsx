import DocCard from '@theme/DocCard';

/**
 * `@theme/DocCardList` in a component that runs in the browser: the `items` it is given. Without
 * them (the current category's), the build expands `<DocCardList />` in Markdown itself.
 */
export default function DocCardList({ items = [], className }: { items?: { label: string; href?: string; description?: string }[]; className?: string }) {
  return (
    <section className={['row', className].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <article key={i} className="col col--6 margin-bottom--lg">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
