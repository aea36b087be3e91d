import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { getDocumentPdf } from '@vanbid/contract';
import { friendlyDateTime } from '@vanbid/domain';
import { useTimeZone } from '../hooks/use-time-zone';
import { useSignedDocuments } from '../lib/api/signed-documents';
import { apiFile } from '../lib/api-client';
import { saveFile } from '../lib/save-file';

/** The account's signed documents, each downloadable as the signed PDF. */
export function SignedDocumentsList({ emptyText }: { emptyText?: string }) {
  const documents = useSignedDocuments();
  const { zone } = useTimeZone();
  /** An ISO instant as the zone's wall clock, then in words. */
  const when = (iso: string) =>
    friendlyDateTime(new Date(iso).toLocaleString('sv-SE', { timeZone: zone }), zone);
  if (!documents.data) return null;
  if (documents.data.length === 0)
    return emptyText ? <Typography color="text.secondary">{emptyText}</Typography> : null;
  return (
    <section aria-labelledby="signed-documents-title">
      <Typography id="signed-documents-title" variant="h6" component="h2">
        Signed documents
      </Typography>
      <List dense>
        {documents.data.map((document) => (
          <ListItem
            key={document.documentId}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                startIcon={<DownloadOutlined />}
                aria-label={`Download the ${document.title}`}
                onClick={() =>
                  void apiFile(getDocumentPdf, { params: { documentId: document.documentId } }).then(saveFile)
                }
              >
                PDF
              </Button>
            }
          >
            <ListItemText
              primary={document.title}
              secondary={`Signed by ${document.signerName} · ${when(document.signedAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
