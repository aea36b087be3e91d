import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { logClientEvent } from '../../../lib/client-log';
import { saveSelectedGlobalId, useSession } from '../../../lib/session';
import { type SelectableCompany, useSelectableCompanies } from '../api/companies';
import { CompanyAvatar } from './company-avatar';

function CompanyOption({ company }: { company: SelectableCompany }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, height: '1.4375em' }}>
      <CompanyAvatar name={company.name} logoUrl={company.logoUrl} size={22} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {company.name}
      </Box>
    </Box>
  );
}

/** Chooses the account the portal acts on; the guards re-run for the new account. */
export function CompanySelect() {
  const session = useSession();
  const { data: companies = [], isPending } = useSelectableCompanies();
  const navigate = useNavigate();
  const location = useLocation();
  const selected = companies.find((company) => company.globalId === session?.globalId);
  // The select's room (a small field's height) is kept while the companies load: the page under
  // the header does not jump down when it comes.
  if (session && isPending) return <Box aria-hidden sx={{ height: 40 }} />;
  if (!session || !selected) return null;

  const onChange = (value: string) => {
    saveSelectedGlobalId(Number(value));
    // Logged on the company opened.
    logClientEvent({
      event: 'Switched company',
      type: 'user_activity',
      importance: 1,
      content: { from: selected.globalId, to: Number(value) },
    });
    // The transition page names the account being opened, then comes back here (the guards re-run).
    void navigate(
      `${paths.transition.build()}?next=${encodeURIComponent(location.pathname + location.search)}`,
    );
  };

  return (
    <TextField
      select
      size="small"
      id="company-select"
      label="Company"
      value={String(selected.globalId)}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: 0, sm: 220 }, maxWidth: { xs: '100%', sm: 320 } }}
      slotProps={{ select: { renderValue: () => <CompanyOption company={selected} /> } }}
    >
      {companies.map((company) => (
        <MenuItem key={company.globalId} value={String(company.globalId)}>
          <CompanyOption company={company} />
        </MenuItem>
      ))}
    </TextField>
  );
}
