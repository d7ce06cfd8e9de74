import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { internal } from 'virtual:site-theme-common';
import type { CodeBlockMetadata } from './metadata';

/** The word-wrap state of a block (theme-common's `useCodeWordWrap`): the `<pre>`'s ref, whether its lines wrap, whether it scrolls sideways. */
export interface WordWrap {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

interface CodeBlockContextValue {
  metadata: CodeBlockMetadata;
  wordWrap: WordWrap;
}

const Context = createContext<CodeBlockContextValue | null>(null);

export function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setEnabled] = useState(false);
  const [isCodeScrollable, setScrollable] = useState(false);
  const toggle = useCallback(() => setEnabled((on) => !on), []);
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const update = () => setScrollable(pre.scrollWidth > pre.clientWidth);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(pre);
    return () => observer.disconnect();
  }, [isEnabled]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

/**
 * The block's metadata and word wrap for its parts (`CodeBlock/Layout`, `Content`, `Buttons`), and
 * for a site's own parts through theme-common 3.10's `useCodeBlockContext` when the site has it
 * (its provider, from the site's `@docusaurus/theme-common`, is given the same value).
 */
export function CodeBlockContextProvider({ metadata, wordWrap, children }: CodeBlockContextValue & { children?: ReactNode }) {
  const value = useMemo(() => ({ metadata, wordWrap }), [metadata, wordWrap]);
  const tree = <Context.Provider value={value}>{children}</Context.Provider>;
  const SiteProvider = internal.CodeBlockContextProvider;
  return SiteProvider ? createElement(SiteProvider, { metadata, wordWrap }, tree) : tree;
}

const siteContext = internal.useCodeBlockContext as (() => CodeBlockContextValue) | undefined;

/**
 * The block's context: this theme's, else the one a site's own code put around the part with its
 * theme-common 3.10's `CodeBlockContextProvider` (an ejected `CodeBlock/Content/String` rendering
 * `@theme/CodeBlock/Layout`; theme-common's hook throws its `ReactContextError` outside any). A
 * part drawn outside a block without that hook is an error naming where it belongs.
 */
export function useCodeBlockContext(): CodeBlockContextValue {
  const value = useContext(Context);
  if (value) return value;
  // Whether this theme's provider is above a part is fixed where the part is drawn, so the hooks a part calls stay the same from render to render.
  if (siteContext) return siteContext();
  throw new Error(
    'The code block parts (@theme/CodeBlock/Layout, Content, Buttons, …) are drawn inside a code block: render @theme/CodeBlock or @theme/CodeBlock/Content/String around them',
  );
}
