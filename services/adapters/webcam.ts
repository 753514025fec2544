/**
 * Webcam helpers (doc 3 §9 "Webcam: 3266x2449, JPEG still at quality 1, converted to a PNG file";
 * §2.6 "desktop offers Webcam, mobile only file upload"). Browser only; the machines reach them
 * through actors (services/actors/kyc-actors.ts) and the views through `isDesktop`.
 */

/** The still's file name. */
export const CAPTURE_FILE_NAME = 'capture.png';

/** A data URL (the JPEG still) → a PNG File, drawn through a canvas at the still's own size. */
export async function captureToPng(dataUrl: string): Promise<File> {
  const img = new Image();
  await new Promise<void>((resolve, reject) => {
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('capture could not be read'));
    img.src = dataUrl;
  });
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth || img.width;
  canvas.height = img.naturalHeight || img.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.drawImage(img, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('capture could not be converted');
  return new File([blob], CAPTURE_FILE_NAME, { type: 'image/png' });
}

/**
 * A desktop browser (doc 3 §2.6: the webcam is offered on desktop only): a fine pointer that can
 * hover, and no mobile user agent. False outside a browser.
 */
export function isDesktop(): boolean {
  if (typeof window === 'undefined') return false;
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(ua)) return false;
  const mm =
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(hover: hover) and (pointer: fine)')
      : null;
  return mm ? mm.matches : true;
}
