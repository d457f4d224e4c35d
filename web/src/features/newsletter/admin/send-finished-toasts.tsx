import type { NewsletterSend } from '@portfolio/model';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { adminPaths } from '@/admin-kit/admin-table';
import { useNotify } from '@/admin-kit/toaster';
import type { Status } from '@/lib/status';
import { SENDS_WATCHED, useNewsletterSends } from '../api/use-subscribers';
import { sendSentence } from './send-log';

const ENDED: ReadonlySet<NewsletterSend['state']> = new Set(['done', 'skipped']);

/** A send's end as the owner reads it: all mailed is a success; some not mailed, or none, asks for a look. */
function sendFinishedStatus(send: NewsletterSend): Exclude<Status, null> {
  const whole = send.state === 'done' && send.not_sent === 0;
  return { kind: whole ? 'success' : 'error', message: `Newsletter for “${send.title}”`, detail: sendSentence(send) };
}

/**
 * A post's newsletter is mailed in the background, for seconds or minutes after it goes live: when a
 * send ends, the owner is told wherever they are in the admin, by a toast (the admin's way for an event
 * in the background). Only a send that ended while the admin was open (seen under way, or finished
 * since): one that had ended before is no news. On the Subscribers screen its Send Log says it in
 * place, so no toast there, nor later for the same send.
 */
export function SendFinishedToasts() {
  const sends = useNewsletterSends(SENDS_WATCHED);
  const notify = useNotify();
  const onSendLog = useLocation().pathname === adminPaths.subscribers;
  const [opened] = useState(Date.now);
  const underWay = useRef(new Set<string>());
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (sends.loading || sends.error) return;
    for (const send of sends.data) {
      if (!ENDED.has(send.state)) {
        underWay.current.add(send.id);
        continue;
      }
      const endedMeanwhile = underWay.current.has(send.id) || Date.parse(send.finished_at ?? '') >= opened;
      if (!endedMeanwhile || told.current.has(send.id)) continue;
      told.current.add(send.id);
      if (!onSendLog) notify(sendFinishedStatus(send));
    }
  }, [sends, notify, onSendLog, opened]);
  return null;
}
