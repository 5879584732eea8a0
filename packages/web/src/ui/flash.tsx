import { Alert, Portal } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { uiMessages } from './messages';
import classes from './Flash.module.css';

export type FlashKind = 'success' | 'error';

interface FlashState {
  kind: FlashKind;
  text: string;
  /** Repeating the same message restarts its timer. */
  serial: number;
}

/** Spec 000 §8: message banners dismiss themselves after 2000 ms unless told otherwise. */
export const FLASH_MS = 2000;

export interface Flash {
  show: (kind: FlashKind, text: string) => void;
  /** Render once per screen; shows the current message, if any. */
  banner: ReactNode;
}

/**
 * One message banner per screen (success or error), announced to screen readers. The timer
 * pauses while the pointer or focus is on the banner, so it can be read to the end.
 */
export function useFlash(durationMs = FLASH_MS): Flash {
  const t = useT(uiMessages);
  const [flash, setFlash] = useState<FlashState | null>(null);
  const [paused, setPaused] = useState(false);
  const serial = useRef(0);

  const show = useCallback((kind: FlashKind, text: string) => {
    serial.current += 1;
    setFlash({ kind, text, serial: serial.current });
  }, []);

  useEffect(() => {
    if (!flash || paused) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, paused, durationMs]);

  const banner = useMemo(
    () => (
      <Portal>
        <div className={classes.region} aria-live="polite">
          {flash && (
            <Alert
              key={flash.serial}
              className={classes.alert}
              variant="filled"
              color={flash.kind === 'success' ? 'field' : 'red'}
              icon={flash.kind === 'success' ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
              role={flash.kind === 'success' ? 'status' : 'alert'}
              withCloseButton
              closeButtonLabel={t('dismissMessage')}
              onClose={() => setFlash(null)}
              onMouseEnter={() => setPaused(true)}
              onMouseLeave={() => setPaused(false)}
              onFocus={() => setPaused(true)}
              onBlur={() => setPaused(false)}
              data-testid="flash"
            >
              {flash.text}
            </Alert>
          )}
        </div>
      </Portal>
    ),
    [flash, t],
  );

  return { show, banner };
}
