import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface StoreItemImageProps {
  src: string | undefined;
  alt: string;
  size?: number;
}

/** An item's picture; a picture that fails to load is only logged ("Failed to load image", spec 001 §8). */
export const StoreItemImage = ({ src, alt, size = 40 }: StoreItemImageProps) => {
  const translate = useTranslate();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = { width: size, height: size, borderRadius: 1, flexShrink: 0 } as const;
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={translate('lsm.inventory.list.no_image')}
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}
      >
        <ImageNotSupportedOutlinedIcon fontSize="small" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => {
        console.error(translate('lsm.log.failed_to_load_image'), src);
        setFailedSrc(src);
      }}
      sx={{ ...frame, objectFit: 'cover' }}
    />
  );
};
