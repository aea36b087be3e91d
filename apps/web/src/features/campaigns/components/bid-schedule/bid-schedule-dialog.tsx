import CloseOutlined from '@mui/icons-material/CloseOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { useTimeZone } from '../../../../hooks/use-time-zone';
import { useScheduleMinimums } from '../../api/min-hourly-bids';
import { ClockBadge } from './clock-badge';
import { ScheduleBody } from './schedule-body';
import type { ScheduleTarget } from './schedule-target';
import { useDragToClose } from './use-drag-to-close';
import { useNow } from './use-now';

interface BidScheduleDialogProps {
  target: ScheduleTarget | null;
  onClose: () => void;
}

const TITLE_ID = 'bid-schedule-title';

/**
 * The Weekly Minimum Bid Schedule (docs/product.md §4): persistent (only its close button closes it); a
 * bottom sheet under 600 px that closes when dragged down more than 100 px.
 */
export function BidScheduleDialog({ target, onClose }: BidScheduleDialogProps) {
  const isOpen = target !== null;
  const isMobile = useIsMobile();
  const { zone, label } = useTimeZone();
  const now = useNow(isOpen);
  const { data } = useScheduleMinimums(target?.distance, isOpen);
  const drag = useDragToClose(onClose);
  const sheet = isMobile
    ? {
        m: 0,
        width: '100%',
        maxWidth: '100%',
        maxHeight: '92vh',
        alignSelf: 'flex-end',
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
        transform: `translateY(${drag.offset}px)`,
        transition: drag.offset === 0 ? 'transform 150ms ease-out' : 'none',
      }
    : {};
  return (
    <Dialog
      open={isOpen}
      onClose={() => {}}
      aria-labelledby={TITLE_ID}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { sx: sheet, 'data-testid': 'bid-schedule' } as object }}
    >
      <Box
        {...(isMobile ? drag.handlers : {})}
        data-testid="bid-schedule-handle"
        sx={{
          px: { xs: 2, sm: 3 },
          pt: isMobile ? 1 : 2.5,
          pb: 1,
          ...(isMobile && { touchAction: 'none', userSelect: 'none' }),
        }}
      >
        {isMobile ? (
          <Box
            aria-hidden
            sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mb: 1.5 }}
          />
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={TITLE_ID} variant="h2" component="h2" sx={{ flexGrow: 1 }}>
            Weekly Minimum Bid Schedule{target?.typeLabel ? `: ${target.typeLabel}` : ''}
          </Typography>
          <Tooltip title="The schedule is based on Eastern Standard Time: each minimum is set for an Eastern hour. The rows show your time zone.">
            <IconButton size="small" aria-label="About the schedule's time zone">
              <InfoOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton aria-label="Close the schedule" onClick={onClose}>
            <CloseOutlined />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1, flexWrap: 'wrap' }}>
          <ClockBadge now={now} zone={zone} label={label} />
          {target?.campaignName ? (
            <Typography variant="body2" color="text.secondary">
              {target.campaignName}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 }, pt: 1 }}>
        {target && data ? (
          <ScheduleBody target={target} grouped={data} zone={zone} now={now} compact={isMobile} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
            <CircularProgress aria-label="Loading the schedule" />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
