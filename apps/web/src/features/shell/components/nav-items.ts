import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../../config/paths';
import type { FeatureName } from '../api/features';

export interface NavItem {
  label: string;
  to: string;
  Icon: typeof SvgIcon;
  /** Path prefixes that mark this entry as the current one (only the path itself when `exact`). */
  activeFor: readonly string[];
  exact?: boolean;
  /** The feature switch that hides this entry when off. */
  feature?: FeatureName;
}

/** The side navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Campaigns',
    to: paths.campaigns.build('recent'),
    Icon: CampaignOutlined,
    activeFor: [
      '/campaigns',
      '/calls-dashboard',
      '/branded-dashboard',
      '/leads-dashboard',
      '/campaign-creation',
    ],
  },
  { label: 'Call log', to: paths.callLog.build(), Icon: PhoneInTalkOutlined, activeFor: ['/call-log'] },
  { label: 'Lead log', to: paths.leadLog.build(), Icon: ListAltOutlined, activeFor: ['/lead-log'] },
  {
    label: 'Free branded calls',
    to: paths.freeBrandedCalls.build(),
    Icon: VerifiedOutlined,
    activeFor: ['/free-branded-calls'],
    feature: 'brandedCalls',
  },
  {
    label: 'Wallet',
    to: paths.wallet.build(),
    Icon: AccountBalanceWalletOutlined,
    activeFor: ['/wallet'],
    feature: 'wallet',
  },
  { label: 'Transactions', to: paths.billing.build(), Icon: ReceiptLongOutlined, activeFor: ['/billing'] },
  { label: 'Returns', to: paths.returns.build(), Icon: AssignmentReturnOutlined, activeFor: ['/returns'] },
  {
    label: 'Payment options',
    to: paths.paymentDetails.build(),
    Icon: CreditCardOutlined,
    activeFor: ['/paymentdetails', '/add-card'],
  },
  {
    label: 'Notifications',
    to: paths.notifications.build(),
    Icon: NotificationsOutlined,
    activeFor: ['/notifications'],
  },
  {
    label: 'Settings',
    to: paths.settings.build(),
    Icon: SettingsOutlined,
    activeFor: ['/settings', '/select-auth-contact', '/add-auth-contact', '/add-auth-contact-settings'],
  },
  {
    label: 'Tutorials',
    to: paths.tutorial.build(),
    Icon: OndemandVideoOutlined,
    activeFor: ['/tutorial'],
    feature: 'tutorials',
  },
  { label: 'Profile', to: paths.profile.build(), Icon: PersonOutlined, activeFor: ['/profile'] },
];

/** Vanbid support staff's navigation: the console. */
export const SUPPORT_NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Accounts',
    to: paths.supportAccounts.build(),
    Icon: BusinessOutlined,
    activeFor: ['/support'],
    exact: true,
  },
  {
    label: 'ID reviews',
    to: paths.supportIdReviews.build(),
    Icon: BadgeOutlined,
    activeFor: ['/support/id-reviews'],
  },
  {
    label: 'Feedback',
    to: paths.supportFeedback.build(),
    Icon: FeedbackOutlined,
    activeFor: ['/support/feedback'],
  },
  {
    label: 'Returns',
    to: paths.supportReturns.build(),
    Icon: AssignmentReturnOutlined,
    activeFor: ['/support/returns'],
  },
  { label: 'Mailbox', to: paths.supportMailbox.build(), Icon: MailOutlined, activeFor: ['/support/mailbox'] },
  {
    label: 'Text messages',
    to: paths.supportTexts.build(),
    Icon: SmsOutlined,
    activeFor: ['/support/texts'],
  },
  { label: 'Profile', to: paths.profile.build(), Icon: PersonOutlined, activeFor: ['/profile'] },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.activeFor.some(
    (prefix) => pathname === prefix || (!item.exact && pathname.startsWith(`${prefix}/`)),
  );
}
