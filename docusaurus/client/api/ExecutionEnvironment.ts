import { executionEnvironment } from '../../shared/execution-environment';

const hasDom = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** `@docusaurus/ExecutionEnvironment`: false while prerendering, true in the browser. */
export default executionEnvironment(hasDom, hasDom && 'IntersectionObserver' in window);
