import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ActivityChangeEntry } from '@vanbid/contract';
import { ACTIVITY_KIND_LABELS, friendlyInstant } from '@vanbid/domain';

interface ActivityEntriesProps {
  entries: ActivityChangeEntry[];
  /** The IANA zone times are shown in. */
  zone: string;
}

function Who({ entry }: { entry: ActivityChangeEntry }) {
  if (!entry.bySupport) return <>{entry.who}</>;
  return <Chip size="small" color="warning" icon={<SupportAgentOutlined />} label="Vanbid support" />;
}

/**
 * The changes, newest first: a table on wide screens, cards on a phone. What Vanbid support did
 * in a guest session stands out (a tinted row and a "Vanbid support" chip).
 */
export function ActivityEntries({ entries, zone }: ActivityEntriesProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const supportTint = alpha(theme.palette.warning.main, 0.1);
  if (isPhone)
    return (
      <Box component="ul" aria-label="Changes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry._id}
            sx={{
              py: 1.5,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: entry.bySupport ? supportTint : undefined,
            }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{entry.description}</Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {friendlyInstant(entry.time, zone)} ·
              </Typography>
              <Typography variant="body2" component="span">
                <Who entry={entry} />
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small" aria-label="Changes">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 180 }}>When</TableCell>
          <TableCell sx={{ width: 190 }}>Who</TableCell>
          <TableCell>Change</TableCell>
          <TableCell sx={{ width: 200 }}>Kind</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry._id} sx={{ bgcolor: entry.bySupport ? supportTint : undefined }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{friendlyInstant(entry.time, zone)}</TableCell>
            <TableCell>
              <Who entry={entry} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.description}</TableCell>
            <TableCell>{ACTIVITY_KIND_LABELS[entry.kind]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
