/** `@theme/DocItem/Metadata`: the doc's title, description and social tags are in the page's prerendered head. */
export default function Metadata() {
  return null;
}
