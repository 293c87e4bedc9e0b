import { UPLOAD_MSG } from '@xcb/shared/messages';

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * The browser's early check of an image before it is sent (spec section 5 Profile): the server checks
 * the bytes again, so this only spares the user a pointless upload. Returns the message, or null.
 */
export function imageProblem(file: File, maxMb: number, sizeMessage: string, typeMessage: string = UPLOAD_MSG.imageType): string | null {
  if (file.size === 0) return UPLOAD_MSG.empty;
  if (!IMAGE_TYPES.includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) return typeMessage;
  if (file.size >= maxMb * MB) return sizeMessage;
  return null;
}
