import { faultTitle, statusText } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { evidenceIn, faultTitleIn, statusIn } from './fleetWords';

describe('fleet health’s sentences in Spanish', () => {
  it('words the status and the fault titles from their fields, English as the domain writes it', () => {
    expect(statusIn('es', 'silent', 3)).toBe('En silencio 3 días');
    expect(statusIn('es', 'silent', 1)).toBe('En silencio 1 día');
    expect(statusIn('en', 'silent', 3)).toBe(statusText('silent', 3));
    expect(statusIn('en', 'noData', null)).toBe(statusText('noData', null));
    const spike = { kind: 'spike' as const, channel: 'temperature', depthIn: 12 };
    expect(faultTitleIn('es', spike)).toBe('Picos (temperatura) a 12 in');
    expect(faultTitleIn('en', spike)).toBe(faultTitle({ ...spike, channel: 'temperature' }));
    expect(faultTitleIn('es', { kind: 'flatline', channel: 'moisture', depthIn: 7.5 })).toBe('Valor plano a 7.5 in');
  });

  it('reads the stored evidence summaries back into Spanish', () => {
    expect(evidenceIn('es', 'The 8 in sensor has read 21.40 % for 30 hours while the other depths moved up to 3.2 %.')).toBe(
      'El sensor a 8 in ha marcado 21.40 % durante 30 horas mientras las otras profundidades se movieron hasta 3.2 %.',
    );
    expect(
      evidenceIn('es', '3 readings of the 16 in moisture sensor fell outside 0…60 %VWC (as far as 71.0 %VWC): no soil reads that.'),
    ).toBe('3 lecturas del sensor de humedad a 16 in quedaron fuera de 0…60 %VWC (hasta 71.0 %VWC): ningún suelo marca eso.');
    expect(evidenceIn('es', 'The 4 in temperature sensor jumped more than 5 °C and straight back 1 time in the last day.')).toBe(
      'El sensor de temperatura a 4 in saltó más de 5 °C y volvió enseguida 1 vez en el último día.',
    );
    expect(evidenceIn('es', "The 24 in sensor has sent nothing for 12 hours while the probe's other depths sent 36 readings.")).toBe(
      'El sensor a 24 in no ha enviado nada durante 12 horas mientras las otras profundidades de la sonda enviaron 36 lecturas.',
    );
    expect(evidenceIn('es', 'The 8 in sensor did not rise after 2 wetting events that were logged or reached the sensors below it.')).toBe(
      'El sensor a 8 in no subió después de 2 eventos de mojado que se registraron o llegaron a los sensores de abajo.',
    );
    expect(evidenceIn('es', 'Something else.')).toBe('Something else.');
    expect(evidenceIn('en', 'The 8 in sensor has read 21.40 % for 30 hours while the other depths moved up to 3.2 %.')).toMatch(
      /^The 8 in/,
    );
  });
});
