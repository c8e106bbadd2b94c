import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import type { PointGroup } from 'signature_pad';
import { Spinner } from '../../src/ui/Spinner.tsx';

/** signature_pad is loaded the first time a signature panel shows (an object, so a test can slow it down). */
export const signaturePadLoader = { load: () => import('signature_pad') };
export const loadSignaturePad = () => signaturePadLoader.load();

/** What is on the pad: drawn strokes, or a typed name drawn as the signature (keyboard users). */
export type Drawing = { kind: 'strokes'; strokes: PointGroup[] } | { kind: 'typed'; text: string };

export interface SignatureCanvasHandle {
  clear(): void;
  /** Draws `text` as the signature (for those who cannot draw with a pointer). */
  drawText(text: string): void;
  /** The pad as a PNG data URL; null when nothing is drawn or the pad is not ready. */
  toDataURL(): string | null;
}

interface Props {
  /** Accessible name of the canvas. */
  label: string;
  /** Id of the prompt that describes the canvas. */
  describedBy: string;
  initial: Drawing | null;
  onChange: (drawing: Drawing | null) => void;
  loadingText: string;
  failedText: string;
  retryText: string;
  /** Hears whether the pad is loading, ready to draw on or failed to load. */
  onStatus?: (status: PadStatus) => void;
}

export type PadStatus = 'loading' | 'ready' | 'failed';

const PEN = '#1f2933';
const SIGNATURE_FONT = 'italic 30px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive';

/**
 * The wet signature: signature_pad on a canvas, with mouse, touch and pen (pointer events). The
 * canvas follows its box's size at the device's pixel ratio; a resize redraws what was drawn.
 */
export const SignatureCanvas = forwardRef<SignatureCanvasHandle, Props>(function SignatureCanvas(
  { label, describedBy, initial, onChange, loadingText, failedText, retryText, onStatus },
  ref,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const drawing = useRef<Drawing | null>(initial);
  const onChangeRef = useRef(onChange);
  const [status, setStatus] = useState<PadStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    onStatus?.(status);
  }, [status, onStatus]);

  const paint = () => {
    const current = pad.current;
    const element = canvas.current;
    if (!current || !element) return;
    current.clear();
    const shown = drawing.current;
    if (shown?.kind === 'strokes') current.fromData(shown.strokes);
    if (shown?.kind === 'typed') {
      const context = element.getContext('2d');
      const height = element.getBoundingClientRect().height || 160;
      if (context) {
        context.save();
        context.font = SIGNATURE_FONT;
        context.fillStyle = PEN;
        context.textBaseline = 'middle';
        context.fillText(shown.text, 20, height / 2, Math.max(40, element.getBoundingClientRect().width - 40));
        context.restore();
      }
    }
  };

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    const element = canvas.current;
    loadSignaturePad().then(
      ({ default: Pad }) => {
        if (cancelled || !element) return;
        const instance = new Pad(element, { penColor: PEN, backgroundColor: 'rgba(0, 0, 0, 0)' });
        pad.current = instance;
        let fitted = false;
        const fit = () => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return;
          const ratio = Math.max(window.devicePixelRatio || 1, 1);
          const width = Math.round(box.width * ratio);
          const height = Math.round(box.height * ratio);
          // The observer's first call comes a frame after the pad is ready, when the shopper may
          // already be drawing: a box that kept its size keeps its canvas and the stroke in progress.
          if (element.width === width && element.height === height && fitted) return;
          fitted = true;
          // What the pad holds now, a stroke still being drawn included: a box resized mid-stroke
          // (a phone's address bar or keyboard, a reflow above the pad) redrew only the strokes
          // ended before, and the stroke ended on an empty pad that showed it, so the drawing was
          // lost ("draw your signature" under a drawn signature).
          const held = drawing.current?.kind === 'typed' ? null : instance.toData();
          element.width = width;
          element.height = height;
          element.getContext('2d')?.scale(ratio, ratio);
          if (held && held.length > 0) {
            instance.clear();
            instance.fromData(held);
          } else paint();
        };
        fit();
        instance.addEventListener('beginStroke', () => {
          // Drawing over a typed signature starts a fresh drawn one.
          if (drawing.current?.kind === 'typed') {
            drawing.current = null;
            instance.clear();
          }
        });
        instance.addEventListener('endStroke', () => {
          drawing.current = instance.isEmpty() ? null : { kind: 'strokes', strokes: instance.toData() };
          onChangeRef.current(drawing.current);
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(fit);
          observer.observe(element);
        }
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('resort-waiver: signature_pad could not be loaded.', error);
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      pad.current?.off();
      pad.current = null;
    };
  }, [attempt]);

  useImperativeHandle(ref, () => ({
    clear() {
      drawing.current = null;
      pad.current?.clear();
      onChangeRef.current(null);
    },
    drawText(text: string) {
      drawing.current = text.trim() === '' ? null : { kind: 'typed', text: text.trim() };
      paint();
      onChangeRef.current(drawing.current);
    },
    toDataURL() {
      const element = canvas.current;
      if (!pad.current || !drawing.current || !element) return null;
      // Stored at the pad's CSS size whatever the screen's pixel ratio: a phone's 3× canvas would
      // make a PNG nine times larger for no visible gain.
      const box = element.getBoundingClientRect();
      if (box.width > 0 && element.width > Math.round(box.width)) {
        const copy = document.createElement('canvas');
        copy.width = Math.round(box.width);
        copy.height = Math.round(box.height);
        const context = copy.getContext('2d');
        if (context) {
          context.drawImage(element, 0, 0, copy.width, copy.height);
          return copy.toDataURL('image/png');
        }
      }
      return pad.current.toDataURL('image/png');
    },
  }));

  return (
    <div className="rw-signature">
      <canvas
        ref={canvas}
        className="rw-signature__canvas"
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        data-ready={status === 'ready' || undefined}
      />
      {status === 'loading' && (
        <div className="rw-signature__overlay">
          <Spinner label={loadingText} />
        </div>
      )}
      {status === 'failed' && (
        <div className="rw-signature__overlay rw-alert" role="alert">
          <p>{failedText}</p>
          <button
            type="button"
            className="rw-button rw-button--secondary"
            onClick={() => {
              setStatus('loading');
              setAttempt(attempt + 1);
            }}
          >
            {retryText}
          </button>
        </div>
      )}
    </div>
  );
});
