import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useContactPhoneNumbers } from '../../../lib/api/contact-phone-numbers';
import { telHref } from '../../../lib/tel-href';

/** The user menu's help entries: Vanbid's support and sales numbers, each a `tel:` link. */
export function HelpMenuItems({ onChoose }: { onChoose: () => void }) {
  const { data } = useContactPhoneNumbers();
  if (!data || data.phoneNumbers.length === 0) return null;
  return [
    <ListSubheader key="help" sx={{ lineHeight: 2.5 }}>
      Help
    </ListSubheader>,
    ...data.phoneNumbers.map((phone) => (
      <MenuItem key={phone.number} component="a" href={telHref(phone.number)} onClick={onChoose}>
        <ListItemIcon>
          <PhoneOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={`Call ${phone.label.toLowerCase()}`} secondary={phone.number} />
      </MenuItem>
    )),
  ];
}
