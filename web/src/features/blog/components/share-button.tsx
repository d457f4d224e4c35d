import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuCheck, LuShare2 } from 'react-icons/lu';

/** The 'Link copied!' note shows for 2000 ms. */
export const LINK_COPIED_MS = 2000;

/**
 * 'Share this post': the native share sheet where there is one, otherwise the link is
 * copied. Dismissing the share sheet is not an error.
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        if ((error as Error | undefined)?.name !== 'AbortError') console.error('Share failed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.error('Copying the link failed', error);
    }
  };

  return (
    <HStack gap="3">
      <Button variant="outline" onClick={() => void share()}>
        <LuShare2 aria-hidden /> Share this post
      </Button>
      <Text role="status" aria-live="polite" color="brand.fg" fontWeight="medium" display="inline-flex" alignItems="center" gap="1">
        {copied && (
          <>
            <LuCheck aria-hidden /> Link copied!
          </>
        )}
      </Text>
    </HStack>
  );
}
