import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { type ExportRequest, fetchExportCsv, saveFile } from '../api/export-records';

interface ExportButtonProps {
  request: ExportRequest | null;
  fileName: string;
  onError: (message: string | null) => void;
}

/** Downloads every matching record as CSV (the server streams it). */
export function ExportButton({ request, fileName, onError }: ExportButtonProps) {
  const [isBusy, setBusy] = useState(false);
  const onClick = async () => {
    if (!request) return;
    setBusy(true);
    onError(null);
    try {
      saveFile(await fetchExportCsv(request), fileName);
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={onClick}
      disabled={!request}
      loading={isBusy}
    >
      Export CSV
    </Button>
  );
}
