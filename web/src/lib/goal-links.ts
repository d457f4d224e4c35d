import { HAND_OVER, type LinkPlace } from '@portfolio/model';

/**
 * The attributes that tell web/index.html's inline script what a click on a link reaches: any link to
 * another site is an outbound click by itself; these say where one sits when its host cannot (a
 * project's demo or repository), or that a link is the resume's download.
 */
export const goalPlace = (place: LinkPlace) => ({ [HAND_OVER.goalPlaceAttribute]: place });
export const resumeGoal = { [HAND_OVER.goalAttribute]: 'resume' };
