import { useEffect, type RefObject } from 'react';
import { applyScrollRegion } from './scrollable';

/**
 * Keeps the scroll box (`ref`, or the element `selector` finds inside it) focusable with a name
 * while it overflows; a ResizeObserver on the box and its content follows window and font changes.
 */
export function useScrollRegion(ref: RefObject<HTMLElement | null>, label: string | ((box: HTMLElement) => string), selector?: string): void {
  useEffect(() => {
    const root = ref.current;
    const box = selector ? root?.querySelector<HTMLElement>(selector) : root;
    if (!box) return;
    const name = typeof label === 'string' ? label : label(box);
    const update = () => applyScrollRegion(box, name);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref, label, selector]);
}
