import type { Banner, BannerCreateBody } from '../../contract/campaigns.ts';
import {
  BANNER_DESCRIPTION_MAX,
  BANNER_FEATURED_PRODUCTS_MAX,
  BANNER_NAME_MAX,
  bannerEndsBeforeStart,
  type BannerDisplayLocation,
  type BannerSegment,
} from '../../domain/banners.ts';

/** What the banner form edits; dates are ISO instants (the pickers show them in the company's zone). */
export interface BannerFormValues {
  name: string;
  description: string;
  image: string | null;
  active: boolean;
  start_date: string | null;
  end_date: string | null;
  segments: BannerSegment[];
  display_locations: BannerDisplayLocation[];
  featured_products: number[];
}

export function bannerFormValues(banner: Banner | null): BannerFormValues {
  return {
    name: banner?.name ?? '',
    description: banner?.description ?? '',
    image: banner?.image ?? null,
    active: (banner?.status ?? 'active') === 'active',
    start_date: banner?.start_date ?? null,
    end_date: banner?.end_date ?? null,
    segments: banner?.segments ?? [],
    display_locations: banner?.display_locations ?? [],
    featured_products: banner?.featured_products ?? [],
  };
}

/** The body of POST (and PUT: every field sent, so the banner becomes what the form shows). */
export function bannerBody(values: BannerFormValues): BannerCreateBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    image: values.image,
    status: values.active ? 'active' : 'inactive',
    start_date: values.start_date,
    end_date: values.end_date,
    segments: values.segments,
    display_locations: values.display_locations,
    featured_products: values.featured_products,
  };
}

type FieldError = string | { message: string; args: Record<string, number> };

/** The contract's limits (src/contract/campaigns.ts) checked before sending; each error is an i18n key. */
export function validateBanner(values: BannerFormValues): Partial<Record<keyof BannerFormValues, FieldError>> {
  const errors: Partial<Record<keyof BannerFormValues, FieldError>> = {};
  const tooLong = (max: number) => ({ message: 'lsm.banners.form.too_long', args: { max } });
  if (!values.name?.trim()) errors.name = 'ra.validation.required';
  else if (values.name.trim().length > BANNER_NAME_MAX) errors.name = tooLong(BANNER_NAME_MAX);
  if ((values.description ?? '').trim().length > BANNER_DESCRIPTION_MAX) errors.description = tooLong(BANNER_DESCRIPTION_MAX);
  if (bannerEndsBeforeStart(values.start_date, values.end_date)) errors.end_date = 'lsm.banners.form.end_after_start';
  if ((values.featured_products ?? []).length > BANNER_FEATURED_PRODUCTS_MAX)
    errors.featured_products = { message: 'lsm.banners.form.too_many_products', args: { max: BANNER_FEATURED_PRODUCTS_MAX } };
  return errors;
}
