/**
 * Private preview links to drafts: made and ended by the owner from a draft's editor (callables);
 * served by publicPages at /preview/<token> (public-site.ts, preview/serve-preview.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { createPreviewLink as create, revokePreviewLink as revoke } from '../preview/links.js';
import { FirestorePreviewStore } from '../preview/preview-store.js';
import { defaultApp } from '../shared/admin-app.js';
import { systemClock } from '../shared/clock.js';
import { ownerOnly, region } from './shared.js';

export const previewStore = () => new FirestorePreviewStore(getFirestore(defaultApp()));

const deps = (request: Parameters<typeof ownerOnly>[0]) => ({ store: previewStore(), clock: systemClock, assertOwner: ownerOnly(request) });

export const createPreviewLink = onCall({ region, maxInstances: 2, timeoutSeconds: 30 }, (request) => create(deps(request), request.data));

export const revokePreviewLink = onCall({ region, maxInstances: 2, timeoutSeconds: 30 }, (request) => revoke(deps(request), request.data));
