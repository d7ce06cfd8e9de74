import { isVector, zoomSize } from './size';
import './zoom.css';

/**
 * The enlarged image: a modal `<dialog>` in the top layer (nothing on the page moves), holding a
 * copy of the image scaled to the viewport. Escape, a click anywhere, or scrolling closes it, and
 * focus goes back to the image. The grow animation is left out when the reader prefers reduced
 * motion (zoom.css).
 */
export function openImageZoom(img: HTMLImageElement) {
  if (document.querySelector('dialog.image-zoom')) return;
  const dialog = document.createElement('dialog');
  dialog.className = 'image-zoom';
  dialog.setAttribute('aria-label', img.alt ? `Enlarged image: ${img.alt}` : 'Enlarged image');
  const large = document.createElement('img');
  large.src = img.currentSrc || img.src;
  large.alt = img.alt;
  large.className = 'image-zoom-image';
  // Starts at the image's own place and size, then grows to the centre (see styles.css).
  const from = img.getBoundingClientRect();
  const size = zoomSize(
    from,
    { width: img.naturalWidth, height: img.naturalHeight, vector: isVector(large.src) },
    { width: window.innerWidth, height: window.innerHeight },
  );
  // A site's stylesheet may filter its images (Docusaurus sites invert diagrams in dark mode): the
  // copy gets the same filter, and the page colour behind it sits on a frame the filter leaves alone.
  large.style.filter = getComputedStyle(img).filter;
  const frame = document.createElement('div');
  frame.className = 'image-zoom-frame';
  frame.style.width = `${size.width}px`;
  frame.style.height = `${size.height}px`;
  const dx = from.left + from.width / 2 - window.innerWidth / 2;
  const dy = from.top + from.height / 2 - window.innerHeight / 2;
  frame.style.setProperty('--zoom-from', `translate(${dx}px, ${dy}px) scale(${from.width / size.width})`);
  frame.append(large);
  dialog.append(frame);
  const scrollY = window.scrollY;
  const close = () => {
    if (!dialog.isConnected) return;
    window.removeEventListener('scroll', onScroll);
    dialog.close();
    dialog.remove();
    img.focus({ preventScroll: true });
  };
  const onScroll = () => {
    if (Math.abs(window.scrollY - scrollY) > 4) close();
  };
  dialog.addEventListener('click', close);
  dialog.addEventListener('wheel', close, { passive: true });
  dialog.addEventListener('touchmove', close, { passive: true });
  dialog.addEventListener('close', close);
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    close();
  });
  window.addEventListener('scroll', onScroll, { passive: true });
  document.body.append(dialog);
  dialog.showModal();
  dialog.focus();
}
