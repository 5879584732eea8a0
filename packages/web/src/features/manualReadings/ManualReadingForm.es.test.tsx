import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { renderWithRouter } from '../../test/render';
import { stubApi } from '../../test/testApi';
import { ManualReadingForm } from './ManualReadingForm';
import { readingRequest } from './manualReadingEntry';
import './messages';

const ZONE = 'America/Chicago';
const NOW_MS = Date.UTC(2026, 6, 5, 12, 5);

describe('the "Log a reading" form in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(() => setLanguage('es'));
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('labels the fields and says what to fix in Spanish', () => {
    stubApi({});
    renderWithRouter(
      <ManualReadingForm siteId="Site000001" unit="feetInches" timeZone={ZONE} onCancel={() => {}} onSaved={() => {}} now={() => NOW_MS} />,
    );
    expect(screen.getByRole('form', { name: 'Registrar una lectura' })).toBeTruthy();
    expect(screen.getByText('Sonda manual (humedad del suelo)')).toBeTruthy();
    expect(screen.getByText('Zona horaria: America/Chicago')).toBeTruthy();
    expect(screen.getByLabelText(/Profundidad \(in\)/)).toBeTruthy();
    expect(screen.getByLabelText(/Humedad del suelo \(% VWC\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Humedad del suelo: escribe un porcentaje de 0 a 100.')).toBeTruthy();
    for (const english of ['Date and time', 'Reading', 'Save', 'Cancel', 'Rain gauge']) expect(screen.queryByText(english)).toBeNull();
    fireEvent.click(screen.getByText('Pluviómetro'));
    expect(screen.getByLabelText(/Lluvia \(in\)/)).toBeTruthy();
  });

  it('words the checks of the typed reading in Spanish', () => {
    const entry = { kind: 'rain' as const, takenAt: '2026-07-05T07:00', depth: '', value: '2000', note: '' };
    expect(readingRequest(entry, 'meters', ZONE, NOW_MS / 1000)).toEqual({ errors: { value: 'Lluvia: como máximo 1000 mm.' } });
  });
});
