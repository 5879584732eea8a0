import { DEFAULT_INVITE_TYPE, type InviteType } from '@tilth/domain';

export interface InviteRow {
  email?: string;
  type: InviteType;
}

/** Spec 000 §9: two rows to start; each invites a member unless Administrator is chosen (issue 27). */
export const NEW_ROW: InviteRow = { email: '', type: DEFAULT_INVITE_TYPE };
export const DEFAULT_ROWS: InviteRow[] = [NEW_ROW, NEW_ROW];

/**
 * The rows worth sending (those with an e-mail), and for each the index of the row it came from,
 * so a refusal of users.{i}.email can be shown on the right row.
 */
export function filledRows(rows: InviteRow[]): { users: { email: string; type: InviteType }[]; rowOf: number[] } {
  const users: { email: string; type: InviteType }[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    const email = row.email?.trim();
    if (email) {
      users.push({ email, type: row.type });
      rowOf.push(index);
    }
  });
  return { users, rowOf };
}
