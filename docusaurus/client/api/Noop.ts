/** `@docusaurus/Noop`: a component that renders nothing (Docusaurus's stand-in for a missing one). */
export default function Noop(): null {
  return null;
}
