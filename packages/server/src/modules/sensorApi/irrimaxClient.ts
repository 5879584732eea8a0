import { wallTime } from '@tilth/domain';
import { parseIrrimaxAnswer, refusalText, type IrrimaxAnswer } from './irrimaxAnswer';

export interface IrrimaxRequest {
  apiKey: string;
  loggerName: string;
  loggerId: string;
  /** Epoch seconds; sent as the logger's local time. */
  from: number;
  to: number;
  timeZone: string;
}

/** IrriMAX Live's date parameters: the logger's local time as yyyyMMddHHmmss. */
export function irrimaxTime(epochSeconds: number, timeZone: string): string {
  const w = wallTime(epochSeconds, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}${two(w.month)}${two(w.day)}${two(w.hour)}${two(w.minute)}${two(w.second)}`;
}

/**
 * The one call the poller makes to Sentek IrriMAX Live's public API:
 * GET {base}/?cmd=getreadings&key=…&name=…&from=…&to=… (the logger by name, or by id= when the
 * card names only its id). Answers parsed readings or the vendor's refusal as a clear error.
 */
export class IrrimaxClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 20_000,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  url(request: IrrimaxRequest): string {
    const url = new URL(this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.searchParams.set('cmd', 'getreadings');
    url.searchParams.set('key', request.apiKey);
    if (request.loggerName) url.searchParams.set('name', request.loggerName);
    else url.searchParams.set('id', request.loggerId);
    url.searchParams.set('from', irrimaxTime(request.from, request.timeZone));
    url.searchParams.set('to', irrimaxTime(request.to, request.timeZone));
    return url.toString();
  }

  async readings(request: IrrimaxRequest): Promise<IrrimaxAnswer> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(request), {
        headers: { accept: 'text/csv, application/xml;q=0.5, */*;q=0.1', 'cache-control': 'no-cache' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'it did not answer in time' : 'it could not be reached';
      return { ok: false, error: `IrriMAX Live could not be asked for readings: ${reason}.` };
    }
    const text = await response.text();
    if (!response.ok) return { ok: false, error: `IrriMAX Live refused the request (HTTP ${response.status}): ${refusalText(text)}` };
    return parseIrrimaxAnswer(text);
  }
}
