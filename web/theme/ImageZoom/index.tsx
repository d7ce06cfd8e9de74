import './trigger.css';
import type { ImgHTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import { withBase } from '../../app/base-url';

/**
 * Images in docs and posts open large on click or Enter/Space. Only this trigger is in the page's
 * bundle; the overlay (`open.ts` and its styles) is imported the first time an image is opened.
 * Images inside links stay links.
 */
export function ZoomImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  const open = (img: HTMLImageElement) => {
    if (img.closest('a, button')) return false;
    void import('./open').then((m) => m.openImageZoom(img));
    return true;
  };
  const onClick = (e: MouseEvent<HTMLImageElement>) => {
    if (open(e.currentTarget)) e.preventDefault();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLImageElement>) => {
    if ((e.key === 'Enter' || e.key === ' ') && open(e.currentTarget)) e.preventDefault();
  };
  const label = props.alt ? `${props.alt} (enlarge)` : 'Enlarge image';
  return <img {...props} tabIndex={0} role="button" aria-label={label} aria-haspopup="dialog" data-zoomable="" onClick={onClick} onKeyDown={onKeyDown} />;
}

/** A Markdown image: site-root paths (`/img/x.png`, `/assets/content/...`) live under the base URL. */
export function MarkdownImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <ZoomImage {...props} src={props.src && withBase(props.src)} />;
}
