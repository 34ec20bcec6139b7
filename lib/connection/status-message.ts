// One request of the future typed protocol (lib/messages.ts); it moves there when that exists.
export const STATUS_REQUEST = 'connection/status';

export interface StatusRequest {
  type: typeof STATUS_REQUEST;
}

export function isStatusRequest(message: unknown): message is StatusRequest {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === STATUS_REQUEST
  );
}
