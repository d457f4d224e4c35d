import { Button, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { LuDownload } from 'react-icons/lu';
import { resumeGoal } from '@/lib/goal-links';
import { saveFile } from '@/lib/save-file';
import { useResumeFile } from '../api/use-resume';

/**
 * Downloads the resume under its stored filename. The `download` attribute is ignored
 * for files on another origin (Firebase Storage), so the file is fetched and saved from a blob;
 * if that fails, the link still opens the file.
 */
async function saveAs(url: string, filename: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Resume download failed (${response.status})`);
  saveFile(filename, await response.blob());
}

export function ResumeDownloadButton(props: ButtonProps) {
  const { file, loading } = useResumeFile();
  if (!file) {
    return (
      <Button disabled {...props} aria-busy={loading || undefined}>
        <LuDownload aria-hidden />
        {loading ? 'Download Resume' : 'Resume Not Available'}
      </Button>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const sameOrigin = new URL(file.url, window.location.href).origin === window.location.origin;
    if (sameOrigin) return; // The browser honours `download` here.
    event.preventDefault();
    saveAs(file.url, file.filename).catch((error: unknown) => {
      console.error(error);
      window.open(file.url, '_blank', 'noopener');
    });
  };
  return (
    <Button asChild {...props}>
      <a href={file.url} download={file.filename} onClick={onClick} {...resumeGoal}>
        <LuDownload aria-hidden />
        Download Resume
      </a>
    </Button>
  );
}
