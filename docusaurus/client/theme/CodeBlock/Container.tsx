import type { ElementType, HTMLAttributes } from 'react';
import '../../../../web/theme/CodeBlock/styles.css';

/** `@theme/CodeBlock/Container`: the block's frame (`as` the element), with this theme's `code-block` look and theme-classic's `theme-code-block` class. */
export default function CodeBlockContainer({ as: As = 'div', className, ...props }: { as?: ElementType } & HTMLAttributes<HTMLElement>) {
  return <As {...props} className={[className, 'code-block', 'theme-code-block'].filter(Boolean).join(' ')} />;
}
