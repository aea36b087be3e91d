import CheckCircle from '@mui/icons-material/CheckCircle';
import OpenInBrowser from '@mui/icons-material/OpenInBrowser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Tutorial } from '@vanbid/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useViewTutorial } from '../api/tutorials';
import { TutorialVideo } from './tutorial-video';

const length = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`);
const views = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;

/** One tutorial: its video (each play counted), the steps in words, and the page where it is done. */
export function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const view = useViewTutorial();
  const navigate = useNavigate();
  const [summary, ...steps] = tutorial.description.split('\n');
  const titleId = `tutorial-${tutorial._id}`;
  // A guide without a video counts when it is opened, as before videos.
  const open = () => {
    if (tutorial.videoUrl === null) view.mutate(tutorial._id);
    navigate(tutorial.url);
  };
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      {tutorial.videoUrl !== null && tutorial.captionsUrl !== null ? (
        <TutorialVideo
          title={tutorial.title}
          videoUrl={tutorial.videoUrl}
          captionsUrl={tutorial.captionsUrl}
          posterUrl={tutorial.posterUrl}
          onPlay={() => view.mutate(tutorial._id)}
        />
      ) : null}
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={length(tutorial.durationSeconds)} />
          {tutorial.watched ? (
            <Chip size="small" color="success" icon={<CheckCircle />} label="Watched" />
          ) : null}
          <Typography variant="body2" color="text.secondary" data-testid="tutorial-views">
            {views(tutorial.views)}
          </Typography>
        </Box>
        <Typography id={titleId} variant="h6" component="h2">
          {tutorial.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {summary}
        </Typography>
        {steps.length > 0 ? (
          <Box component="ol" sx={{ pl: 2.5, mb: 0, mt: 1.5 }}>
            {steps.map((step) => (
              <li key={step}>
                <Typography variant="body2">{step}</Typography>
              </li>
            ))}
          </Box>
        ) : null}
        {view.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(view.error)}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" startIcon={<OpenInBrowser />} onClick={open}>
          Try it yourself
        </Button>
      </CardActions>
    </Card>
  );
}
