import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../providers/fileDownload.ts';
import { itemsCsvFileName } from '../../../domain/fileNames.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/**
 * GET .../export-to-csv?company_id, saved as "<company name, sanitised>_items.csv", then the message
 * that the file was exported successfully; on failure "Unable to fetch Data" with the server's message.
 */
export function useExportItems(companyId: number | null, companyName: string, onDone: (message: string) => void) {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  return useMutation({
    mutationFn: () => dataProvider.exportGlobalItems(companyId),
    onSuccess: (file) => {
      const fileName = itemsCsvFileName(companyName);
      saveBlob(file, fileName);
      onDone(translate('lsm.globalItems.list.exported', { fileName }));
    },
    onError: (error) => alertFailure('unable_to_fetch_data', error),
  });
}
