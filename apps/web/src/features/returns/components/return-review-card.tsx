import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SupportReturnReview } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import { useDecideReturn } from '../api/returns';

const decisionSchema = z.object({ reason: z.string().trim().min(3, 'Say why in a few words').max(500) });

/** One return waiting for support: the claim, the evidence, and approve or refuse with a reason. */
export function ReturnReviewCard({ item }: { item: SupportReturnReview }) {
  const decide = useDecideReturn();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(decisionSchema),
    defaultValues: { reason: '' },
  });
  const submit = (decision: 'approve' | 'refuse') =>
    handleSubmit(({ reason }) => decide.mutate({ id: item.id, decision, reason }));
  const title = `${item.kind === 'lead' ? 'Lead' : 'Call'} #${item.record_id} · ${formatUsd(toCents(item.amount))}`;
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary">
          {item.account_name} · {item.reason_label}
        </Typography>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          {item.evidence.map((line) => (
            <div key={line.label} style={{ display: 'contents' }}>
              <dt>
                <Typography variant="body2" color="text.secondary">
                  {line.label}
                </Typography>
              </dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <Typography variant="body2">{line.value}</Typography>
              </dd>
            </div>
          ))}
        </dl>
        <FormTextField
          id={`return-decision-${item.id}`}
          label="Reason for the decision"
          registration={register('reason')}
          error={formState.errors.reason?.message}
        />
        {decide.isError ? <Alert severity="error">{errorMessage(decide.error)}</Alert> : null}
      </CardContent>
      <CardActions>
        <Button variant="contained" disabled={decide.isPending} onClick={() => void submit('approve')()}>
          Approve and credit
        </Button>
        <Button color="error" disabled={decide.isPending} onClick={() => void submit('refuse')()}>
          Refuse
        </Button>
      </CardActions>
    </Card>
  );
}
