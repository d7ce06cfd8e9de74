import type { CSSProperties } from 'react';
import { withBase } from '../../app/base-url';
import './styles.css';

/**
 * `@theme/IdealImage` (`@docusaurus/plugin-ideal-image`): a responsive, lazily loaded image. The
 * build copies the file and gives its intrinsic `width`/`height`, so the box is reserved before it
 * loads; the browser's own `loading="lazy"` defers it until it nears the viewport. There is no
 * low-quality blurred placeholder (react-ideal-image's LQIP needs a script-drawn swap) and no
 * `srcset`: images are not resized at build time here.
 */
export function IdealImage({
  img,
  alt,
  ...rest
}: {
  img?: string;
  alt?: string;
  className?: string;
  width?: string | number;
  height?: string | number;
  style?: CSSProperties;
}) {
  if (typeof img !== 'string') return null;
  return (
    <img {...rest} src={withBase(img)} alt={alt ?? ''} loading="lazy" decoding="async" className={['ideal-image', rest.className].filter(Boolean).join(' ')} />
  );
}
