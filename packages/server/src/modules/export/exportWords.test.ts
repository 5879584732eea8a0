import fs from 'node:fs';
import type { ExportJob } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { jobIn } from './exportWords';
import en from './locales/answers.en.json' with { type: 'json' };

const job = (error: string | null) => ({ id: 'j', status: 'failed', error }) as unknown as ExportJob;

describe('a background export in Spanish', () => {
  it('words a failed job’s stored reason, English as stored', () => {
    const stored = 'The export could not be written. Please try again.';
    expect(jobIn('es', job(stored)).error).toBe('No se pudo escribir la exportación. Inténtalo de nuevo.');
    expect(jobIn('en', job(stored)).error).toBe(stored);
    expect(jobIn('es', job('Something else.')).error).toBe('Something else.');
    expect(jobIn('es', job(null)).error).toBeNull();
  });

  it('knows every reason the job service stores', () => {
    const source = fs.readFileSync(new URL('./exportJobService.ts', import.meta.url), 'utf8');
    const stored = [...source.matchAll(/fail\('([^']+)'\)/g)].map((m) => m[1]);
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(stored)).toEqual(new Set(Object.values(en)));
  });
});
