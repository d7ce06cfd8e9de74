/** `@theme/DocCard/Description`: the card's description, on one line (the whole text on hover). */
export default function DocCardDescription({ description }: { item?: unknown; description: string }) {
  return (
    <p className="text--truncate theme-doc-card-description doc-card-description" title={description}>
      {description}
    </p>
  );
}
