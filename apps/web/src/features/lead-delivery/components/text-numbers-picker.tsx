import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDeliveryMobileNumbers } from '../api/lead-delivery';

/** Where a text destination sends: every confirmed number (`all`), or the ticked ones (`chosen`). */
export interface TextNumbersChoice {
  all: boolean;
  chosen: string[];
}

/**
 * The company's confirmed mobile numbers to tick; with none confirmed yet, it says so and links to
 * Settings, where members add and confirm their numbers.
 */
export function TextNumbersPicker({
  value,
  onChange,
  error,
}: {
  value: TextNumbersChoice;
  onChange: (value: TextNumbersChoice) => void;
  error?: string | undefined;
}) {
  const numbers = useDeliveryMobileNumbers(true);
  const toSettings = (
    <Link component={RouterLink} to={`${paths.settings.build()}#mobile-numbers`}>
      Settings → Mobile numbers
    </Link>
  );
  if (numbers.isPending) return <CircularProgress size={24} aria-label="Loading mobile numbers" />;
  if (numbers.isError) return <Alert severity="error">{errorMessage(numbers.error)}</Alert>;
  if (numbers.data.length === 0)
    return (
      <Alert severity="info">
        No mobile number of the company is confirmed yet. A number gets texts once it confirms the code we
        text it: add it in {toSettings}.
      </Alert>
    );
  const toggle = (phone: string, isTicked: boolean) =>
    onChange({
      all: false,
      chosen: isTicked ? [...value.chosen, phone] : value.chosen.filter((each) => each !== phone),
    });
  return (
    <FormGroup aria-label="Mobile numbers to text">
      <FormControlLabel
        control={
          <Checkbox
            checked={value.all}
            onChange={(event) => onChange({ ...value, all: event.target.checked })}
          />
        }
        label="Every confirmed number, also ones confirmed later"
      />
      {numbers.data.map((number) => (
        <FormControlLabel
          key={number.phone}
          sx={{ ml: 2 }}
          control={
            <Checkbox
              checked={value.all || value.chosen.includes(number.phone)}
              disabled={value.all}
              onChange={(event) => toggle(number.phone, event.target.checked)}
            />
          }
          label={
            <>
              {number.display}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {number.memberName}
              </Typography>
            </>
          }
        />
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <FormHelperText>
        One text per lead to each number: the name, phone, route and a link. More numbers: {toSettings}.
      </FormHelperText>
    </FormGroup>
  );
}
