import { createElement, Fragment, useEffect, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { internal } from 'virtual:site-theme-common';
import { useRouteData } from '../../web/app/route-data';
import { blogPostContent, docContent, docsSidebar } from '../shared/doc-content';
import { COLOR_MODE_EVENT, COLOR_MODE_KEY } from '../../web/app/color-mode';
import type { MenuControl } from '../../web/theme/MobileSidebar/menu';
import { useSlotProps } from './theme/slot-props';
import { MobileSidebarSync } from './mobile-sidebar-sync';

type Provider = ComponentType<{ children?: ReactNode } & Record<string, unknown>>;

/**
 * The providers Docusaurus's theme puts around every page (`@theme/Layout/Provider`), from the
 * site's own `@docusaurus/theme-common`, so its hooks (`useColorMode`, `usePrismTheme`,
 * `useAnnouncementBar`, `useNavbarMobileSidebar`, `useTitleFormatter`, ...) work in the site's
 * components that render in the browser. Theme-common 3.0–3.4 keep the doc, sidebar and blog
 * post contexts themselves: those get the page's own, from its route chunk. A site without
 * theme-common gets its children as they are.
 */
const LAYOUT_PROVIDERS = [
  'ColorModeProvider',
  'AnnouncementBarProvider',
  'ScrollControllerProvider',
  'NavbarProvider',
  'DocsPreferredVersionContextProvider',
] as const;
const providers = LAYOUT_PROVIDERS.map((name) => internal[name]).filter((p): p is Provider => p !== undefined);
const titleFormatter = (params: { defaultFormatter: (p: unknown) => string }) => params.defaultFormatter(params);

export function ThemeCommonProviders({ children }: { children?: ReactNode }) {
  useColorModeSync();
  const data = useRouteData();
  const menu = useSlotProps<{ menu?: MenuControl }>()?.menu;
  let tree: ReactNode = children;
  // Inside the chrome's menu button or menu: theme-common's menu state follows the navbar's.
  const useNavbarMobileSidebar = internal.useNavbarMobileSidebar as unknown as ComponentProps<typeof MobileSidebarSync>['useNavbarMobileSidebar'] | undefined;
  if (menu && useNavbarMobileSidebar && internal.NavbarProvider)
    tree = createElement(Fragment, null, createElement(MobileSidebarSync, { menu, useNavbarMobileSidebar }), tree);
  if (data?.status === 'ok') {
    const { chunk, sidebar, manifest } = data;
    const { DocProvider, DocsSidebarProvider, BlogPostProvider } = internal;
    if (chunk.kind === 'doc' && DocProvider) tree = createElement(DocProvider, { content: docContent(chunk, manifest.site.baseUrl) }, tree);
    if (chunk.kind === 'doc' && DocsSidebarProvider) {
      const value = sidebar ? docsSidebar(sidebar, manifest.site.baseUrl) : null;
      tree = createElement(DocsSidebarProvider, { name: value?.name, items: value?.items ?? null }, tree);
    }
    if (chunk.kind === 'blog-post' && BlogPostProvider)
      tree = createElement(BlogPostProvider, { content: blogPostContent(chunk, manifest.site.baseUrl), isBlogPostPage: true }, tree);
  }
  if (internal.TitleFormatterProvider) tree = createElement(internal.TitleFormatterProvider, { formatter: titleFormatter }, tree);
  for (const Provider of [...providers].reverse()) tree = createElement(Provider, null, tree);
  return tree;
}

/**
 * theme-common's colour mode follows the `theme` storage key's `storage` events (another tab's
 * choice); this theme's toggle announces its own choice with an event of its own, passed on as one
 * (from local storage: theme-common listens to its own storage's events only). A mode the reader
 * did not choose (the system's) is passed on as no choice.
 */
function useColorModeSync() {
  useEffect(() => {
    if (!internal.ColorModeProvider) return;
    const pass = (event: Event) => {
      try {
        const storageArea = window.localStorage;
        window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_KEY, newValue: (event as CustomEvent<string | null>).detail, storageArea }));
      } catch {
        // Storage blocked: theme-common's storage listens to nothing then either.
      }
    };
    window.addEventListener(COLOR_MODE_EVENT, pass);
    return () => window.removeEventListener(COLOR_MODE_EVENT, pass);
  }, []);
}
