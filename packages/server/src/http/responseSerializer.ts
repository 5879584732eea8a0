import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Serialises answers as plain JSON. With `validate` (tests), each answer is first checked against
 * its route's response schema, so an answer that drifts from the contract fails the test with the
 * path of the offending field instead of reaching a client. Production skips the check: the
 * compile-time check covers it, and the largest answers (a year of readings) must not pay for it.
 */
export function responseSerializer(validate: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const contract = schema instanceof z.ZodType ? schema : null;
    return (data: unknown) => {
      if (validate && contract) {
        const result = contract.safeParse(data);
        if (!result.success) throw new Error(`${method} ${url} answered outside its contract:\n${z.prettifyError(result.error)}`);
      }
      return JSON.stringify(data);
    };
  };
}
