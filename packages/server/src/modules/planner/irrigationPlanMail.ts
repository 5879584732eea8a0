import { escapeHtml, PRODUCT_NAME, type PlannerPage } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import { translate, type Values } from '../../lib/i18n/catalog';
import type { MailMessage } from '../mail/mailer';
import { plannerMailText, type PlannerMailKey } from './mailMessages';

/**
 * The weekly "Irrigation plan" e-mail: the planner's sites to irrigate this week, soonest first, in the
 * recipient's language (the recommendations' summaries and reasons, and the rain rule, are the planner's).
 */
export function irrigationPlanMail(to: string, name: string, page: PlannerPage, publicUrl: string, language: Language = 'en'): MailMessage {
  const t = (key: PlannerMailKey, values?: Values) => translate(language, plannerMailText, key, { product: PRODUCT_NAME, ...values });
  const due = page.rows.filter((r) => r.recommendation.irrigateBy !== null);
  const plannerUrl = `${publicUrl}/dashboard/planner`;
  const subject = due.length ? t('subjectDue', { count: due.length }) : t('subjectNone');
  const line = (r: PlannerPage['rows'][number]) => `${r.siteName} (${r.farmName}): ${r.recommendation.summary}. ${r.recommendation.reason}`;
  const text = [
    t('hello', { name }),
    '',
    due.length ? t('dueIntro') : t('noneIntro'),
    ...due.map((r) => `  • ${line(r)}`),
    '',
    t('openPlannerLine', { url: plannerUrl }),
    page.rainRule,
    '',
    t('chosen'),
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328;max-width:720px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;color:#1d5f30;margin:0 0 8px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(t('hello', { name }))}</p>
${
  due.length
    ? `<ul style="padding-left:18px">${due
        .map(
          (r) =>
            `<li><strong>${escapeHtml(r.siteName)}</strong> (${escapeHtml(r.farmName)}): <strong>${escapeHtml(r.recommendation.summary)}</strong>. ${escapeHtml(r.recommendation.reason)}</li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(t('noneIntro'))}</p>`
}
<p><a href="${escapeHtml(plannerUrl)}">${escapeHtml(t('openPlanner'))}</a></p>
<p style="color:#5c636a;font-size:13px">${escapeHtml(page.rainRule)} ${escapeHtml(t('chosen'))}</p></body></html>`;
  return { to, subject, text, html };
}
