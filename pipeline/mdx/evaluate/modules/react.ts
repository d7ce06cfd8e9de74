import { createContext, createElement, FRAGMENT, isElement, jsx, NeedsBrowser, readContext, type RuntimeContext, type RuntimeElement } from '../runtime.js';

const needsBrowser =
  (hook: string) =>
  (..._args: unknown[]): never => {
    throw new NeedsBrowser(`\`${hook}\``);
  };

function toArray(children: unknown): unknown[] {
  if (children === null || children === undefined || typeof children === 'boolean') return [];
  return Array.isArray(children) ? children.flatMap(toArray) : [children];
}

/**
 * `react` as content sees it at build time. Rendering is a single pass to HAST, so the hooks that
 * only compute (memo, ref, context, id) work; state and effects need a browser (see runtime.ts).
 */
export function reactModule() {
  let nextId = 0;
  const Children = {
    toArray,
    map: (children: unknown, fn: (c: unknown, i: number) => unknown) => (children === null || children === undefined ? children : toArray(children).map(fn)),
    forEach: (children: unknown, fn: (c: unknown, i: number) => void) => toArray(children).forEach(fn),
    count: (children: unknown) => toArray(children).length,
    only: (children: unknown) => {
      if (!isElement(children)) throw new Error('React.Children.only expected to receive a single React element child.');
      return children;
    },
  };
  class Component {
    static isReactComponent = true;
  }
  (Component.prototype as { isReactComponent?: object }).isReactComponent = {};
  const react = {
    createElement,
    Fragment: FRAGMENT,
    Children,
    Component,
    PureComponent: Component,
    isValidElement: isElement,
    cloneElement: (el: RuntimeElement, props: Record<string, unknown> | null, ...children: unknown[]) =>
      createElement(
        el.type,
        { ...el.props, key: el.key, ...props },
        ...(children.length > 0 ? children : el.props.children === undefined ? [] : [el.props.children]),
      ),
    createContext,
    useContext: (context: RuntimeContext) => readContext(context),
    useMemo: (fn: () => unknown) => fn(),
    useCallback: (fn: unknown) => fn,
    useRef: (current: unknown) => ({ current }),
    useId: () => `:r${(nextId++).toString(36)}:`,
    useDebugValue: () => undefined,
    useDeferredValue: (v: unknown) => v,
    useImperativeHandle: () => undefined,
    useState: needsBrowser('useState'),
    useReducer: needsBrowser('useReducer'),
    useEffect: needsBrowser('useEffect'),
    useLayoutEffect: needsBrowser('useLayoutEffect'),
    useInsertionEffect: needsBrowser('useInsertionEffect'),
    useSyncExternalStore: needsBrowser('useSyncExternalStore'),
    useTransition: needsBrowser('useTransition'),
    useOptimistic: needsBrowser('useOptimistic'),
    useActionState: needsBrowser('useActionState'),
    lazy: needsBrowser('lazy'),
    forwardRef: (fn: (props: unknown, ref: null) => unknown) => (props: unknown) => fn(props, null),
    memo: (component: unknown) => component,
    Suspense: ({ children }: { children?: unknown }) => children,
    StrictMode: ({ children }: { children?: unknown }) => children,
    version: '19.0.0-build-time',
  };
  return { ...react, default: react };
}

/** `react/jsx-runtime` (and the dev runtime): what compiled JSX calls. */
export function jsxRuntimeModule() {
  return { jsx, jsxs: jsx, jsxDEV: jsx, Fragment: FRAGMENT };
}
