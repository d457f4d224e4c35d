import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOVER_SOUND_URL, HOVER_SOUND_VOLUME, markInteracted, playHoverSound, resetHoverSound } from '../hover-sound';

describe('hover sound', () => {
  afterEach(() => {
    resetHoverSound();
    vi.unstubAllGlobals();
  });

  const stubAudio = () => {
    const play = vi.fn().mockResolvedValue(undefined);
    const created: { src: string; volume: number }[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        volume = 1;
        currentTime = 0;
        play = play;
        constructor(public src: string) {
          created.push(this);
        }
      },
    );
    return { play, created };
  };

  it('stays silent until the visitor has interacted with the page', () => {
    const { play } = stubAudio();
    playHoverSound();
    expect(play).not.toHaveBeenCalled();
  });

  it('plays /hover.mp3 at volume 0.5 after an interaction', () => {
    const { play, created } = stubAudio();
    markInteracted();
    playHoverSound();
    expect(play).toHaveBeenCalledTimes(1);
    expect(created[0]).toMatchObject({ src: HOVER_SOUND_URL, volume: HOVER_SOUND_VOLUME });
    expect(HOVER_SOUND_URL).toBe('/hover.mp3');
    expect(HOVER_SOUND_VOLUME).toBe(0.5);
  });
});
