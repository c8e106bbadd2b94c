/**
 * The fields the product owns, as hidden inputs in the tag's light DOM: a host template that wraps
 * the product in its own `<form>` submits them with it (inputs in a shadow root would not be).
 * The island never submits that form itself: its own buttons live in the shadow root, outside it.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FormEntries } from './form-fields.ts';

export function FormMirror({ host, entries }: { host: HTMLElement | undefined; entries: FormEntries }) {
  const [box] = useState(() => {
    const element = document.createElement('div');
    element.hidden = true;
    element.dataset.resortProductFields = '';
    return element;
  });
  useEffect(() => {
    if (!host) return;
    host.append(box);
    return () => box.remove();
  }, [host, box]);
  if (!host) return null;
  return createPortal(
    entries.map(([name, value], index) => <input key={`${name}:${index}`} type="hidden" name={name} value={value} />),
    box,
  );
}
