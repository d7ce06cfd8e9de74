import { memo, useEffect, useState } from 'react';
import type { TocItem } from '../../../common/contract';
import { TOCItems } from './Items';
import { activeHeadingId } from './active-heading';
import { useTranslate } from '../../app/use-translate';
import './styles.css';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

function flatten(items: TocItem[]): string[] {
  return items.flatMap((i) => [i.id, ...flatten(i.children)]);
}

/** Scroll-spy: follows the reader's position (pure rule in active-heading.ts). */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80;
      const headings = list.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeHeadingId(headings, navbar + 8, atBottom && window.scrollY > 0));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

/** Memoised: an edit that leaves the headings as they were keeps `items` the same array (the route query's structural sharing). */
export const TOC = memo(function TOC({ items }: { items: TocItem[]; doc?: boolean }) {
  const onThisPage = useTranslate()('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  const active = useActiveHeading(flatten(items));
  return (
    <nav
      className={
        // A doc's (\`doc\`, read from the props in this branch only): a bundle without the classes keeps this function's bytes.
        // eslint-disable-next-line prefer-rest-params
        __CHROME_THEME_CLASSES__ && (arguments[0] as { doc?: boolean }).doc ? `toc ${ThemeClassNames.docs.docTocDesktop}` : 'toc'
      }
      aria-label={onThisPage}
    >
      <p className="toc-title">{onThisPage}</p>
      <TOCItems items={items} active={active} />
    </nav>
  );
});
