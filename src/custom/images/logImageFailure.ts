import { shellMessages } from '../../providers/i18n/en.ts';

/** Spec 001 §8: an image that does not load is only logged, never shown to the user as an error. */
export function logImageFailure(src: string | null | undefined): void {
  console.warn(shellMessages.log.failed_to_load_image, src ?? '');
}
