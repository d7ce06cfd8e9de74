import type { CSSProperties } from 'react';
import { withBase } from '../../app/base-url';
import './styles.css';

/**
 * `@theme/ThemedImage`: one image per colour mode. Both are in the markup and CSS shows the one
 * for the current mode, so the server and the first client render agree.
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
      {sources?.light && <img {...rest} src={withBase(sources.light)} alt={alt ?? ''} className="themed-image themed-image-light" />}
      {sources?.dark && <img {...rest} src={withBase(sources.dark)} alt={alt ?? ''} className="themed-image themed-image-dark" />}
    </>
  );
}
