import { useCallback, useEffect, useRef, useState } from 'react';
import {
  withPending,
  withSaved,
  withVersion,
  type DriverChange,
  type NewDriverChange,
} from '../../../domain/driverOutbox';
import { fetchDay, send } from './driverApi';
import { loadState, saveState, type DriverState } from './driverStore';

/**
 * The driver's days and his outbox: each day is read from the server when there is signal and kept on the
 * phone; a change is kept first, shown at once, and sent in order when the phone is online (each with the
 * booking's version, the next one of the same booking with the version the server answered).
 */
export function useDriverDay(username: string, dates: readonly string[], onSignedOut: () => void) {
  const [state, setState] = useState<DriverState>(() => loadState(username));
  const [online, setOnline] = useState(() => navigator.onLine);
  const [sending, setSending] = useState(false);
  const stateRef = useRef(state);
  const flushing = useRef(false);

  const update = useCallback(
    (change: (current: DriverState) => DriverState) => {
      stateRef.current = change(stateRef.current);
      saveState(username, stateRef.current);
      setState(stateRef.current);
    },
    [username],
  );

  const refresh = useCallback(async () => {
    for (const date of dates) {
      const manifest = await fetchDay(date);
      if (manifest === 'signed-out') return onSignedOut();
      if (manifest)
        update((current) => ({
          ...current,
          days: { ...current.days, [date]: { manifest, savedAt: new Date().toISOString() } },
        }));
    }
  }, [dates, onSignedOut, update]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    setSending(true);
    try {
      while (stateRef.current.queue.length > 0) {
        const [change] = stateRef.current.queue;
        const sent = await send(change);
        if (sent.result === 'offline') break;
        if (sent.result === 'signed-out') {
          onSignedOut();
          break;
        }
        update((current) => {
          const rest = current.queue.slice(1);
          if (sent.result === 'saved') {
            const days = Object.fromEntries(
              Object.entries(current.days).map(([date, day]) => [
                date,
                { ...day, manifest: withSaved(day.manifest, sent.booking) },
              ]),
            );
            return { ...current, days, queue: withVersion(rest, change.booking_id, sent.booking.version) };
          }
          const refused = {
            change,
            stale: sent.result === 'stale',
            error: sent.result === 'refused' ? sent.error : undefined,
          };
          return { ...current, queue: rest, refused: [...current.refused, refused] };
        });
      }
      if (stateRef.current.queue.length === 0) await refresh();
    } finally {
      flushing.current = false;
      setSending(false);
    }
  }, [onSignedOut, refresh, update]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    void flush().then(() => refresh());
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush, refresh]);

  const record = useCallback(
    (change: NewDriverChange) => {
      const queued = { ...change, id: `${Date.now()}-${Math.random().toString(36).slice(2)}` } as DriverChange;
      update((current) => ({ ...current, queue: [...current.queue, queued] }));
      if (navigator.onLine) void flush();
    },
    [flush, update],
  );

  const dismiss = useCallback(
    (id: string) => update((current) => ({ ...current, refused: current.refused.filter((r) => r.change.id !== id) })),
    [update],
  );

  const dayOf = (date: string) => {
    const day = state.days[date];
    return day && { manifest: withPending(day.manifest, state.queue), savedAt: day.savedAt };
  };

  return { dayOf, queue: state.queue, refused: state.refused, online, sending, record, dismiss };
}
