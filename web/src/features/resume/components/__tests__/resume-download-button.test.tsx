import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleState } from '@/data/memory/seed';
import { renderApp } from '@/testing/render';
import { ResumeDownloadButton } from '../resume-download-button';

describe('Download Resume', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves a file from another origin (Firebase Storage) under its stored filename', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.meta_data = {
        resume_file: {
          value: {
            url: 'https://firebasestorage.googleapis.com/v0/b/x/o/resume%2Fresume.pdf?alt=media',
            filename: 'Alex-Morgan-Resume.pdf',
          },
        },
      };
      return state;
    };
    const fetchMock = vi
      .fn()
      .mockResolvedValue({ ok: true, status: 200, blob: async () => new Blob(['%PDF'], { type: 'application/pdf' }) });
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:resume');
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderApp({ element: <ResumeDownloadButton />, initial });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Download Resume' }));
    await waitFor(() => expect(downloads).toEqual(['Alex-Morgan-Resume.pdf']));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('firebasestorage.googleapis.com'));
    click.mockRestore();
  });

  it('derives the filename from the URL when none is stored', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.meta_data = { resume_file: { value: { url: '/files/cv-2026.pdf' } } };
      return state;
    };
    renderApp({ element: <ResumeDownloadButton />, initial });
    expect(await screen.findByRole('link', { name: 'Download Resume' })).toHaveAttribute('download', 'cv-2026.pdf');
  });

  it("is disabled and reads 'Resume Not Available' after the resume is deleted", async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.meta_data = { resume_file: { value: null } };
      return state;
    };
    renderApp({ element: <ResumeDownloadButton />, initial });
    expect(await screen.findByRole('button', { name: 'Resume Not Available' })).toBeDisabled();
  });
});
