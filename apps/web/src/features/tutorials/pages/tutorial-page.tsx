import CheckCircle from '@mui/icons-material/CheckCircle';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
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
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api-error';
import { useTutorials, useViewTutorial } from '../api/tutorials';

const minutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;
const views = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;

function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const view = useViewTutorial();
  const navigate = useNavigate();
  const [summary, ...steps] = tutorial.description.split('\n');
  const start = () =>
    view.mutateAsync(tutorial._id).then(
      () => navigate(tutorial.url),
      () => {},
    );
  return (
    <Card
      component="article"
      aria-labelledby={`tutorial-${tutorial._id}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={minutes(tutorial.durationSeconds)} />
          {tutorial.watched ? (
            <Chip size="small" color="success" icon={<CheckCircle />} label="Watched" />
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {views(tutorial.views)}
          </Typography>
        </Box>
        <Typography id={`tutorial-${tutorial._id}`} variant="h6" component="h2">
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
        <Button
          variant={tutorial.watched ? 'outlined' : 'contained'}
          startIcon={<PlayCircleOutline />}
          onClick={start}
        >
          {tutorial.watched ? 'Go through it again' : 'Start'}
        </Button>
      </CardActions>
    </Card>
  );
}

/** `/tutorial`: short guided walk-throughs of the portal, each opening the page where it is done. */
export function TutorialPage() {
  const tutorials = useTutorials();
  const watched = tutorials.data?.filter((tutorial) => tutorial.watched).length ?? 0;
  return (
    <>
      <PageTitle
        subtitle={
          tutorials.data
            ? `${watched} of ${tutorials.data.length} done. Each guide opens the page where you do it.`
            : ' '
        }
      >
        Tutorials
      </PageTitle>
      {tutorials.isPending ? <PageLoader /> : null}
      {tutorials.isError ? <Alert severity="error">{errorMessage(tutorials.error)}</Alert> : null}
      {tutorials.data?.length === 0 ? (
        <Typography color="text.secondary">No tutorials yet.</Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {tutorials.data?.map((tutorial) => (
          <TutorialCard key={tutorial._id} tutorial={tutorial} />
        ))}
      </Box>
    </>
  );
}
