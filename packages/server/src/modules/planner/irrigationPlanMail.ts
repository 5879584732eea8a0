import { escapeHtml, plural, PRODUCT_NAME, type PlannerPage } from '@tilth/domain';
import type { MailMessage } from '../mail/mailer';

/** The weekly "Irrigation plan" e-mail: the planner's sites to irrigate this week, soonest first. */
export function irrigationPlanMail(to: string, name: string, page: PlannerPage, publicUrl: string): MailMessage {
  const due = page.rows.filter((r) => r.recommendation.irrigateBy !== null);
  const plannerUrl = `${publicUrl}/dashboard/planner`;
  const subject = due.length
    ? `${PRODUCT_NAME} irrigation plan: ${plural(due.length, 'site')} to irrigate this week`
    : `${PRODUCT_NAME} irrigation plan: nothing to irrigate this week`;
  const line = (r: PlannerPage['rows'][number]) => `${r.siteName} (${r.farmName}): ${r.recommendation.summary}. ${r.recommendation.reason}`;
  const text = [
    `Hello ${name},`,
    '',
    due.length ? 'The sites to irrigate this week, soonest first:' : 'No site you follow needs water within this week’s forecast.',
    ...due.map((r) => `  • ${line(r)}`),
    '',
    `Open the planner: ${plannerUrl}`,
    page.rainRule,
    '',
    'You chose this weekly e-mail in Edit Profile (Alerts); turn it off there.',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328;max-width:720px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;color:#1d5f30;margin:0 0 8px">${escapeHtml(subject)}</h1>
<p>Hello ${escapeHtml(name)},</p>
${
  due.length
    ? `<ul style="padding-left:18px">${due
        .map(
          (r) =>
            `<li><strong>${escapeHtml(r.siteName)}</strong> (${escapeHtml(r.farmName)}): <strong>${escapeHtml(r.recommendation.summary)}</strong>. ${escapeHtml(r.recommendation.reason)}</li>`,
        )
        .join('')}</ul>`
    : '<p>No site you follow needs water within this week’s forecast.</p>'
}
<p><a href="${escapeHtml(plannerUrl)}">Open the planner</a></p>
<p style="color:#5c636a;font-size:13px">${escapeHtml(page.rainRule)} You chose this weekly e-mail in Edit Profile (Alerts); turn it off there.</p></body></html>`;
  return { to, subject, text, html };
}
