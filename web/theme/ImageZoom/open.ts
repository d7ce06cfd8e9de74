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
  // Fit to 92% of the viewport, keeping the aspect ratio; never smaller than the image already is.
  const scale = Math.max(1, Math.min((window.innerWidth * 0.92) / from.width, (window.innerHeight * 0.92) / from.height));
  const size = { width: from.width * scale, height: from.height * scale };
  large.style.width = `${size.width}px`;
  large.style.height = `${size.height}px`;
  const dx = from.left + from.width / 2 - window.innerWidth / 2;
  const dy = from.top + from.height / 2 - window.innerHeight / 2;
  large.style.setProperty('--zoom-from', `translate(${dx}px, ${dy}px) scale(${from.width / size.width})`);
  dialog.append(large);
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
