import { installationImageFailedMessage, installationNoteFailedMessage } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/catalog';
import { siteConfigMessages } from './messages';

describe('siteConfig catalogue', () => {
  it('words the note failures in English as the domain did (quotes kept)', () => {
    expect(translate(siteConfigMessages, 'imageFailed', { message: 'Too big' })).toBe(installationImageFailedMessage('Too big'));
    expect(translate(siteConfigMessages, 'noteFailed', { message: 'Offline' })).toBe(installationNoteFailedMessage('Offline'));
    expect(translate(siteConfigMessages, 'noteImageAlt', { name: 'Ana' })).toBe("Image of Ana's note");
  });
});
