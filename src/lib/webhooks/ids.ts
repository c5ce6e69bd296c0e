/** Public IDs of webhook objects: endpoints `we_…`, deliveries `msg_…` (the `webhook-id`), events `evt_…`. */
import { randomBytes } from 'node:crypto';

const opaque = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export const endpointId = () => `we_${opaque(12)}`;
export const deliveryId = () => `msg_${opaque(15)}`;
export const eventId = () => `evt_${opaque(15)}`;
