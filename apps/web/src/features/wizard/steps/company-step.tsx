import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type CompanyInfo, type CompanyInfoInput, companyInfoInput } from '@vanbid/contract';
import { COMPANY_TYPES, deriveCompanyType, US_STATES } from '@vanbid/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useZipInfo } from '../../../components/payment-method-forms/zip-codes';
import { errorMessage } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/server-fields';
import { useCompanyInfo, useSaveCompany } from '../api/setup-steps';
import { StepCard } from '../components/step-card';

const EMPTY: CompanyInfoInput = {
  companyName: '',
  companyBusinessAddress: '',
  companyCity: '',
  companyState: '',
  companyZipCode: '',
  companyPhoneNumber: '',
  companyEmailAddress: '',
  companyUsDotNumber: '',
  companyLocalStateLicenseNumber: '',
  companyVanLinesAffiliation: '',
};

function fromSaved(saved: CompanyInfo): CompanyInfoInput {
  return Object.fromEntries(
    Object.keys(EMPTY).map((key) => [key, saved[key as keyof CompanyInfo] ?? '']),
  ) as CompanyInfoInput;
}

const typeLabel = (value: string | undefined) => COMPANY_TYPES.find((type) => type.value === value)?.label;

/**
 * `/wizard/1`: the company's details; the type follows from the DOT and licence numbers. The form
 * opens once the saved details are read, so nothing typed is replaced by them arriving late.
 */
export function CompanyStep({ onDone }: { onDone: () => unknown }) {
  const saved = useCompanyInfo();
  if (saved.isPending)
    return (
      <StepCard title="Company info" subtitle="Step 1 — tell us about your moving company.">
        <CircularProgress aria-label="Loading your company's details" />
      </StepCard>
    );
  return <CompanyForm initial={saved.data ? fromSaved(saved.data) : EMPTY} onDone={onDone} />;
}

function CompanyForm({ initial, onDone }: { initial: CompanyInfoInput; onDone: () => unknown }) {
  const save = useSaveCompany();
  const form = useForm<CompanyInfoInput>({
    resolver: zodResolver(companyInfoInput) as never,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setValue, setError } = form;
  const [zip, dot, licence] = useWatch({
    control,
    name: ['companyZipCode', 'companyUsDotNumber', 'companyLocalStateLicenseNumber'],
  });
  const zipInfo = useZipInfo(zip ?? '');
  useEffect(() => {
    const info = zipInfo.data;
    if (info && 'city' in info) {
      setValue('companyCity', info.city, { shouldValidate: true });
      setValue('companyState', info.state, { shouldValidate: true });
    }
  }, [zipInfo.data, setValue]);
  const companyType = typeLabel(deriveCompanyType({ usDotNumber: dot, stateLicenseNumber: licence }));
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onSuccess: onDone, onError: (error) => showServerFieldErrors(error, setError) }),
  );
  const field = (name: keyof CompanyInfoInput, label: string, extra: object = {}) => (
    <ControlledTextField control={control} name={name} label={label} {...extra} />
  );
  return (
    <StepCard title="Company info" subtitle="Step 1 — tell us about your moving company.">
      <Box
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Company info"
        sx={{ display: 'grid', gap: 1 }}
      >
        {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
        {field('companyName', 'Company name', { autoComplete: 'organization', required: true })}
        {field('companyBusinessAddress', 'Business address', {
          autoComplete: 'street-address',
          required: true,
        })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          {field('companyZipCode', 'ZIP code', {
            inputMode: 'numeric',
            autoComplete: 'postal-code',
            required: true,
            helperText: 'Fills city and state',
          })}
          {field('companyCity', 'City', { autoComplete: 'address-level2', required: true })}
          {field('companyState', 'State', {
            select: true,
            required: true,
            children: US_STATES.map((state) => (
              <MenuItem key={state.code} value={state.code}>
                {state.name}
              </MenuItem>
            )),
          })}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('companyPhoneNumber', 'Phone number', { type: 'tel', autoComplete: 'tel', required: true })}
          {field('companyEmailAddress', 'E-mail address', {
            type: 'email',
            autoComplete: 'email',
            required: true,
          })}
          {field('companyUsDotNumber', 'US DOT number', {
            inputMode: 'numeric',
            helperText: 'Interstate movers: 1 to 8 digits',
          })}
          {field('companyLocalStateLicenseNumber', 'State licence number', {
            helperText: 'Intrastate movers, as on the licence',
          })}
        </Box>
        <Typography data-testid="company-type" sx={{ mb: 1 }}>
          Company type: <strong>{companyType ?? 'enter a DOT or licence number'}</strong>
        </Typography>
        {field('companyVanLinesAffiliation', 'Van line affiliation (optional)')}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save and continue'}
          </Button>
        </Box>
      </Box>
    </StepCard>
  );
}
