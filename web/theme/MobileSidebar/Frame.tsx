import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { MobileMenuContext, type MobileSidebarProps } from './menu';
import { wrapFocus } from './focus-trap';
import { useBlogSidebarHere } from './blog-sidebar';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';
import './styles.css';

/** Above this width the navbar shows its items and the mobile menu closes itself. */
const DESKTOP_QUERY = '(min-width: 997px)';

/**
 * The navbar below 996 px: a panel sliding in from the left (framer-motion, still when the reader
 * prefers reduced motion) around `children` (the menu's layout), which read the menu and its
 * panel from `MobileMenuContext`; on doc pages it opens on the doc sidebar, on blog pages on the
 * blog's recent posts (as Docusaurus opens on its secondary menu when a page fills it). Closes on navigation
 * (the Navbar ties it to the path), Escape, a backdrop click and when the window widens past
 * 996 px. A site's ejected `Navbar/MobileSidebar` gets it through `@theme/Navbar/MobileSidebar/Layout`.
 */
export function MobileSidebarFrame({ children, ...props }: MobileSidebarProps & { children: ReactNode }) {
  const { open, onClose, sidebar, activeRoute } = props;
  const blogSidebar = useBlogSidebarHere();
  const [panel, setPanel] = useMenuPanel(open, activeRoute, sidebar !== null || blogSidebar !== null);
  const dialog = useRef<HTMLDivElement>(null);
  useModalWhileOpen(open, dialog, onClose);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {open && (
            <m.div
              key="backdrop"
              className="mobile-backdrop"
              data-testid="mobile-backdrop"
              onClick={onClose}
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              transition={{ duration: 0.2 }}
            />
          )}
          {open && (
            <m.div
              key="panel"
              ref={dialog}
              id="mobile-sidebar"
              // theme-classic's `Navbar/MobileSidebar/Layout` names its root theme-common's (`navbar-sidebar` there).
              className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.layout.navbar.mobileSidebar.container} mobile-sidebar` : 'mobile-sidebar'}
              role="dialog"
              aria-modal="true"
              aria-label="Site navigation"
              initial={{ x: '-100%' }}
              animate={{ x: 0 }}
              exit={{ x: '-100%' }}
              transition={{ type: 'tween', ease: [0.32, 0.72, 0, 1], duration: 0.28 }}
            >
              <MobileMenuContext.Provider value={{ props, panel, setPanel, blogSidebar }}>{children}</MobileMenuContext.Provider>
            </m.div>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

/** Which panel shows: each opening (on each page) starts on the secondary menu when the page has one. */
function useMenuPanel(open: boolean, activeRoute: string, hasSidebar: boolean) {
  const [panel, setPanel] = useState<'main' | 'docs'>(hasSidebar ? 'docs' : 'main');
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const openKey = open ? activeRoute : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (open) setPanel(hasSidebar ? 'docs' : 'main');
  }
  return [panel, setPanel] as const;
}

/**
 * While the menu is open it behaves as a modal dialog: the page does not scroll, focus starts on
 * the close button and Tab stays inside (`focus-trap.ts`); Escape and a window wider than the
 * mobile layout close it.
 */
function useModalWhileOpen(open: boolean, dialog: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(DESKTOP_QUERY);
    if (media.matches) {
      closeRef.current();
      return;
    }
    const onWide = (e: MediaQueryListEvent) => e.matches && closeRef.current();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
      } else if (e.key === 'Tab' && dialog.current) {
        const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input')];
        const target = wrapFocus(focusable, document.activeElement, e.shiftKey);
        if (target) {
          e.preventDefault();
          target.focus();
        }
      }
    };
    media.addEventListener('change', onWide);
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.querySelector<HTMLElement>('.mobile-sidebar-close')?.focus();
    return () => {
      media.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, dialog]);
}
