/**
 * The doc sidebar's collapse and expand mark (Docusaurus's `Icon/Arrow`, which those buttons draw),
 * a module of its own so a site's swizzle of that name takes its place; the button carries the
 * accessible name.
 */
export function ArrowIcon({ expand }: { expand: boolean }) {
  return <span aria-hidden="true">{expand ? '»' : '«'}</span>;
}
