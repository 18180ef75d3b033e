import { Box } from '@mui/material';
import { CATEGORY_PLACEHOLDER_IMAGE } from '../../../contract/catalogue.ts';
import { Thumbnail } from '../../../custom/images/Thumbnail.tsx';

/** A category's image; without one, or when it fails to load, the default placeholder. */
export const CategoryImage = ({ src, size = 24 }: { src: string | null | undefined; size?: number }) => {
  const placeholder = (
    <Box component="img" src={CATEGORY_PLACEHOLDER_IMAGE} alt="" sx={{ width: size, height: size, display: 'block' }} />
  );
  return <Thumbnail src={src || CATEGORY_PLACEHOLDER_IMAGE} fallback={placeholder} size={size} />;
};
