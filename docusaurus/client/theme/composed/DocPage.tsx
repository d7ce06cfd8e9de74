import type { ComponentProps } from 'react';
import BackToTopButton from '@theme/BackToTopButton';
import { DocPage as ThemeDocPage } from '../../../../web/pages/DocPage';

/**
 * The doc page (`web/pages/DocPage.tsx`) for a site that swizzles `BackToTopButton`
 * (`CHROME_COMPOSITIONS`): the theme's page, then the site's button, as theme-classic's
 * `DocRoot/Layout` draws it on every doc page (not on a Markdown page, which `MDXPage` draws
 * without one). This theme draws no button of its own: a site that swizzles none bundles none.
 */
export function DocPage(props: ComponentProps<typeof ThemeDocPage>) {
  return (
    <>
      <ThemeDocPage {...props} />
      {props.chunk.pluginId !== 'pages' && <BackToTopButton />}
    </>
  );
}
