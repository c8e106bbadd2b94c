import { useEffect, useState } from 'react';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { formatRemaining, msUntilNextTick, readCountdown, startSeconds } from './countdown-rules.ts';
import { countdownLabels } from './labels.ts';

export interface CountdownProps {
  seconds?: number | undefined;
  continuous?: boolean | undefined;
  host?: HTMLElement | undefined;
}

interface RunProps {
  seconds: number;
  continuous: boolean;
  id: string | null;
}

/** One run of the timer; a new `seconds` or `continuous` mounts a new run (it starts again). */
function CountdownRun({ seconds, continuous, id }: RunProps) {
  const labels = useLabels(countdownLabels);
  const locale = useLocale();
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  const { remaining, expired } = readCountdown(seconds, elapsed, continuous);

  useEffect(() => {
    if (expired) return;
    const timer = setTimeout(() => setElapsed(Date.now() - startedAt), msUntilNextTick(elapsed));
    return () => clearTimeout(timer);
  }, [elapsed, expired, startedAt]);

  useEffect(() => {
    if (expired) emit('resort:countdown:expired', { id, seconds, source: BUS_SOURCE });
  }, [expired, id, seconds]);

  return (
    <span className="rw-countdown" role="timer" aria-atomic="true" data-expired={expired || undefined}>
      <span className="rw-countdown__value">{formatRemaining(remaining)}</span>
      {remaining < 60 && <span className="rw-visually-hidden"> {locale.count(labels, 'countdown.seconds', remaining)}</span>}
    </span>
  );
}

/** `<resort-countdown>`: counts down each second and signals expiry at 0 unless continuous. */
export function Countdown({ seconds, continuous = false, host }: CountdownProps) {
  const start = startSeconds(seconds);
  const id = host?.id || null;
  return <CountdownRun key={`${start}:${String(continuous)}`} seconds={start} continuous={continuous} id={id} />;
}
