/**
 * `@docusaurus/ExecutionEnvironment` as Docusaurus computes it (its `canUseDOM` test): false at
 * build time and while prerendering in Node, true in the browser (`hasIntersectionObserver` is
 * `'IntersectionObserver' in window` there).
 */
export function executionEnvironment(hasDom: boolean, hasIntersectionObserver = false) {
  return {
    canUseDOM: hasDom,
    canUseEventListeners: hasDom,
    canUseIntersectionObserver: hasDom && hasIntersectionObserver,
    canUseViewport: hasDom,
  };
}
