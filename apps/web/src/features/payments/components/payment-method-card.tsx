import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@vanbid/contract';
import { methodExpiry, methodTitle, methodTypeLabel } from '../../../lib/payment-method-label';

interface PaymentMethodCardProps {
  method: PaymentMethod;
  isBusy: boolean;
  /** Whether this session may change payment methods (the role, and never a support session). */
  canChange: boolean;
  onMakePrimary: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved method: brand or bank, last 4, expiry, primary badge and its actions. */
export function PaymentMethodCard({
  method,
  isBusy,
  canChange,
  onMakePrimary,
  onEdit,
  onDelete,
}: PaymentMethodCardProps) {
  const title = methodTitle(method);
  const Icon = method.payment_method_type === 'BankAccount' ? AccountBalanceOutlined : CreditCardOutlined;
  return (
    <Card component="li" aria-label={title} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Icon color="primary" aria-hidden />
        {/* The name wraps beside its icon (a long bank name used to drop below it on phones). */}
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {method.primary ? <Chip size="small" color="primary" label="Primary" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[methodTypeLabel(method), methodExpiry(method)].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ display: canChange ? undefined : 'none' }}>
          {method.primary ? null : (
            <Button size="small" onClick={onMakePrimary} disabled={isBusy}>
              Make primary
            </Button>
          )}
          <Button size="small" onClick={onEdit} disabled={isBusy} aria-label={`Edit ${title}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onDelete}
            disabled={isBusy}
            aria-label={`Delete ${title}`}
          >
            Delete
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
