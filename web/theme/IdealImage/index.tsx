import type { CSSProperties } from 'react';
import { withBase } from '../../app/base-url';
import './styles.css';

/**
 * `@theme/IdealImage` (`@docusaurus/plugin-ideal-image`): a responsive, lazily loaded image. With
 * the plugin's resizing options the build makes the image at each width and passes them as
 * `srcSet`/`sizes`, and the browser itself loads the width the screen needs: no script picks or
 * swaps it. `src` is the largest width (the only one when there is nothing to choose). The
 * intrinsic `width`/`height` reserve the box before it loads, and `loading="lazy"` defers it until
 * it nears the viewport. There is no low-quality blurred placeholder:
 * react-ideal-image's LQIP swap needs a script and inline styles.
 */
export function IdealImage({
  img,
  srcSet,
  alt,
  ...rest
}: {
  img?: string;
  srcSet?: string;
  sizes?: string;
  alt?: string;
  className?: string;
  width?: string | number;
  height?: string | number;
  style?: CSSProperties;
}) {
  if (typeof img !== 'string') return null;
  return (
    <img
      {...rest}
      src={withBase(img)}
      srcSet={srcSet === undefined ? undefined : srcSetWithBase(srcSet)}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      className={['ideal-image', rest.className].filter(Boolean).join(' ')}
    />
  );
}

/** `/a.640.png 640w, /a.1030.png 1030w` with each URL under the base URL. */
function srcSetWithBase(srcSet: string): string {
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [withBase(url), ...descriptor].join(' ');
    })
    .join(', ');
}
