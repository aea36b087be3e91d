import CheckCircle from '@mui/icons-material/CheckCircle';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import {
  allowedRouteStep,
  currentMenuStep,
  MENU_STEP_ROUTES,
  routeStepDone,
  type SetupContext,
  type SetupFlags,
  WIZARD_MENU_STEPS,
  wizardRouteSteps,
} from '@vanbid/domain';
import { useId, useState } from 'react';
import { useIsMobile } from '../../../hooks/use-is-mobile';

type StepState = 'done' | 'current' | 'todo';

const NON_MAIN_OWNER: SetupContext = { isContactInvitee: false, isMainAccount: false };

/** A finished step is checked; the current is the first unfinished one of the user's path. */
function stepState(routeStep: number, current: number | null, flags: SetupFlags): StepState {
  if (current === null || routeStepDone(routeStep, flags)) return 'done';
  return MENU_STEP_ROUTES[current] === routeStep ? 'current' : 'todo';
}

const ICONS = {
  done: <CheckCircle color="success" fontSize="small" />,
  current: <RadioButtonChecked color="primary" fontSize="small" />,
  todo: <RadioButtonUnchecked sx={{ color: 'text.secondary' }} fontSize="small" />,
} as const;

const STATE_LABELS = { done: 'done', current: 'current step', todo: 'to do' } as const;

interface WizardMenuProps {
  flags: SetupFlags;
  /** Who is setting up: a contact invitee sees only their two steps, a main account no initial payment. */
  state?: SetupContext;
  /** The route step open now (`/wizard/:step`). */
  current?: number;
  /** Opens a step; steps the user may open are buttons. */
  onOpen?: (routeStep: number) => void;
}

/**
 * The wizard's step menu (docs/product.md §3): the current step marked, finished ones ticked and
 * reachable. On a phone it folds behind a button naming the open step, so the step comes first.
 */
export function WizardMenu({ flags, state, current, onOpen }: WizardMenuProps) {
  const isPhone = useIsMobile();
  const [isUnfolded, setUnfolded] = useState(false);
  const listId = useId();
  const context = state ?? NON_MAIN_OWNER;
  const path = wizardRouteSteps(context);
  const entries = WIZARD_MENU_STEPS.map((label, index) => ({ label, routeStep: MENU_STEP_ROUTES[index]! }))
    .filter(({ routeStep }) => path.includes(routeStep))
    .map((entry, position) => ({ ...entry, number: position + 1 }));
  const due = currentMenuStep(flags, context);
  const open = (routeStep: number) => {
    setUnfolded(false);
    onOpen?.(routeStep);
  };
  const list = (
    <List id={listId} component="ol" disablePadding sx={{ display: 'grid', gap: 0.5 }}>
      {entries.map(({ label, routeStep, number }) => {
        const itemState = stepState(routeStep, due, flags);
        const isOpen = current === routeStep;
        const canOpen = Boolean(onOpen && state) && allowedRouteStep(routeStep, flags, state!) === routeStep;
        const content = (
          <>
            <ListItemIcon sx={{ minWidth: 34 }}>{ICONS[itemState]}</ListItemIcon>
            <ListItemText
              primary={`${number}. ${label}`}
              secondary={STATE_LABELS[itemState]}
              slotProps={{ primary: { sx: { fontWeight: isOpen || itemState === 'current' ? 700 : 500 } } }}
            />
          </>
        );
        return (
          <ListItem
            key={label}
            component="li"
            disablePadding={canOpen}
            aria-current={isOpen ? 'step' : undefined}
            sx={{ borderRadius: 2, bgcolor: isOpen ? 'rgba(29, 78, 216, 0.09)' : undefined }}
          >
            {canOpen ? (
              <ListItemButton sx={{ borderRadius: 2 }} onClick={() => open(routeStep)}>
                {content}
              </ListItemButton>
            ) : (
              content
            )}
          </ListItem>
        );
      })}
    </List>
  );
  if (!isPhone) return <nav aria-label="Setup steps">{list}</nav>;
  const openEntry = entries.find((entry) => entry.routeStep === current);
  const summary = openEntry
    ? `Step ${openEntry.number} of ${entries.length}: ${openEntry.label}`
    : `${entries.length} setup steps`;
  return (
    <nav aria-label="Setup steps">
      <Button
        fullWidth
        color="inherit"
        aria-expanded={isUnfolded}
        aria-controls={listId}
        endIcon={isUnfolded ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setUnfolded((value) => !value)}
        sx={{ justifyContent: 'space-between', textTransform: 'none', fontWeight: 700 }}
      >
        {summary}
      </Button>
      <Collapse in={isUnfolded}>{list}</Collapse>
    </nav>
  );
}
