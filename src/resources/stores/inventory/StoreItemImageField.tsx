import { Box, Button, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import type { StoreItem } from '../../../contract/inventory.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { useFormField } from '../../../custom/form/useFormField.ts';
import { IMAGE_ACCEPT } from '../../../custom/hooks/useImageUpload.ts';
import type { StoreItemFormValues } from './storeItemPayload.ts';
import { StoreItemImage } from './StoreItemImage.tsx';
import { useItemCategory } from './useItemCategory.ts';
import { useInventoryRefresh } from './useInventoryData.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface StoreItemImageFieldProps {
  storeId: number;
  /** null while creating: the file chosen is a form value, uploaded once the item exists */
  item: StoreItem | null;
  disabled: boolean;
}

const INPUT_ID = 'store-item-image-file';

/**
 * The item's first image. An existing item's new image goes through POST /inventory/image-enrichment/upload
 * at once, whatever happens to the rest of the form; a new item's waits in the form's `image`.
 */
export const StoreItemImageField = ({ storeId, item, disabled }: StoreItemImageFieldProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const refresh = useInventoryRefresh();
  const { categoryName } = useItemCategory(item);
  const [pendingFile, setPendingFile] = useFormField<StoreItemFormValues, 'image'>('image');
  const [uploading, setUploading] = useState(false);
  const [imageUrl, setImageUrl] = useState<string | undefined>(item?.images[0]);
  const [preview, setPreview] = useState<string | undefined>(undefined);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (item === null) {
      setPendingFile(file);
      setPreview(URL.createObjectURL(file));
      return;
    }
    setUploading(true);
    try {
      setImageUrl(await dataProvider.uploadStoreItemImage(storeId, item.id, file, categoryName));
      void refresh();
    } catch (error) {
      alertFailure('unable_to_update_data', error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <StoreItemImage src={preview ?? imageUrl} alt={translate('lsm.inventory.form.image')} size={72} />
      <Box>
        <Typography variant="body2">{translate('lsm.inventory.form.image')}</Typography>
        {!disabled && (
          <Button component="label" htmlFor={INPUT_ID} size="small" disabled={uploading}>
            {translate(uploading ? 'lsm.inventory.form.uploading_image' : item === null ? 'lsm.inventory.form.choose_image' : 'lsm.inventory.form.upload_image')}
          </Button>
        )}
        <input id={INPUT_ID} type="file" accept={IMAGE_ACCEPT} hidden onChange={(event) => void onChange(event)} />
        {pendingFile && (
          <Typography variant="caption" component="p" color="text.secondary">
            {translate('lsm.inventory.form.image_chosen', { name: pendingFile.name })}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
