import { useSyncExternalStore } from 'react';

/**
 * The sentence said after a dialog closed with its write kept on the device ("Tilth can't reach
 * the server. Your note is kept …"): the dialog is gone, so the frame's status line says it.
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

export function announceKept(sentence: string | null): void {
  notice = sentence;
  listeners.forEach((listener) => listener());
}

export function currentNotice(): string | null {
  return notice;
}

export function useKeptNotice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
  );
}
