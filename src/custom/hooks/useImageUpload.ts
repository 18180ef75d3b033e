import { useState, type ChangeEvent } from 'react';

/** The picture types every image upload offers (POST /stores/upload_image/, image enrichment). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * A file input's upload: sends the chosen file, hands over the URL the server answers, and says whether
 * it is under way or failed. The input is emptied each time, so the same file can be chosen again.
 */
export function useImageUpload(upload: (file: File) => Promise<string>, onUploaded: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setFailed(false);
    try {
      onUploaded(await upload(file));
    } catch {
      setFailed(true);
    } finally {
      setUploading(false);
    }
  };

  return { uploading, failed, onFileChosen };
}
