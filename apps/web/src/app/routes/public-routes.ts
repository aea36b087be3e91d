import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { newUserLoader, notificationRedirectLoader, sessionLoader, stepLoader } from '../guards';
import { page } from '../lazy-page';

const INVITED_USER_STEPS = 2;
const INVITED_MANAGER_STEPS = 5;
const INVITED_OWNER_STEPS = 5;

/** Signing in: kept apart from the other pages' providers so that they load little. */
export const loginRoutes: RouteObject[] = [
  {
    path: paths.login.pattern,
    lazy: page(
      () => import('../../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.expiredLogin.pattern,
    lazy: page(
      () => import('../../features/auth/pages/expired-login-page'),
      (m) => m.ExpiredLoginPage,
    ),
  },
  {
    path: paths.resetPassword.pattern,
    lazy: page(
      () => import('../../features/auth/pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
    handle: { title: 'Reset password' },
  },
];

/** The other public routes (docs/product.md §2): no session needed, except where a loader says otherwise. */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.serviceAgreement.pattern,
    loader: sessionLoader,
    lazy: page(
      () => import('../../features/wizard/pages/service-agreement-page'),
      (m) => m.ServiceAgreementPage,
    ),
    handle: { title: 'Service agreement' },
  },
  {
    path: paths.acceptInvite.pattern,
    lazy: page(
      () => import('../../features/auth/pages/accept-invite-page'),
      (m) => m.AcceptInvitePage,
    ),
    handle: { title: 'Accept invitation' },
  },
  {
    path: paths.notificationRedirect.pattern,
    loader: notificationRedirectLoader,
    Component: PageSpinner,
  },
  {
    path: paths.newUser.pattern,
    loader: newUserLoader,
    lazy: page(
      () => import('../../features/auth/pages/new-user-page'),
      (m) => m.NewUserPage,
    ),
    handle: { title: 'Create your account' },
  },
  {
    path: paths.invitedUser.pattern,
    loader: stepLoader(INVITED_USER_STEPS),
    lazy: page(
      () => import('../../features/auth/pages/invited-user-page'),
      (m) => m.InvitedUserPage,
    ),
    handle: { title: 'Join your team' },
  },
  {
    path: paths.invitedManager.pattern,
    loader: stepLoader(INVITED_MANAGER_STEPS),
    lazy: page(
      () => import('../../features/auth/pages/invited-member-page'),
      (m) => m.InvitedManagerPage,
    ),
    handle: { title: 'Join as manager' },
  },
  {
    path: paths.invitedOwner.pattern,
    loader: stepLoader(INVITED_OWNER_STEPS),
    lazy: page(
      () => import('../../features/auth/pages/invited-member-page'),
      (m) => m.InvitedOwnerPage,
    ),
    handle: { title: 'Join as owner' },
  },
  {
    path: paths.transition.pattern,
    loader: sessionLoader,
    lazy: page(
      () => import('../../features/auth/pages/transition-page'),
      (m) => m.TransitionPage,
    ),
    handle: { title: 'Opening your account' },
  },
];
