import { z } from 'zod';
import { e164PhoneSchema, phoneCodeSchema } from './phone';

/** The server's VAPID public key (base64url), which a browser's push subscription is made with. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** A browser's PushSubscription as `subscription.toJSON()` gives it: one per user and device. */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/, message: 'endpoint must be the push service’s web address.' }).max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushEndpointBodySchema = z.object({ endpoint: z.string().min(1).max(2000) }).strict();

/** How many devices of the user are subscribed. */
export const pushDevicesSchema = z.object({ devices: z.number().int() });

/** A test push: how many devices it reached, and how many the push service said were gone (removed). */
export const pushTestSchema = z.object({ sent: z.number().int(), removed: z.number().int() });

/** The user's phone number for text-message alerts and where its verification stands. */
export const phoneStateSchema = z.object({
  number: z.string().nullable(),
  verified: z.boolean(),
  /** When the code sent last stops working; null without one waiting. */
  codeExpiresAt: z.string().nullable(),
  /** Seconds until another code may be sent (0: now). */
  resendInSeconds: z.number().int(),
});
export type PhoneState = z.infer<typeof phoneStateSchema>;

/** Everything the Edit Profile card shows about the user's alert channels. */
export const alertChannelStateSchema = z.object({
  push: z.object({ publicKey: z.string(), devices: z.number().int() }),
  phone: phoneStateSchema,
});
export type AlertChannelState = z.infer<typeof alertChannelStateSchema>;

export const phoneBodySchema = z.object({ phone: e164PhoneSchema }).strict();
export const phoneCodeBodySchema = z.object({ code: phoneCodeSchema }).strict();

/** The built-in SMS provider's record (SMS_PROVIDER=local), shown beside the mail outbox. */
export const textMessageSchema = z.object({ objectId: z.string(), to: z.string(), body: z.string(), createdAt: z.string() });
export type TextMessage = z.infer<typeof textMessageSchema>;
export const textMessageListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** The SMS providers SMS_PROVIDER may name. */
export const SMS_PROVIDERS = ['local', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
