/**
 * The signed-in frame's line about writes kept on this device and not yet sent (issue 37).
 * Mounted by DashboardLayout; filled in by the offline write queue.
 */
export function OutboxStatus() {
  return null;
}
