import type { ReactNode } from 'react';
import TitleFormatterProvider from '@theme/ThemeProvider/TitleFormatter';

/** `@theme/ThemeProvider` (3.10): the theme's providers around `children`, the title formatter's. */
export default function ThemeProvider({ children }: { children?: ReactNode }) {
  return <TitleFormatterProvider>{children}</TitleFormatterProvider>;
}
