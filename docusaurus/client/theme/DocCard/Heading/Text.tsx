/** `@theme/DocCard/Heading/Text`: the card's title, on one line. */
export default function DocCardHeadingText({ title }: { item?: unknown; title: string }) {
  return <span className="text--truncate theme-doc-card-title doc-card-title">{title}</span>;
}
