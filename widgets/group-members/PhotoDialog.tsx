/**
 * New Photo: choose an image, crop a square of it (pointer or keyboard: the square moves with the
 * arrow keys, its corners resize it), and upload it drawn at 400 by 400. Loaded with the cropper
 * (react-image-crop) when the dialog first opens. Screen readers are told where the square is
 * after each change, which the cropper does not do itself.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { PercentCrop } from 'react-image-crop';
import type * as ReactImageCrop from 'react-image-crop';
import type { Member } from '../../src/api/household-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { isRefusal } from '../../src/api/errors.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { adoptStyles } from '../../src/ui/adopt-styles.ts';
import { uploadPhoto } from './api.ts';
import { memberChanged } from './household-store.ts';
import type { MemberLabels } from './labels.ts';
import { photoLabels as photoDefaults } from './photo-labels.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { displayName } from './member-rules.ts';
import {
  DEFAULT_MAX_FILE_MB,
  DEFAULT_MIN_PIXELS,
  LOADING_LABEL_DELAY_MS,
  PHOTO_SIZE,
  POPOVER_HIDE_DELAY_MS,
  SAVED_MESSAGE_MS,
  clampSquare,
  fileProblem,
  imageProblem,
  metadataPart,
  type PixelCrop,
  type PhotoProblem,
} from './photo-rules.ts';

/** The cropper, loaded with the dialog (see `load-photo-dialog.tsx`). */
export interface Cropper {
  ReactCrop: typeof ReactImageCrop.ReactCrop;
  centerCrop: typeof ReactImageCrop.centerCrop;
  makeAspectCrop: typeof ReactImageCrop.makeAspectCrop;
  css: string;
}

export interface PhotoDialogProps {
  /** The member whose photo this is; null while the dialog is closed (it stays in the page once loaded). */
  member: Member | null;
  labels: MemberLabels;
  maxFileMb?: number | undefined;
  minPixels?: number | undefined;
  onClose: () => void;
}

type Status = { step: 'idle' } | { step: 'uploading' } | { step: 'saved' } | { step: 'error'; message: string };

/** The crop in the image's own pixels. */
function naturalCrop(crop: PercentCrop, image: HTMLImageElement): PixelCrop {
  const [width, height] = [image.naturalWidth, image.naturalHeight];
  return clampSquare({ x: (crop.x / 100) * width, y: (crop.y / 100) * height, width: (crop.width / 100) * width, height: (crop.height / 100) * height }, width, height);
}

/** The cropped square drawn at 400 by 400, as a JPEG. */
function drawSquare(image: HTMLImageElement, crop: PixelCrop): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_SIZE;
  canvas.height = PHOTO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, PHOTO_SIZE, PHOTO_SIZE);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}

export function PhotoDialog({ member, labels: memberText, maxFileMb = DEFAULT_MAX_FILE_MB, minPixels = DEFAULT_MIN_PIXELS, onClose, cropper }: PhotoDialogProps & { cropper: Cropper }) {
  const { ReactCrop, centerCrop, makeAspectCrop } = cropper;
  const photoText = useLabels(photoDefaults);
  const labels = useMemo(() => ({ ...photoText, 'common.close': memberText['common.close'], 'common.cancel': memberText['common.cancel'] }), [photoText, memberText]);
  const [source, setSource] = useState<string | null>(null);
  const [file, setFile] = useState<{ name: string; type: string } | null>(null);
  /** The chosen image is still decoding after `LOADING_LABEL_DELAY_MS`: say so. */
  const [slowImage, setSlowImage] = useState(false);
  const [crop, setCrop] = useState<PercentCrop | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [status, setStatus] = useState<Status>({ step: 'idle' });
  const [announced, setAnnounced] = useState('');
  /** Closed, and fading out for `POPOVER_HIDE_DELAY_MS` before it hides. */
  const [hiding, setHiding] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  const cropHolder = useRef<HTMLDivElement>(null);
  const focusSquare = useRef(false);
  const id = useId();

  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source);
  }, [source]);

  // A quick decode shows nothing; a slow one shows the loading label until the image is drawn or fails.
  useEffect(() => {
    if (!source || crop) return;
    const timer = setTimeout(() => setSlowImage(true), LOADING_LABEL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSlowImage(false);
    };
  }, [source, crop]);

  // Tell screen readers where the square is once it has stopped moving.
  useEffect(() => {
    const element = image.current;
    if (!crop || !element?.naturalWidth) return;
    const timer = setTimeout(() => {
      const square = naturalCrop(crop, element);
      setAnnounced(formatLabel(labels['photo.cropStatus'], { size: square.width, x: square.x, y: square.y }));
    }, 300);
    return () => clearTimeout(timer);
  }, [crop, labels]);

  /** Hiding forgets the image: the next opening starts from the file choice. */
  const hide = useCallback(() => {
    setHiding(false);
    setSource(null);
    setCrop(null);
    setProblem(null);
    setStatus({ step: 'idle' });
    setAnnounced('');
    onClose();
  }, [onClose]);

  // Closed (Cancel, ×, Escape, or after "Saved"), the popover hides 250 ms later, as the uploader's does.
  const close = useCallback(() => setHiding(true), []);
  useEffect(() => {
    if (!hiding) return;
    const timer = setTimeout(hide, POPOVER_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hiding, hide]);

  // "Saved" shows for 2 seconds, then the dialog closes.
  useEffect(() => {
    if (status.step !== 'saved') return;
    const timer = setTimeout(close, SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status, close]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setStatus({ step: 'idle' });
    if (!chosen) return;
    const found = fileProblem(chosen, maxFileMb);
    setProblem(found);
    setCrop(null);
    setFile({ name: chosen.name, type: chosen.type });
    setSource(found ? null : URL.createObjectURL(chosen));
  }

  /** The file's local address could not be read back (moved, deleted or unreadable since it was chosen). */
  function failed() {
    setProblem('url');
    setSource(null);
  }

  function loaded() {
    const element = image.current;
    if (!element) return;
    const found = imageProblem(element.naturalWidth, element.naturalHeight, minPixels);
    if (found) {
      setProblem(found);
      setSource(null);
      return;
    }
    focusSquare.current = true;
    setCrop(centerCrop(makeAspectCrop({ unit: '%', width: 80 }, 1, element.naturalWidth, element.naturalHeight), element.naturalWidth, element.naturalHeight));
  }

  // Keyboard users start on the square, once it is drawn.
  useEffect(() => {
    if (!crop || !focusSquare.current) return;
    const square = cropHolder.current?.querySelector<HTMLElement>('.ReactCrop__crop-selection');
    if (square) {
      focusSquare.current = false;
      square.focus();
    }
  }, [crop]);

  async function upload() {
    const element = image.current;
    if (!member || !element || !crop || status.step === 'uploading' || hiding) return;
    save.current?.focus();
    const square = naturalCrop(crop, element);
    const blob = await drawSquare(element, square);
    if (!blob) {
      setStatus({ step: 'error', message: labels['photo.unsupported'] });
      return;
    }
    setStatus({ step: 'uploading' });
    const metadata = metadataPart({
      fileName: file?.name ?? '',
      fileType: file?.type ?? '',
      sourceWidth: element.naturalWidth,
      sourceHeight: element.naturalHeight,
      crop: square,
    });
    const result = await uploadPhoto(member.ContactInfoId, blob, metadata);
    if (result.ok) {
      memberChanged(member.ContactInfoId, { PhotoUrl: result.data.PhotoUrl }, 'photo-changed');
      setStatus({ step: 'saved' });
      return;
    }
    const message = isRefusal(result.error) && result.error.serverMessage ? result.error.serverMessage : labels['photo.unknown'];
    setStatus({ step: 'error', message });
  }

  const problemText: Record<PhotoProblem, string> = {
    type: labels['photo.invalidType'],
    'too-big': labels['photo.tooBig'],
    'too-small': formatLabel(labels['photo.tooSmall'], { pixels: minPixels }),
    url: labels['photo.urlProblem'],
  };
  const uploading = status.step === 'uploading';

  return (
    <Modal
      open={member !== null}
      title={member ? formatLabel(labels['photo.title'], { name: displayName(member) }) : ''}
      closeLabel={labels['common.close']}
      onClose={() => {
        if (!uploading) close();
      }}
      className={hiding ? 'rw-members__dialog rw-photo rw-photo--hiding' : 'rw-members__dialog rw-photo'}
      actions={
        <>
          <button type="button" className="rw-button rw-button--secondary" onClick={() => !uploading && close()} aria-disabled={uploading || undefined}>
            {labels['common.cancel']}
          </button>
          {crop && (
            <button ref={save} type="button" className="rw-button" onClick={() => void upload()} aria-disabled={uploading || status.step === 'saved' || undefined}>
              {uploading ? labels['photo.uploading'] : labels['photo.save']}
            </button>
          )}
        </>
      }
    >
      {/* The cropper's own rules reach the root the dialog is drawn in, before the island's (which win ties). */}
      <div className="rw-field" ref={(field) => adoptStyles(field, 'react-image-crop', cropper.css, { first: true })}>
        <label className="rw-label" htmlFor={`${id}-file`}>
          {labels['photo.choose']}
        </label>
        <input id={`${id}-file`} className="rw-photo__file" type="file" accept="image/jpeg,image/png,image/gif,image/bmp" aria-describedby={`${id}-hint`} onChange={choose} />
        <p id={`${id}-hint`} className="rw-field__hint">
          {formatLabel(labels['photo.hint'], { mb: maxFileMb })}
        </p>
      </div>
      {problem && (
        <p className="rw-field__error" role="alert">
          {problemText[problem]}
        </p>
      )}
      {source && (
        <div ref={cropHolder} className="rw-photo__crop">
          <p id={`${id}-help`} className="rw-field__hint">
            {labels['photo.cropHelp']}
          </p>
          <ReactCrop {...(crop ? { crop } : {})} aspect={1} keepSelection minWidth={24} ruleOfThirds onChange={(_, percent) => setCrop(percent)}>
            <img ref={image} src={source} alt="" onLoad={loaded} onError={failed} className="rw-photo__image" />
          </ReactCrop>
        </div>
      )}
      <p className="rw-visually-hidden" aria-live="polite">
        {announced}
      </p>
      <div role="status" className="rw-photo__status">
        {slowImage && <p className="rw-photo__loading">{labels['photo.loadingImage']}</p>}
        {status.step === 'saved' && <p className="rw-photo__saved">{labels['photo.saved']}</p>}
      </div>
      {status.step === 'error' && (
        <p className="rw-field__error" role="alert">
          {status.message}
        </p>
      )}
    </Modal>
  );
}
