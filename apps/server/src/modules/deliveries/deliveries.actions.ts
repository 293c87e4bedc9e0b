import { DELIVERY_MSG, uploadDelivery } from '@xcb/shared/actions/deliveries';
import { defineAction } from '../../http/router.ts';
import { fileLimit } from '../../http/multipart.ts';
import { DELIVERY_FILE_MAX_BYTES, storeDeliveryFile } from './deliveries.service.ts';

export const deliveryActionList = [
  defineAction(uploadDelivery, (_input, { deps, actor, file }) => storeDeliveryFile(deps, actor, file), {
    upload: fileLimit(DELIVERY_FILE_MAX_BYTES, DELIVERY_MSG.fileTooLarge),
  }),
];
