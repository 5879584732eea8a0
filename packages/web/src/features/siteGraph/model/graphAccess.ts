/**
 * What the graph offers a user for a site (spec 001 §6): Gold or admin for download, prediction
 * and stages (`premium`); the GDD tab locked on a Silver plan; Delete Data with the
 * `graphData:delete` permission on a site with a gateway (twig).
 */
export function graphAccess(
  profile: { role: { name: string }; permissions: readonly string[] },
  site: { plan: string; twigId: string | null },
): { premium: boolean; gddBlocked: boolean; canDelete: boolean } {
  const admin = profile.role.name === 'tilth_admin';
  return {
    premium: admin || site.plan === 'Gold',
    gddBlocked: !admin && site.plan === 'Silver',
    canDelete: profile.permissions.includes('graphData:delete') && site.twigId !== null,
  };
}
