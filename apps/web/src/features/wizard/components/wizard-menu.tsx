import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import {
  allowedRouteStep,
  currentMenuStep,
  MENU_STEP_FLAGS,
  type SetupContext,
  type SetupFlags,
  WIZARD_MENU_STEPS,
  wizardRouteSteps,
} from '@vanbid/domain';

type StepState = 'done' | 'current' | 'todo';

/** A step whose flag is set is checked; the current is the first unchecked one. */
function stepState(index: number, current: number | null, flags: SetupFlags): StepState {
  if (current === null || flags[MENU_STEP_FLAGS[index]!]) return 'done';
  return index === current ? 'current' : 'todo';
}

const ICONS = {
  done: <CheckCircle color="success" fontSize="small" />,
  current: <RadioButtonChecked color="primary" fontSize="small" />,
  todo: <RadioButtonUnchecked sx={{ color: 'text.secondary' }} fontSize="small" />,
} as const;

const STATE_LABELS = { done: 'done', current: 'current step', todo: 'to do' } as const;

interface WizardMenuProps {
  flags: SetupFlags;
  /** Who is setting up: a contact invitee sees only their two steps. */
  state?: SetupContext;
  /** The route step open now (`/wizard/:step`). */
  current?: number;
  /** Opens a step; steps the user may open are buttons. */
  onOpen?: (routeStep: number) => void;
}

/** The wizard's 5-step menu (docs/product.md §3): the current step marked, finished ones ticked and reachable. */
export function WizardMenu({ flags, state, current, onOpen }: WizardMenuProps) {
  const due = currentMenuStep(flags);
  const path = state ? wizardRouteSteps(state) : [1, 2, 3, 4, 5];
  return (
    <nav aria-label="Setup steps">
      <List component="ol" disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {WIZARD_MENU_STEPS.map((label, index) => {
          const routeStep = index + 1;
          if (!path.includes(routeStep)) return null;
          const itemState = stepState(index, due, flags);
          const isOpen = current === routeStep;
          const canOpen =
            Boolean(onOpen && state) && allowedRouteStep(routeStep, flags, state!) === routeStep;
          const content = (
            <>
              <ListItemIcon sx={{ minWidth: 34 }}>{ICONS[itemState]}</ListItemIcon>
              <ListItemText
                primary={`${index + 1}. ${label}`}
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
                <ListItemButton sx={{ borderRadius: 2 }} onClick={() => onOpen!(routeStep)}>
                  {content}
                </ListItemButton>
              ) : (
                content
              )}
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
