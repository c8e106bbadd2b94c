/**
 * The photo dialog with its cropper (react-image-crop and its stylesheet), loaded when a photo
 * dialog first opens. Each is its own dynamic import so the single-file build, too, fetches the
 * cropper only then.
 */
import type { ComponentType } from 'react';
import type { PhotoDialogProps } from './PhotoDialog.tsx';

export async function loadPhotoDialog(): Promise<{ default: ComponentType<PhotoDialogProps> }> {
  const [cropper, css, dialog] = await Promise.all([import('react-image-crop'), import('react-image-crop/dist/ReactCrop.css?raw'), import('./PhotoDialog.tsx')]);
  const loaded = { ReactCrop: cropper.ReactCrop, centerCrop: cropper.centerCrop, makeAspectCrop: cropper.makeAspectCrop, css: css.default };
  const Dialog = dialog.PhotoDialog;
  return { default: (props: PhotoDialogProps) => <Dialog {...props} cropper={loaded} /> };
}
