import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { logImageFailure } from './logImageFailure.ts';

interface ThumbnailProps {
  src: string | null | undefined;
  /** shown when there is no image or it failed to load */
  fallback: ReactNode;
  size?: number;
  alt?: string;
  /** contain (default): the whole picture; cover: fills the square, cropping */
  fit?: 'contain' | 'cover';
}

/** A small square image; a failed load is only logged ("Failed to load image") and shows the fallback. */
export const Thumbnail = ({ src, fallback, size = 32, alt = '', fit = 'contain' }: ThumbnailProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => {
        logImageFailure(src);
        setFailedSrc(src);
      }}
      sx={{ width: size, height: size, objectFit: fit, borderRadius: 1, display: 'block', flexShrink: 0 }}
    />
  );
};
