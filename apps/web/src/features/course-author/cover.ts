/** spec: a course cover is kept at most 420x325 px. */
export const COVER_MAX = { width: 420, height: 325 } as const;

/**
 * Scales a cover down in the browser (ratio kept) when it is larger than 420x325, re-encoded in its own
 * format; a smaller image is sent as it is.
 */
export async function fitCover(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, COVER_MAX.width / bitmap.width, COVER_MAX.height / bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return file;
  }
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return file;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) return file;
  return new File([blob], file.name, { type });
}
