import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, Button, FormHelperText, TextField } from '@mui/material';
import { useId } from 'react';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { IMAGE_ACCEPT, useImageUpload } from '../../../custom/hooks/useImageUpload.ts';
import { Thumbnail } from '../../../custom/images/Thumbnail.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface ItemImageFieldProps {
  itemId: number | 'new';
  value: string;
  disabled: boolean;
  onChange: (url: string) => void;
}

/** The item's image: a preview, its URL, and an upload through POST /stores/upload_image/ (type item). */
export const ItemImageField = ({ itemId, value, disabled, onChange }: ItemImageFieldProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const inputId = useId();
  const { uploading, failed, onFileChosen } = useImageUpload((file) => dataProvider.uploadImage(itemId, 'item', file), onChange);

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Thumbnail src={value} size={64} alt={translate('lsm.globalItems.form.image')} fallback={<ImageNotSupportedOutlinedIcon color="disabled" sx={{ fontSize: 64 }} />} />
      <Box sx={{ flexGrow: 1 }}>
        <TextField
          fullWidth
          size="small"
          label={translate('lsm.globalItems.form.image_url')}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        {!disabled && (
          <Box sx={{ mt: 0.5 }}>
            <Button component="label" htmlFor={inputId} size="small" disabled={uploading}>
              {translate(uploading ? 'lsm.globalItems.form.uploading' : 'lsm.globalItems.form.upload_image')}
            </Button>
            <input id={inputId} type="file" accept={IMAGE_ACCEPT} hidden onChange={(event) => void onFileChosen(event)} />
            {value && (
              <Button size="small" onClick={() => onChange('')}>
                {translate('lsm.globalItems.form.remove_image')}
              </Button>
            )}
          </Box>
        )}
        {failed && <FormHelperText error>{translate('lsm.globalItems.form.upload_failed')}</FormHelperText>}
      </Box>
    </Box>
  );
};
