import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box } from '@mui/material';
import { Thumbnail } from '../../../custom/images/Thumbnail.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface StoreItemImageProps {
  src: string | undefined;
  alt: string;
  size?: number;
}

/** An item's picture, or a "no image" square; a picture that fails to load is only logged (spec 001 §8). */
export const StoreItemImage = ({ src, alt, size = 40 }: StoreItemImageProps) => {
  const translate = useLsmTranslate();
  const noImage = (
    <Box
      role="img"
      aria-label={translate('lsm.inventory.list.no_image')}
      sx={{
        width: size,
        height: size,
        borderRadius: 1,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        color: 'text.disabled',
      }}
    >
      <ImageNotSupportedOutlinedIcon fontSize="small" />
    </Box>
  );
  return <Thumbnail src={src} alt={alt} size={size} fit="cover" fallback={noImage} />;
};
