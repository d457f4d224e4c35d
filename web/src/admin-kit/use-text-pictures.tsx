/**
 * Placing pictures in a Markdown text: a file chosen, dropped or pasted is described (its alt text),
 * uploaded through the same pipeline as any picture, and placed where the caret was as Markdown;
 * once the processUploadedImage function (the demo's stand-in) has made its sizes, they are kept
 * beside the text, so the public page draws a responsive <picture>.
 */
import { useRef, useState } from 'react';
import type { ImageMeta } from '@portfolio/model';
import type { Status } from '@/lib/status';
import { useSizesOnce } from './image-sizes';
import { insertAt, pictureMarkdown, placedPictures } from './text-pictures';
import { randomPath, useUpload } from './use-upload';

export const PICTURE_PLACED = 'Picture placed in the text. Save to keep it.';
export const ONLY_PICTURES = 'Only pictures can be placed in the text (PNG, JPEG, WebP, AVIF or GIF).';

/** What a text with pictures is given by its form. */
export interface PicturesBinding {
  value: readonly ImageMeta[];
  onChange: (pictures: ImageMeta[]) => void;
  onStatus: (status: Status) => void;
}

type Selection = { start: number; end: number };
type Waiting = { path: string; src: string };

/** `onText` gets the text with the picture placed, and where the caret goes (just after it). */
export function useTextPictures(text: string, onText: (text: string, caret: number) => void, pictures: PicturesBinding | undefined) {
  const { upload, progress, uploading } = useUpload();
  const [chosen, setChosen] = useState<File | null>(null);
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  const selection = useRef<Selection>({ start: text.length, end: text.length });
  // The text and sizes as they are when an upload ends (the owner may type on meanwhile).
  const latest = useRef({ text, pictures: pictures?.value ?? [] });
  latest.current = { text, pictures: pictures?.value ?? [] };

  const choose = (file: File, at: Selection) => {
    if (!pictures) return;
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
      return pictures.onStatus({ kind: 'error', message: ONLY_PICTURES });
    selection.current = at;
    setChosen(file);
  };

  const place = async (alt: string) => {
    const file = chosen;
    setChosen(null);
    if (!file || !pictures) return;
    const result = await upload(randomPath('images', file), file);
    if (!result.ok) return pictures.onStatus(result.status);
    const src = result.textUrl;
    const placed = insertAt(latest.current.text, selection.current, pictureMarkdown(alt, src));
    onText(placed.text, placed.caret);
    setWaiting((list) => [...list, { path: result.path, src }]);
    pictures.onStatus({ kind: 'success', message: PICTURE_PLACED });
  };

  const sized = (done: Waiting, meta: ImageMeta | null) => {
    setWaiting((list) => list.filter((entry) => entry !== done));
    if (!meta || !pictures) return;
    const others = latest.current.pictures.filter((picture) => picture.src !== meta.src);
    pictures.onChange(placedPictures(latest.current.text, [...others, meta]));
  };

  const watchers = waiting.map((entry) => <SizesWatcher key={entry.path} entry={entry} onSized={sized} />);
  return { chosen, choose, place, cancel: () => setChosen(null), progress, uploading, watchers, making: waiting.length > 0 };
}

/** Waits for the sizes of one placed picture, then hands them over once. */
function SizesWatcher({ entry, onSized }: { entry: Waiting; onSized: (entry: Waiting, meta: ImageMeta | null) => void }) {
  useSizesOnce(
    entry.path,
    () => entry.src,
    (meta) => onSized(entry, meta),
  );
  return null;
}
