import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { currentMenuStep, type SetupFlags, WIZARD_MENU_STEPS } from '@vanbid/domain';

type StepState = 'done' | 'current' | 'todo';

/** Steps before the current one are checked (the current is the first unchecked); none left = all done. */
function stepState(index: number, current: number | null): StepState {
  if (current === null || index < current) return 'done';
  return index === current ? 'current' : 'todo';
}

const ICONS = {
  done: <CheckCircle color="success" fontSize="small" />,
  current: <RadioButtonChecked color="primary" fontSize="small" />,
  todo: <RadioButtonUnchecked sx={{ color: 'text.secondary' }} fontSize="small" />,
} as const;

const STATE_LABELS = { done: 'done', current: 'current step', todo: 'to do' } as const;

/** The wizard's 5-step menu (docs/product.md §3), the current step marked and finished ones ticked. */
export function WizardMenu({ flags }: { flags: SetupFlags }) {
  const current = currentMenuStep(flags);
  return (
    <nav aria-label="Setup steps">
      <List component="ol" disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {WIZARD_MENU_STEPS.map((label, index) => {
          const state = stepState(index, current);
          return (
            <ListItem
              key={label}
              component="li"
              aria-current={state === 'current' ? 'step' : undefined}
              sx={{
                borderRadius: 2,
                bgcolor: state === 'current' ? 'rgba(29, 78, 216, 0.09)' : undefined,
              }}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>{ICONS[state]}</ListItemIcon>
              <ListItemText
                primary={`${index + 1}. ${label}`}
                secondary={STATE_LABELS[state]}
                slotProps={{ primary: { sx: { fontWeight: state === 'current' ? 700 : 500 } } }}
              />
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
