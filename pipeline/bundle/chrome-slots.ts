import { join } from 'node:path';
import type { ChromeSlot } from '../../docusaurus/node/theme/theme-modules.js';

/** The chrome's parts a site's swizzle replaces (imported as `@theme/<Name>` by the chrome): the module and export it renders otherwise. */
export function chromeSlots(webDir: string): Record<string, ChromeSlot> {
  const slot = (file: string, exportName: string): ChromeSlot => ({ file: join(webDir, 'theme', file), exportName });
  return {
    Navbar: slot('Navbar/index.tsx', 'Navbar'),
    Footer: slot('Footer/index.tsx', 'Footer'),
    Admonition: slot('Admonition/index.tsx', 'Admonition'),
    'DocItem/Footer': slot('DocItem/Footer/index.tsx', 'DocItemFooter'),
    BlogSidebar: slot('BlogSidebar/index.tsx', 'BlogSidebar'),
  };
}
