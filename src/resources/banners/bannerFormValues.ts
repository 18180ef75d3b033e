import { BannerCreateBody, BannerUpdateBody, type Banner } from '../../contract/campaigns.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../custom/form/contractValidation.ts';
import {
  BANNER_FEATURED_PRODUCTS_MAX,
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

/** What the contract of the call cannot state: the end after the start (in the company's zone or any other). */
const endAfterStart = (values: BannerFormValues): FormErrors =>
  bannerEndsBeforeStart(values.start_date, values.end_date) ? { end_date: 'lsm.banners.form.end_after_start' } : {};

/** The banner form's validation: the create or update contract of the body it sends, and the schedule's order. */
export const validateBanner = (creating: boolean) =>
  composeValidators<BannerFormValues>(
    endAfterStart,
    contractValidator(creating ? BannerCreateBody : BannerUpdateBody, {
      toBody: bannerBody,
      fields: { status: 'active' },
      messages: { featured_products: { message: 'lsm.banners.form.too_many_products', args: { max: BANNER_FEATURED_PRODUCTS_MAX } } },
    }),
  );
