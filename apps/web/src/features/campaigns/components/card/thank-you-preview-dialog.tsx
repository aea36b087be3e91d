import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { DataOf, thankYouPagePreview } from '@vanbid/contract';
import type { DashboardType } from '@vanbid/domain';
import { useState } from 'react';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { errorMessage } from '../../../../lib/api-error';
import { useThankYouPreview } from '../../api/thank-you-preview';

type Preview = DataOf<typeof thankYouPagePreview>;

/** The consumer's page drawn in a frame of the device's proportions (1280×800 or 375×667). */
function PreviewFrame({ preview }: { preview: Preview }) {
  const isPhone = preview.device === 'mobile';
  return (
    <Box
      role="img"
      aria-label={`The thank-you page on a ${isPhone ? 'phone' : 'desktop'}, ${preview.width}×${preview.height}`}
      data-testid="thank-you-preview"
      sx={{
        aspectRatio: `${preview.width} / ${preview.height}`,
        width: isPhone ? 'min(100%, 260px)' : '100%',
        mx: 'auto',
        border: 8,
        borderColor: 'grey.800',
        borderRadius: isPhone ? 4 : 1,
        bgcolor: 'background.paper',
        display: 'grid',
        alignContent: 'center',
        justifyItems: 'center',
        gap: 1,
        p: isPhone ? 2 : 4,
        textAlign: 'center',
        overflow: 'hidden',
      }}
    >
      {preview.logoUrl ? (
        <Box component="img" src={preview.logoUrl} alt="" sx={{ maxHeight: 48, maxWidth: '60%' }} />
      ) : (
        <Typography sx={{ fontWeight: 700 }}>{preview.companyName}</Typography>
      )}
      <Typography variant={isPhone ? 'subtitle1' : 'h6'} component="p" sx={{ fontWeight: 700 }}>
        {preview.headline}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {preview.message}
      </Typography>
      {preview.phoneNumber ? (
        <Link component="span" variant="body2" underline="none" sx={{ fontWeight: 600 }}>
          Call {preview.phoneNumber}
        </Link>
      ) : null}
    </Box>
  );
}

/** What a consumer sees after reaching the company through a campaign, on a desktop or a phone. */
export function ThankYouPreviewDialog({ onClose }: { onClose: () => void }) {
  const [device, setDevice] = useState<DashboardType>('desktop');
  const preview = useThankYouPreview(device);
  const fullScreen = useIsMobile();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby="thank-you-title"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="thank-you-title">Thank-you page</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          What a consumer sees after their call or request reaches your company. It uses your company name,
          logo and phone number from company settings.
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={device}
          onChange={(_event, next: DashboardType | null) => next && setDevice(next)}
          aria-label="Preview on"
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="mobile">Mobile</ToggleButton>
        </ToggleButtonGroup>
        {preview.error ? <Alert severity="error">{errorMessage(preview.error)}</Alert> : null}
        {preview.data ? (
          <PreviewFrame preview={preview.data} />
        ) : preview.error ? null : (
          <Skeleton
            variant="rectangular"
            sx={{ aspectRatio: device === 'mobile' ? '375 / 667' : '1280 / 800' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
