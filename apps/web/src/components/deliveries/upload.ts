import type { DeliveryFile } from '@xcb/shared/actions/deliveries';
import { postUpload } from '../../api/files.ts';

/**
 * upload_uploadDelivery: the server checks the bytes and keeps the file private to the delivery's two
 * sides; answers the stored path and the name it was uploaded under.
 */
export async function uploadDeliveryFile(file: File): Promise<DeliveryFile> {
  const reply = await postUpload('upload_uploadDelivery', file);
  return { path: reply.data, name: reply.fileName ?? file.name };
}
