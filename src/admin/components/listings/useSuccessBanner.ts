import { useEffect, useState } from 'react';

/** PROP-19, VEH-29: the update banner clears itself after 3 s (spec §9). */
export const BANNER_MS = 3000;

export function useSuccessBanner(ms: number = BANNER_MS) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return { message, show: setMessage };
}
