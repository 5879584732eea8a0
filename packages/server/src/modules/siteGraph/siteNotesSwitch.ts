/**
 * The site's notes switch as stored in its settings JSON (`settings.showNotes = {value}`); PATCH /site/{id}
 * {showNotes} sets it (modules/siteConfig/siteUpdateService.ts, the one site update).
 */
export function showNotesOf(settings: Record<string, unknown>): boolean {
  return (settings.showNotes as { value?: unknown } | undefined)?.value === true;
}
