import { matchRoutes, Navigate, redirect, type RouteObject } from 'react-router';
import { RequireAuth } from './features/auth/RequireAuth';
import { SessionGate } from './features/auth/SessionGate';
import { RouteError } from './features/errors/RouteError';
import { lazyScreen } from './ui/lazyScreen';

// Each area loads on first visit, so heavy screens (graphs, maps) never weigh on sign-in.
// The signed-in shell too: its menus, drawer and icons are not part of the sign-in page.
const DashboardLayout = lazyScreen(() => import('./features/shell/DashboardLayout').then((m) => ({ default: m.DashboardLayout })));
const DashboardIndex = lazyScreen(() => import('./features/shell/DashboardIndex').then((m) => ({ default: m.DashboardIndex })));
const LoginPage = lazyScreen(() => import('./features/auth/LoginPage'));
const LogoutPage = lazyScreen(() => import('./features/auth/LogoutPage'));
// Account security (issue 36): the public pages of mailed links, loaded when opened.
const ForgotPasswordPage = lazyScreen(() => import('./features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('./features/auth/ResetPasswordPage'));
const ConfirmEmailPage = lazyScreen(() => import('./features/auth/ConfirmEmailPage'));
const SignUpPage = lazyScreen(() => import('./features/signup/SignUpPage'));
const TeamSetupPage = lazyScreen(() => import('./features/signup/TeamSetupPage'));
const MemberJoinPage = lazyScreen(() => import('./features/signup/MemberJoinPage'));
const NotFoundPage = lazyScreen(() => import('./features/errors/NotFoundPage'));
const FarmsPage = lazyScreen(() => import('./features/farms/FarmsPage'));
const FieldReportPage = lazyScreen(() => import('./features/fieldReport/FieldReportPage'));
const AccountsPage = lazyScreen(() => import('./features/accounts/AccountsPage'));
const SubscriptionsPage = lazyScreen(() => import('./features/subscriptions/SubscriptionsPage'));
const SubscriptionHistoryTab = lazyScreen(() => import('./features/subscriptions/SubscriptionHistoryTab'));
const DealerSummaryTab = lazyScreen(() => import('./features/subscriptions/DealerSummaryTab'));
const AuditTab = lazyScreen(() => import('./features/subscriptions/AuditTab'));
const ShopPage = lazyScreen(() => import('./features/shop/ShopPage'));
const ProductPage = lazyScreen(() => import('./features/shop/ProductPage'));
const ContactPage = lazyScreen(() => import('./features/contact/ContactPage'));
const HelpPage = lazyScreen(() => import('./features/help/HelpPage'));
const EditAccountPage = lazyScreen(() => import('./features/profile/EditAccountPage'));
const SitesPage = lazyScreen(() => import('./features/sites/SitesPage'));
const SiteDetailLayout = lazyScreen(() => import('./features/siteDetail/SiteDetailLayout'));
const SiteConfigPage = lazyScreen(() => import('./features/siteConfig/SiteConfigPage'));
const SiteAboutPage = lazyScreen(() => import('./features/siteConfig/SiteAboutPage'));
// The graph screen's code (uPlot, tables, dialogs) loads only when its route opens.
const SiteGraphPage = lazyScreen(() => import('./features/siteGraph/SiteGraphPage'));
const SiteTemplatePage = lazyScreen(() => import('./features/templates/SiteTemplatePage'));
// The irrigation planner (its table, filters and Log irrigation dialog) loads when opened.
const PlannerPage = lazyScreen(() => import('./features/planner/PlannerPage'));
// Export's background files and weekly e-mails (issue 32): where the ready e-mail and the bell lead.
const ExportsPage = lazyScreen(() => import('./features/export/ExportsPage'));
// A farm's season water account (its chart, table, CSV and print), the farm navbar's Water tab.
const WaterAccountPage = lazyScreen(() => import('./features/planner/WaterAccountPage'));
// Fleet health (issue 30): every probe the user services, its table, filters and side panel.
const FleetPage = lazyScreen(() => import('./features/fleet/FleetPage'));
const OutboxPage = lazyScreen(() => import('./features/outbox/OutboxPage'));
// Webhooks (issue 32): the admin's own account's receivers of alert events.
const WebhooksPage = lazyScreen(() => import('./features/webhooks/WebhooksPage'));
const UnsubscribePage = lazyScreen(() => import('./features/notifications/UnsubscribePage'));

const toNotFound = <Navigate to="/not-found" replace />;

/**
 * A route's `handle`: its screen's preload, started before React reaches the route
 * (preloadRouteChunks), so the screen renders without suspending when React gets there.
 */
interface RouteHandle {
  preload?: () => Promise<unknown>;
}
const preloadSitesPage: RouteHandle = { preload: SitesPage.preload };
const preloadSiteGraphPage: RouteHandle = { preload: SiteGraphPage.preload };

/** Routes of spec 000 §2.1. Paths match case-insensitively, so /signup and /signUp are one route. */
export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'confirm-email', element: <ConfirmEmailPage /> },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: 'alerts/unsubscribe', element: <UnsubscribePage /> },
      {
        path: 'signUp',
        children: [
          { index: true, element: <SignUpPage /> },
          { path: 'org/businessInfo', element: <TeamSetupPage /> },
          { path: 'org/personalInfo', element: <TeamSetupPage /> },
          { path: 'org/inviteMembers', element: <TeamSetupPage /> },
          { path: 'member/personalInfo', element: <MemberJoinPage /> },
          { path: ':encryptedKey', element: <SignUpPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <DashboardLayout />,
            handle: { preload: DashboardLayout.preload } satisfies RouteHandle,
            children: [
              {
                path: 'dashboard',
                children: [
                  { index: true, element: <DashboardIndex /> },
                  {
                    path: 'farms',
                    children: [
                      // A loader (not <Navigate>) so the query string (?filter=…) survives and a repeated click redirects again.
                      { index: true, loader: ({ request }) => redirect(`/dashboard/farms/list-view${new URL(request.url).search}`) },
                      { path: 'list-view', element: <FarmsPage /> },
                      { path: 'tree-view', element: <FarmsPage /> },
                      { path: 'map-view', element: <FarmsPage /> },
                      { path: 'field-report', element: <FieldReportPage /> },
                      { path: '*', element: toNotFound },
                    ],
                  },
                  { path: 'groups/*', element: <AccountsPage /> },
                  {
                    path: 'shop',
                    children: [
                      // Spec 002 §2.1: the shop (reached from Update Subscription) and a plan's page.
                      { index: true, element: <ShopPage /> },
                      { path: 'product/:productId', element: <ProductPage /> },
                      {
                        // Spec 002 §2.1: the Subscription page's tabs are sub-paths of one page.
                        path: 'subscriptions',
                        element: <SubscriptionsPage />,
                        children: [
                          { index: true, element: <SubscriptionHistoryTab /> },
                          { path: 'plans', element: <DealerSummaryTab /> },
                          { path: 'audit', element: <AuditTab /> },
                          { path: '*', element: toNotFound },
                        ],
                      },
                      { path: '*', element: toNotFound },
                    ],
                  },
                  { path: 'contact', element: <ContactPage /> },
                  { path: 'help', element: <HelpPage /> },
                  { path: 'planner', element: <PlannerPage /> },
                  { path: 'exports', element: <ExportsPage /> },
                  { path: 'fleet', element: <FleetPage /> },
                  // The farm's pages live at /farm/{farmid}/…; this spelling of the Water tab leads there.
                  {
                    path: 'farm/:farmid/water',
                    loader: ({ params }) => redirect(`/farm/${encodeURIComponent(params.farmid ?? '')}/water`),
                  },
                  { path: 'edit-account', element: <EditAccountPage /> },
                  { path: 'outbox', element: <OutboxPage /> },
                  { path: 'webhooks', element: <WebhooksPage /> },
                  { path: '*', element: toNotFound },
                ],
              },
              {
                path: 'farm/:farmid',
                children: [
                  { index: true, element: <Navigate to="sites" replace />, handle: preloadSitesPage },
                  {
                    // The side navbar's panels (spec 001 §2.1) are sub-paths of one page.
                    path: 'sites',
                    element: <SitesPage />,
                    handle: preloadSitesPage,
                    // The page draws the panel itself: these leaves render nothing (element null, not
                    // left out, which React Router warns about on every visit).
                    children: [
                      { index: true, element: null },
                      { path: 'notifications', element: null },
                      { path: 'user-access', element: null },
                      { path: 'settings', element: null },
                      { path: '*', element: toNotFound },
                    ],
                  },
                  { path: 'water', element: <WaterAccountPage /> },
                  {
                    path: 'site/:siteid/:siteObjId/:twigid',
                    element: <SiteDetailLayout />,
                    handle: { preload: SiteDetailLayout.preload } satisfies RouteHandle,
                    children: [
                      {
                        index: true,
                        element: <Navigate to="graph" replace />,
                        handle: preloadSiteGraphPage,
                      },
                      { path: 'about', element: <SiteAboutPage /> },
                      { path: 'graph', element: <SiteGraphPage />, handle: preloadSiteGraphPage },
                      { path: 'template', element: <SiteTemplatePage /> },
                      { path: 'config+subs', element: <SiteConfigPage /> },
                      { path: '*', element: toNotFound },
                    ],
                  },
                  { path: '*', element: toNotFound },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: toNotFound },
    ],
  },
];

/**
 * Starts loading the chunks of every lazy screen the URL opens at once (the shell, the sites page; the
 * site's layout and its graph), instead of each after its parent has rendered: on a phone the waves
 * of a discovery chain cost seconds cold and ~1 s warm (issue 37). The lazy screens above share their
 * preload with the handle, so they render what it loaded, without suspending. Only routes that name a
 * preload in their handle take part; the others keep loading as they render. Settles when all have
 * loaded or failed (a failed download is retried, and reported, by the lazy screen that renders the route).
 */
export function preloadRouteChunks(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.());
  return Promise.allSettled(loads).then(() => undefined);
}
