/**
 * A box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1; axe's
 * `scrollable-region-focusable`), and a focusable box needs a role and a name. Only a box that
 * really overflows gets them, so a short code block or a narrow table adds no tab stop.
 */
export interface ScrollRegionAttributes {
  tabindex: '0';
  role: 'region';
  'aria-label': string;
}

export function scrollRegionAttributes(box: { scrollWidth: number; clientWidth: number }, label: string): ScrollRegionAttributes | null {
  return box.scrollWidth > box.clientWidth ? { tabindex: '0', role: 'region', 'aria-label': label } : null;
}

const NAMES = ['tabindex', 'role', 'aria-label'] as const;

/** Sets or removes the attributes on the element as it overflows or stops overflowing. */
export function applyScrollRegion(el: HTMLElement, label: string): void {
  const attrs = scrollRegionAttributes(el, label);
  for (const name of NAMES) {
    if (attrs) el.setAttribute(name, attrs[name]);
    else el.removeAttribute(name);
  }
}
