import { endpoint } from '../api/endpoint';
import { signedUpAnswerSchema, signupBodySchema, signupParamsSchema } from './signup';

/** Sign-up by invitation (spec 000 §2.10). */
export const signupEndpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/user/signup/:username',
    params: signupParamsSchema,
    body: signupBodySchema,
    data: signedUpAnswerSchema,
  }),
};
