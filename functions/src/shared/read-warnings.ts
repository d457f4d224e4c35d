/**
 * Where a stored record did not match its declaration (packages/model), the read replaced or left
 * out the value and says so here: once per path and problem in an instance, at WARNING, so the owner
 * can find and fix the record while every page keeps answering.
 */
import { reportOnce } from '@portfolio/model';
import { logger } from 'firebase-functions';

export const warnMalformed = reportOnce((path, problem) => logger.warn('A stored value does not match its declaration', { path, problem }));
