import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedInAccount } from '../auth/useAccount';
import { downloadText } from './plannerCsv';
import { useWaterAccount } from './waterAccountApi';
import { waterCsv, waterCsvFileName } from './waterCsv';
import { rangeError, rangeOf } from './waterRange';

/**
 * The Water tab's state: the range in the address (?from=&to=, so a link, Back and the printed
 * page keep it; none is the server's year to date), the typed range before it is shown, the
 * farm's account, and its CSV and print.
 */
export function useWaterAccountView(farmId: string) {
  const { preference } = useSignedInAccount();
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const query = useWaterAccount(farmId, range);
  const account = query.data;

  // The typed range starts as the one shown (the server says which days its default covers).
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const shownFrom = account?.from;
  const shownTo = account?.to;
  useEffect(() => {
    if (shownFrom && shownTo) {
      setFrom(shownFrom);
      setTo(shownTo);
    }
  }, [shownFrom, shownTo]);

  const error = rangeError(from, to);
  const apply = () => {
    if (error) return;
    setSearch({ from, to }, { replace: false });
  };
  const yearToDate = () => setSearch({}, { replace: false });

  return {
    unit: preference.unit,
    query,
    account,
    /** The account on screen belongs to an older range while the new one loads. */
    stale: query.isPlaceholderData,
    draft: { from, to, setFrom, setTo, error, apply, yearToDate, isYearToDate: range.from === undefined && range.to === undefined },
    download: () => account && downloadText(waterCsvFileName(account), waterCsv(account)),
    print: () => window.print(),
  };
}
