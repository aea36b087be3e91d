import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@vanbid/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { fetchStatement, useStatements } from '../api/statements';

const usd = (dollars: number) => formatUsd(toCents(dollars));

/** Monthly statements: pick a past month, see what it adds up to, download its PDF. */
export function StatementsCard() {
  const statements = useStatements();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const list = statements.data?.statements ?? [];
  const statement = list.find((item) => item.month === chosen) ?? list[0];
  const download = (month: string) => {
    setIsSaving(true);
    setProblem(null);
    fetchStatement(month)
      .then(saveFile)
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setIsSaving(false));
  };
  return (
    <Card component="section" aria-labelledby="statements-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="statements-title" variant="h6" component="h2">
          Monthly statements
        </Typography>
        {statements.isError ? <Alert severity="error">{errorMessage(statements.error)}</Alert> : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        {statements.data && list.length === 0 ? (
          <Typography color="text.secondary">
            Your first statement is ready on the 1st of next month.
          </Typography>
        ) : null}
        {statement ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              id="statement-month"
              label="Month"
              value={statement.month}
              onChange={(event) => setChosen(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              {list.map((item) => (
                <option key={item.month} value={item.month}>
                  {item.label}
                </option>
              ))}
            </TextField>
            <Typography sx={{ flex: 1 }} data-testid="statement-summary">
              Opening {usd(statement.opening_balance)} · Top-ups {usd(statement.top_ups)} · Credits{' '}
              {usd(statement.credits)} · Cash outs {usd(statement.cash_outs)} · Closing{' '}
              {usd(statement.closing_balance)}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              loading={isSaving}
              onClick={() => download(statement.month)}
            >
              Download PDF
            </Button>
          </Stack>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          Owners get last month’s statement by e-mail on the 1st; change it under Settings → Notifications.
        </Typography>
      </CardContent>
    </Card>
  );
}
