import type { ButtonHTMLAttributes } from 'react';
import '../code-block-parts.css';

/** `@theme/CodeBlock/Buttons/Button`: a button of the block's corner, in the look of this theme's copy button. */
export default function CodeBlockButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} className={['clean-btn', 'code-block-button', className].filter(Boolean).join(' ')} />;
}
