import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { guestSessionRefusal, type ReturnKind, whoCan } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useCan, useIsSupportSession } from '../../../lib/use-can';
import { useReturnOptions } from '../api/returns';
import { ReturnDialog } from './return-dialog';
import { ReturnStatusChip, returnStatusWords } from './return-status';

/** Why this session cannot return an item (a role without money, or Vanbid support); null when it can. */
function useRefusalToReturn(kind: ReturnKind): string | null {
  const canMoveMoney = useCan('move_money');
  const isSupportSession = useIsSupportSession();
  if (canMoveMoney) return null;
  const whoMay = `Only ${whoCan('move_money')} can return a ${kind}.`;
  return (isSupportSession ? guestSessionRefusal('move_money') : undefined) ?? whoMay;
}

/**
 * "Return" beside a lead's or call's title: opens the dialog while it can be returned (by a role
 * that moves money), and shows what became of its return once asked ("Returned — credited $12.00").
 */
export function ReturnButton({ kind, id }: { kind: ReturnKind; id: number }) {
  const options = useReturnOptions(kind, id);
  const refusal = useRefusalToReturn(kind);
  const [isOpen, setOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const data = options.data;
  const status = useRef<HTMLDivElement>(null);
  /** Set when a return was just asked for: its status takes the focus the Return button had. */
  const isFocusOwed = useRef(false);
  const latestId = data?.latest?.id;
  useEffect(() => {
    // Once the dialog is closed and the status is shown, whichever came last.
    if (isOpen || latestId === undefined || !isFocusOwed.current) return;
    // The Return button had the focus and is gone: without this the page would keep it, and the
    // drawer around (its Escape) would no longer hear the keyboard.
    isFocusOwed.current = false;
    status.current?.focus();
  }, [isOpen, latestId]);
  if (!data) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {data.latest ? (
        <Box ref={status} tabIndex={-1} sx={{ borderRadius: 4, '&:focus': { outline: 'none' } }}>
          <ReturnStatusChip item={data.latest} />
        </Box>
      ) : null}
      {data.latest ? null : (
        <Tooltip title={data.why_not ?? refusal ?? ''}>
          <span>
            <Button
              variant="outlined"
              size="small"
              startIcon={<AssignmentReturnOutlined />}
              disabled={!data.is_returnable || refusal !== null}
              onClick={() => setOpen(true)}
            >
              Return
            </Button>
          </span>
        </Tooltip>
      )}
      {isOpen ? (
        <ReturnDialog
          kind={kind}
          id={id}
          options={data}
          onClose={() => setOpen(false)}
          onDecided={(item) => {
            isFocusOwed.current = true;
            setOpen(false);
            enqueueSnackbar(
              item.decision ? `${returnStatusWords(item)}: ${item.decision}` : returnStatusWords(item),
              { variant: item.status === 'refused' ? 'warning' : 'success' },
            );
          }}
        />
      ) : null}
    </Stack>
  );
}
