import type { CSSProperties } from 'react';
import { withBase } from '../../app/base-url';
import './styles.css';

/**
 * `@theme/ThemedImage`: one image per colour mode. Both are in the markup and CSS shows the one
 * for the current mode, so the server and the first client render agree. Both load lazily: a
 * browser never fetches a lazy image that `display: none` keeps out of the layout, so a visit
 * downloads only the image of its mode (the other one when the reader switches), where eager
 * images would download both (a dark logo is often the largest image of a first visit).
 */
export function ThemedImage({
  sources,
  alt,
  ...rest
}: {
  sources?: { light?: string; dark?: string };
  alt?: string;
  className?: string;
  width?: string | number;
  height?: string | number;
  style?: CSSProperties;
}) {
  return (
    <>
      {sources?.light && <img loading="lazy" {...rest} src={withBase(sources.light)} alt={alt ?? ''} className="themed-image themed-image-light" />}
      {sources?.dark && <img loading="lazy" {...rest} src={withBase(sources.dark)} alt={alt ?? ''} className="themed-image themed-image-dark" />}
    </>
  );
}
