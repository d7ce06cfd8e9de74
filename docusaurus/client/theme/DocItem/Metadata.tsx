/**
 * `@theme/DocItem/Metadata`: nothing, as the doc's title, description and social tags are in the
 * page's head already (the prerenderer's, `common/head-tags.ts` after a client navigation). A
 * site's swizzle of it is drawn on every doc page (`chrome-slots.ts`); its wrapper's original adds no tag twice.
 */
export default function Metadata() {
  return null;
}
