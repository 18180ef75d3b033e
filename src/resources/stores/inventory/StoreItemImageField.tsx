import { Box, Button, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { IMAGE_ACCEPT } from '../../../custom/hooks/useImageUpload.ts';
import { StoreItemImage } from './StoreItemImage.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface StoreItemImageFieldProps {
  storeId: number;
  /** null while creating: the file waits for the item's id */
  itemId: number | null;
  imageUrl: string | undefined;
  /** sent as the image's category (the server defaults to "Others") */
  categoryName: string | null;
  disabled: boolean;
  /** creating: the file to upload once the item exists */
  pendingFile: File | null;
  onPendingFile: (file: File | null) => void;
  /** editing: the uploaded image's URL */
  onUploaded: (url: string) => void;
}

/** The item's first image; a new one goes through POST /inventory/image-enrichment/upload. */
export const StoreItemImageField = (props: StoreItemImageFieldProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const inputId = 'store-item-image-file';

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (props.itemId === null) {
      props.onPendingFile(file);
      setPreview(URL.createObjectURL(file));
      return;
    }
    setUploading(true);
    try {
      const url = await dataProvider.uploadStoreItemImage(props.storeId, props.itemId, file, props.categoryName);
      props.onUploaded(url);
    } catch (error) {
      alertFailure('unable_to_update_data', error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <StoreItemImage src={preview ?? props.imageUrl} alt={translate('lsm.inventory.form.image')} size={72} />
      <Box>
        <Typography variant="body2">{translate('lsm.inventory.form.image')}</Typography>
        {!props.disabled && (
          <Button component="label" htmlFor={inputId} size="small" disabled={uploading}>
            {translate(
              uploading ? 'lsm.inventory.form.uploading_image' : props.itemId === null ? 'lsm.inventory.form.choose_image' : 'lsm.inventory.form.upload_image',
            )}
          </Button>
        )}
        <input id={inputId} type="file" accept={IMAGE_ACCEPT} hidden onChange={(event) => void onChange(event)} />
        {props.pendingFile && (
          <Typography variant="caption" component="p" color="text.secondary">
            {translate('lsm.inventory.form.image_chosen', { name: props.pendingFile.name })}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
