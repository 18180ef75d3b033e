import { Chip } from '@mui/material';
import { companyStatusTone } from '../../domain/company.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import { messageKeyOf } from '../../providers/i18n/messageKeys.ts';

/** A company's status with its colour (src/domain/company.ts), the same in the list, the sidebar and Settings. */
export const CompanyStatusChip = ({ status }: { status: string }) => {
  const translate = useLsmTranslate();
  const tone = companyStatusTone(status);
  return (
    <Chip
      size="small"
      color={tone}
      // Amber with white text is too faint to read: dark text on it.
      sx={tone === 'warning' ? { color: 'rgba(0, 0, 0, 0.87)' } : undefined}
      data-tone={tone}
      label={translate(messageKeyOf('lsm.companies.statuses', status), { _: status })}
    />
  );
};
