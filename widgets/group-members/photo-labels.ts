/** The photo dialog's wording (overridable by key), loaded with the dialog. */
export const photoLabels = {
  'photo.title': 'New Photo for {name}',
  'photo.choose': 'Choose a photo',
  'photo.hint': 'A JPEG, PNG, GIF or BMP image of at most {mb} MB.',
  'photo.invalidType': 'Choose a JPEG, PNG, GIF or BMP image.',
  'photo.tooBig': 'The file is probably too big',
  'photo.tooSmall': 'The image is too small: choose one at least {pixels} by {pixels} pixels.',
  'photo.unsupported': 'This browser cannot crop photos.',
  'photo.unknown': 'An unknown error occurred',
  'photo.saved': 'Saved',
  'photo.save': 'Save Photo',
  'photo.uploading': 'Uploading…',
  'photo.cropLabel': 'Crop square',
  'photo.cropHelp': 'Drag the square, or focus it and move it with the arrow keys; its corners resize it.',
  'photo.cropStatus': 'Crop {size} by {size} pixels, {x} from the left and {y} from the top.',
  'photo.loading': 'Loading the photo editor…',
} as const;
