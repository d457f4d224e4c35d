/**
 * The soft hover sound (/hover.mp3 at volume 0.5). Browsers refuse audio before the
 * visitor has interacted with the page, and a sound out of nowhere would startle anyway, so it
 * plays only after a first click, tap or key press.
 */
export const HOVER_SOUND_URL = '/hover.mp3';
export const HOVER_SOUND_VOLUME = 0.5;

let audio: HTMLAudioElement | null = null;
let interacted = false;

export function markInteracted(): void {
  interacted = true;
}

export function hasInteracted(): boolean {
  return interacted;
}

export function playHoverSound(): void {
  if (!interacted || typeof Audio === 'undefined') return;
  try {
    audio ??= new Audio(HOVER_SOUND_URL);
    audio.volume = HOVER_SOUND_VOLUME;
    audio.currentTime = 0;
    void audio.play()?.catch(() => undefined);
  } catch {
    // A sound effect is never worth an error.
  }
}

/** For tests. */
export function resetHoverSound(): void {
  audio = null;
  interacted = false;
}
