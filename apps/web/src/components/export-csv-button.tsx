import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { logClientEvent } from '../lib/client-log';
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
      const file = await download();
      saveFile(file);
      logClientEvent({
        event: 'Exported CSV',
        type: 'user_activity',
        importance: 1,
        content: { file: file.name, page: window.location.pathname },
      });
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
