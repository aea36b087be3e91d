import Alert from '@mui/material/Alert';
import { switchedOnWords } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
import { useCampaigns, useCreateCampaign } from '../api/campaigns';
import { useCompanyMetadata } from '../api/company-metadata';
import { useGeoTemplates } from '../api/geo-templates';
import { CreationForm } from '../components/creation/creation-form';

/** `/campaign-creation`: join an available campaign and set it up; it goes live when created. */
export function CampaignCreationPage() {
  const campaigns = useCampaigns();
  const templates = useGeoTemplates();
  const metadata = useCompanyMetadata();
  const create = useCreateCampaign();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { zone } = useTimeZone();
  const failed = campaigns.error ?? templates.error ?? metadata.error;
  const isReady = campaigns.data && templates.data && metadata.data;
  return (
    <>
      <PageTitle subtitle="Choose an available campaign, set your bid, limit and hours. It buys within its hours once created.">
        Create a campaign
      </PageTitle>
      {failed ? <Alert severity="error">{errorMessage(failed)}</Alert> : null}
      {isReady ? (
        <CreationForm
          offers={campaigns.data.available_campaigns}
          templates={templates.data.templates}
          leadTypes={metadata.data.leadTypes}
          defaults={{
            limit: metadata.data.defaults.limit,
            bidPercent: metadata.data.defaults.bidPercent,
            hours: metadata.data.defaults.hours,
          }}
          onSubmit={async (input) => {
            const campaign = await create.mutateAsync(input);
            const words = switchedOnWords(campaign.hours, zone);
            enqueueSnackbar(`${campaign.nickname} was created and ${words}`, { variant: 'success' });
            await navigate(paths.campaigns.build('all'));
          }}
        />
      ) : failed ? null : (
        <PageLoader />
      )}
    </>
  );
}
