import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api-error';
import { useTutorials } from '../api/tutorials';
import { TutorialCard } from '../components/tutorial-card';

/** `/tutorial`: short videos of the portal, each with its steps and the page where it is done. */
export function TutorialPage() {
  const tutorials = useTutorials();
  const watched = tutorials.data?.filter((tutorial) => tutorial.watched).length ?? 0;
  return (
    <>
      <PageTitle
        subtitle={
          tutorials.data
            ? `${watched} of ${tutorials.data.length} watched. Each video shows a task in the portal, with captions.`
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
