/** `@theme/DocCard/Heading/Icon`: the card's emoji before its title. */
export default function DocCardHeadingIcon({ icon }: { item?: unknown; icon: string }) {
  return <span className="theme-doc-card-icon doc-card-icon">{icon}</span>;
}
