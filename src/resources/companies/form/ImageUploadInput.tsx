import { Avatar, Box, Button, FormHelperText, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { IMAGE_ACCEPT, useImageUpload } from '../../../custom/hooks/useImageUpload.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import type { UploadImageType } from '../../../providers/data/companies.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface ImageUploadInputProps {
  source: string;
  label: string;
  type: UploadImageType;
  /** the company id, or 'new' while creating */
  ownerId: number | 'new';
}

/** An image field: uploads the chosen file through POST /stores/upload_image/ and keeps its URL. */
export const ImageUploadInput = ({ source, label, type, ownerId }: ImageUploadInputProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { field } = useInput<string | null>({ source });
  const { uploading, failed, onFileChosen } = useImageUpload((file) => dataProvider.uploadImage(ownerId, type, file), field.onChange);
  const inputId = `company-${source}-file`;

  const url = typeof field.value === 'string' && field.value ? field.value : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar variant="rounded" src={url} alt={label} sx={{ width: 48, height: 48 }}>
        {label.charAt(0)}
      </Avatar>
      <Box>
        <Typography variant="body2">{label}</Typography>
        <Button component="label" htmlFor={inputId} size="small" disabled={uploading}>
          {translate(uploading ? 'lsm.companies.form.uploading' : 'lsm.companies.form.upload', { name: label })}
        </Button>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={(event) => void onFileChosen(event)}
        />
        {url && (
          <Button size="small" onClick={() => field.onChange(null)}>
            {translate('lsm.companies.form.remove_image')}
          </Button>
        )}
        {failed && <FormHelperText error>{translate('lsm.companies.form.upload_failed')}</FormHelperText>}
      </Box>
    </Box>
  );
};
