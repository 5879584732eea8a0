/** The response wrapper every call answers with (spec 000 §3). */
export interface ApiEnvelope<T> {
  success: boolean;
  data: T | null;
  message: string;
  error: string | null;
  status: number;
  /** Names of the request fields that failed validation, when there are any. */
  fields?: string[];
}

/** A successful answer: its data is never null unless the call's data may be. */
export interface ApiSuccess<T> extends ApiEnvelope<T> {
  success: true;
  data: T;
  error: null;
}

export function ok<T>(data: T, message = 'OK', status = 200): ApiSuccess<T> {
  return { success: true, data, message, error: null, status };
}

export function fail(status: number, error: string, message: string, fields?: string[]): ApiEnvelope<null> {
  const body: ApiEnvelope<null> = { success: false, data: null, message, error, status };
  if (fields && fields.length > 0) body.fields = fields;
  return body;
}
