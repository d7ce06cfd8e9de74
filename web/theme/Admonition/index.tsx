import type { ReactNode } from 'react';
import './styles.css';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/** Docusaurus's default labels (shown upper-case by the stylesheet); aliases arrive with their own title. */
const LABELS: Record<string, string> = { note: 'note', tip: 'tip', info: 'info', warning: 'warning', caution: 'caution', danger: 'danger' };
/** Icons drawn as SVG paths (24×24): no emoji font is needed to render them. */
const ICONS: Record<string, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  tip: 'M9 21h6v-1H9zm3-19a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  caution: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  danger: 'M13.5.7s.7 2.6.7 4.8c0 2-1.3 3.7-3.4 3.7S7.3 7.5 7.3 5.5V5.2A13 13 0 0 0 4 14a8 8 0 0 0 16 0c0-5.4-2.6-10.2-6.5-13.3z',
};

/** `icon` and a title that is not text come from a Docusaurus site's admonition parts (`@theme/Admonition/Layout`). */
export function Admonition({
  type = 'note',
  title,
  icon,
  className,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  // A type Docusaurus's `Admonition/Types` has no component for (a site's own keyword) is drawn as `info`, as there.
  const kind = LABELS[type] ? type : 'info';
  return (
    <aside
      className={
        __CHROME_THEME_CLASSES__
          ? `${ThemeClassNames.common.admonition} ${ThemeClassNames.common.admonitionType(kind)} admonition admonition-${kind}${className ? ` ${className}` : ''}`
          : `admonition admonition-${kind}${className ? ` ${className}` : ''}`
      }
      aria-label={typeof title === 'string' ? title : LABELS[kind]}
    >
      <p className="admonition-heading">
        {icon ?? <AdmonitionIcon type={kind} />} {title ?? LABELS[kind]}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}

/** The icon of an admonition type (Docusaurus's `Admonition/Icon/*`). */
export function AdmonitionIcon({ type }: { type: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="admonition-icon">
      <path fill="currentColor" d={ICONS[type] ?? ICONS.note} />
    </svg>
  );
}
