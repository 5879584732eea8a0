import { describe, expect, it } from 'vitest';
import { failures } from '../test/failures';
import { contactMessageSchema } from './contact';

describe('contact (spec 000 §5)', () => {
  const message = { firstName: 'Ann', lastName: 'Lee', email: 'ann@prairie.example', phone: '555', message: 'Hello' };
  it('requires every field with its label', () => {
    expect(contactMessageSchema.safeParse(message).success).toBe(true);
    const { messages } = failures(contactMessageSchema, {});
    expect(messages.sort()).toEqual([
      'Email is required',
      'First Name is required',
      'Last Name is required',
      'Message is required',
      'Phone is required',
    ]);
  });
  it('needs an e-mail with at least two domain parts', () => {
    expect(failures(contactMessageSchema, { ...message, email: 'ann@localhost' }).fields).toEqual(['email']);
    expect(contactMessageSchema.safeParse({ ...message, email: 'ann@mail.prairie.example' }).success).toBe(true);
  });
});
