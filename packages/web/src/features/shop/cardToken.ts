/** A card's one-use token and what may be shown of the card (never its number). */
export interface CardToken {
  id: string;
  brand: string;
  last4: string;
}

/** What both card forms (local and Stripe) do with a card: hand its one-use token to the caller. */
export interface CardFormProps {
  /** The submit button's text, e.g. 'Save card'. */
  submitLabel: string;
  /** Receives the token; the caller reports its own failures (the form only stops its spinner). */
  onToken: (token: CardToken) => Promise<void>;
  /** Puts the focus on the card number when the form appears (it replaced the button that opened it). */
  autoFocus?: boolean;
  /** Disables the form while the caller is busy elsewhere. */
  disabled?: boolean;
}

/** 'MM/YY' or 'MM/YYYY' (spaces allowed) as month and four-digit year; null when it is neither. */
export function parseExpiry(text: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { exp_month: month, exp_year: year };
}

/** '4242 4242 4242 4242': digits grouped by four as they are typed (at most 19 digits). */
export function groupCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
