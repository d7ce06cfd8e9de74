/**
 * Where Tab goes in the open menu: from the last focusable element round to the first (Shift+Tab:
 * from the first to the last), so focus stays inside; null lets the browser move it.
 */
export function wrapFocus<T>(focusable: T[], active: unknown, shiftKey: boolean): T | null {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (shiftKey && active === first) return last ?? null;
  if (!shiftKey && active === last) return first ?? null;
  return null;
}
