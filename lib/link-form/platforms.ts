import type { Platform } from '../api/model/link';

/**
 * The seven platforms, for the platform select. A copy of the model's PLATFORMS because
 * importing any value from `lib/api/model/link` pulls zod into the popup's initial bundle;
 * the type below fails to compile if the two lists ever differ, and a test compares the order.
 */
export const PLATFORM_CHOICES = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'] as const satisfies readonly Platform[];

type MissingPlatform = Exclude<Platform, (typeof PLATFORM_CHOICES)[number]>;
// Compile-time check: every model platform is offered.
export const EVERY_PLATFORM_OFFERED: [MissingPlatform] extends [never] ? true : MissingPlatform = true;
