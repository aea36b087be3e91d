import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { saveFile } from '../lib/save-file';

interface ExportCsvButtonProps {
  /** Fetches the file the server writes; `null` while there is nothing to export yet. */
  download: (() => Promise<File>) | null;
  /** The failure to show (or `null` when a new export starts). */
  onError: (message: string | null) => void;
}

/** "Export CSV": downloads the file the server streams, busy while it comes. */
export function ExportCsvButton({ download, onError }: ExportCsvButtonProps) {
  const [isBusy, setBusy] = useState(false);
  const onClick = async () => {
    if (!download) return;
    setBusy(true);
    onError(null);
    try {
      saveFile(await download());
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
      disabled={!download}
      loading={isBusy}
    >
      Export CSV
    </Button>
  );
}
