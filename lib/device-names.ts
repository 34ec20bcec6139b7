import { DEVICES, type Device } from './api/model/link';
import { t, type MessageKey } from './i18n/messages';

const DEVICE_KEYS: Record<Device, MessageKey> = {
  desktop: 'targetDeviceDesktop',
  mobile: 'targetDeviceMobile',
  tablet: 'targetDeviceTablet',
  watch: 'targetDeviceWatch',
  television: 'targetDeviceTelevision',
};

const isDevice = (value: string): value is Device => (DEVICES as readonly string[]).includes(value);

/**
 * A kind of device as people read it ("Desktop", "Mobilgerät"): the server names them in lower
 * case, the same names in targeting rules and in statistics. A name it may add later stays as sent.
 */
export function deviceName(device: string): string {
  return isDevice(device) ? t(DEVICE_KEYS[device]) : device;
}
