import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SetupContext } from '@vanbid/domain';
import { whatYouNeed } from '../lib/wizard-steps';

/** Before the first step: what the setup will ask for. */
export function WhatYouNeed({ context }: { context: SetupContext }) {
  return (
    <Alert severity="info" icon={false} data-testid="what-you-need">
      <AlertTitle>Have these at hand</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {whatYouNeed(context).map((item) => (
          <li key={item.title}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.detail}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
